import { describe, expect, it } from "vitest";
import { cleanPhoto } from "../../src/photos/clean-photo.ts";
import { MAX_PHOTO_PARTS } from "../../src/photos/photo-output.ts";
import {
  chunkFloodWebp,
  emptyChunkPng,
  insertJpegSegments,
  insertPngChunks,
  markerFloodJpeg,
} from "./crafted-photos.ts";
import { chunk, concat, jpeg, png, riffChunk, segment, webp } from "./photo-bytes.ts";

/**
 * The cap on a photo's parts (docs/reference.md#photos): a file built to make the cleaner walk
 * millions of segments or chunks is refused, one of as many parts as the cap allows is not, and
 * what real files hold in numbers (restart markers in the scan, fill bytes) does not count.
 */

const TEN_MIB = 10 * 1024 * 1024;

describe("files of millions of parts are refused", () => {
  it("a 10 MiB JPEG of 5.2 million FF 01 markers", () => {
    const flood = markerFloodJpeg(TEN_MIB, jpeg());
    expect(flood.length).toBeGreaterThan(TEN_MIB - 200);
    expect(flood[2 + 5_200_000 * 2 - 1]).toBe(0x01);
    expect(cleanPhoto(flood)).toBeNull();
  });

  it("a PNG of 873k empty chunks", () => {
    const flood = emptyChunkPng(873_000);
    expect(flood.length).toBeGreaterThan(873_000 * 12);
    expect(cleanPhoto(flood)).toBeNull();
  });

  it("a WebP of 1.3 million chunks", () => {
    const flood = chunkFloodWebp(1_300_000);
    expect(flood.length).toBeGreaterThan(1_300_000 * 8);
    expect(cleanPhoto(flood)).toBeNull();
  });
});

describe("the cap is exact", () => {
  // Parts of the small files besides what is added: JPEG APP0, DQT, SOF0, DHT, SOS, EOI; PNG
  // IHDR, IDAT, IEND; WebP VP8X, VP8L.
  const comments = (n: number) => Array.from({ length: n }, () => segment(0xfe, "x"));

  it("JPEG: markers outside the scan", () => {
    expect(cleanPhoto(insertJpegSegments(jpeg(), comments(MAX_PHOTO_PARTS - 6)))?.bytes).toEqual(jpeg());
    expect(cleanPhoto(insertJpegSegments(jpeg(), comments(MAX_PHOTO_PARTS - 5)))).toBeNull();
  });

  it("PNG: chunks", () => {
    const texts = (n: number) => Array.from({ length: n }, () => chunk("tEXt", "a\0b"));
    expect(cleanPhoto(insertPngChunks(png(), texts(MAX_PHOTO_PARTS - 3)))?.bytes).toEqual(png());
    expect(cleanPhoto(insertPngChunks(png(), texts(MAX_PHOTO_PARTS - 2)))).toBeNull();
  });

  it("WebP: chunks", () => {
    expect(cleanPhoto(chunkFloodWebp(MAX_PHOTO_PARTS - 2))?.type).toBe("image/webp");
    expect(cleanPhoto(chunkFloodWebp(MAX_PHOTO_PARTS - 1))).toBeNull();
    const unknown = (n: number) => Array.from({ length: n }, () => riffChunk("JUNK", ""));
    const file = concat(webp(), ...unknown(MAX_PHOTO_PARTS - 1));
    new DataView(file.buffer).setUint32(4, file.length - 8, true);
    expect(cleanPhoto(file)).toBeNull();
  });
});

describe("what a real photo holds in numbers is not counted", () => {
  it("restart markers and stuffed bytes in the scan, and a long run of fill bytes", () => {
    const base = jpeg();
    const scanEnd = base.length - 2;
    const restarts = new Uint8Array(20_000 * 4);
    for (let i = 0; i < 20_000; i += 1) restarts.set([0xff, 0xd0 + (i % 8), 0xff, 0x00], i * 4);
    const long = concat(base.subarray(0, scanEnd), restarts, base.subarray(scanEnd));
    expect(cleanPhoto(long)?.bytes).toEqual(long);
    const filled = insertJpegSegments(base, [new Uint8Array(1024 * 1024).fill(0xff)]);
    expect(cleanPhoto(filled)?.bytes).toEqual(base);
  });
});
