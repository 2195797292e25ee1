// The photo benchmark's image generator (bench/photo-upload-images.mjs): exact sizes, and files a
// decoder and the contract's sniffer accept (node --test).
import assert from "node:assert/strict";
import { test } from "node:test";
import { crc32, inflateSync } from "node:zlib";
import jpegJs from "jpeg-js";
import { sniffPhotoType } from "../packages/contract/src/photos.ts";
import {
  adler32,
  chunkFloodWebp,
  emptyChunkPng,
  gpsExifSegment,
  markerFloodJpeg,
  noiseJpeg,
  noisePng,
  pngLayout,
} from "./photo-upload-images.mjs";

/** The chunks of a PNG: type, data, and whether the stored CRC matches. */
function pngChunks(file) {
  const chunks = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString("latin1", at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    const crcOk = file.readUInt32BE(at + 8 + length) === crc32(file.subarray(at + 4, at + 8 + length));
    chunks.push({ type, data, crcOk });
    at += 12 + length;
  }
  return chunks;
}

/** The JPEG segments before the scan: marker and body (without the length field). */
function jpegSegments(file) {
  const segments = [];
  for (let at = 2; at < file.length; ) {
    assert.equal(file[at], 0xff);
    const marker = file[at + 1];
    const length = file.readUInt16BE(at + 2);
    segments.push({ marker, body: file.subarray(at + 4, at + 2 + length) });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return segments;
}

test("adler32 matches the known value", () => {
  assert.equal(adler32(Buffer.from("Wikipedia")), 0x11e60398);
});

test("noisePng is exactly the size asked, with valid chunks and image data", () => {
  for (const size of [20_000, 65_536 * 3 + 7, 1_000_003]) {
    const { bytes, width, height } = noisePng(size);
    assert.equal(bytes.length, size);
    assert.equal(sniffPhotoType(bytes.subarray(0, 12)), "image/png");
    const chunks = pngChunks(bytes);
    assert.deepEqual([chunks[0].type, chunks.at(-1).type], ["IHDR", "IEND"]);
    assert.ok(chunks.every((chunk) => chunk.crcOk));
    assert.equal(chunks[0].data.readUInt32BE(0), width);
    assert.equal(chunks[0].data.readUInt32BE(4), height);
    const idat = Buffer.concat(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data));
    const raw = inflateSync(idat);
    assert.equal(raw.length, height * (width + 1));
    for (let row = 0; row < height; row++) assert.equal(raw[row * (width + 1)], 0);
  }
});

test("pngLayout refuses a size below one row", () => {
  assert.throws(() => pngLayout(1_000), RangeError);
});

test("noiseJpeg is exactly the size asked, decodes, and carries the GPS position", () => {
  const size = 300_001;
  const { bytes, width, height, padding } = noiseJpeg(size, { gps: { latitude: 45.52, longitude: -122.68 } });
  assert.equal(bytes.length, size);
  assert.equal(sniffPhotoType(bytes.subarray(0, 12)), "image/jpeg");
  assert.ok(padding < size * 0.1, `padding ${padding} is most of the file`);
  const decoded = jpegJs.decode(bytes, { maxMemoryUsageInMB: 64 });
  assert.deepEqual([decoded.width, decoded.height], [width, height]);
  const segments = jpegSegments(bytes);
  assert.deepEqual(
    segments.slice(0, 2).map((segment) => segment.marker),
    [0xe0, 0xe1],
  );
  const exif = segments[1].body;
  assert.equal(exif.toString("latin1", 0, 6), "Exif\0\0");
  const tiff = exif.subarray(6);
  assert.equal(tiff.readUInt16BE(10), 0x8825);
  const gps = tiff.readUInt32BE(18);
  const entry = (n) => gps + 2 + 12 * n;
  assert.equal(tiff.toString("latin1", entry(1) + 8, entry(1) + 9), "N");
  assert.equal(tiff.toString("latin1", entry(3) + 8, entry(3) + 9), "W");
  const degrees = (offset) =>
    tiff.readUInt32BE(offset) / tiff.readUInt32BE(offset + 4) +
    tiff.readUInt32BE(offset + 8) / tiff.readUInt32BE(offset + 12) / 60 +
    tiff.readUInt32BE(offset + 16) / tiff.readUInt32BE(offset + 20) / 3600;
  assert.ok(Math.abs(degrees(tiff.readUInt32BE(entry(2) + 8)) - 45.52) < 1e-6);
  assert.ok(Math.abs(degrees(tiff.readUInt32BE(entry(4) + 8)) - 122.68) < 1e-6);
});

test("noiseJpeg without gps has no EXIF segment", () => {
  const segments = jpegSegments(noiseJpeg(100_000).bytes);
  assert.ok(segments.every((segment) => segment.marker !== 0xe1));
});

test("gpsExifSegment's length field covers the segment", () => {
  const segment = gpsExifSegment({ latitude: -33.86, longitude: 151.21 });
  assert.equal(segment.readUInt16BE(2), segment.length - 2);
  assert.ok(segment.includes(Buffer.from("S\0")) && segment.includes(Buffer.from("E\0")));
});

test("gpsExifSegment with an orientation puts it in IFD0 before the GPS pointer", () => {
  const tiff = gpsExifSegment({ latitude: 45.52, longitude: -122.68 }, 6).subarray(10);
  assert.equal(tiff.readUInt16BE(8), 2);
  assert.deepEqual([tiff.readUInt16BE(10), tiff.readUInt16BE(12), tiff.readUInt16BE(18)], [0x0112, 3, 6]);
  assert.equal(tiff.readUInt16BE(22), 0x8825);
  const gps = tiff.readUInt32BE(30);
  assert.equal(tiff.toString("latin1", gps + 2 + 12 + 8, gps + 2 + 12 + 9), "N");
});

test("the flood files fit 10 MiB with millions of parts, ending in a real image", () => {
  const tenMiB = 10 * 1024 * 1024;
  const cases = [
    [markerFloodJpeg(tenMiB), "image/jpeg", 5_200_000],
    [emptyChunkPng(tenMiB), "image/png", 873_000],
    [chunkFloodWebp(tenMiB), "image/webp", 1_300_000],
  ];
  for (const [{ bytes, parts }, type, least] of cases) {
    assert.ok(bytes.length <= tenMiB && bytes.length > tenMiB - 64, `${type}: ${bytes.length} bytes`);
    assert.equal(sniffPhotoType(bytes.subarray(0, 12)), type);
    assert.ok(parts >= least, `${type}: ${parts} parts`);
  }
  const [{ bytes: jpeg }] = cases[0];
  assert.deepEqual([...jpeg.subarray(2, 6)], [0xff, 0x01, 0xff, 0x01]);
  assert.deepEqual([...jpeg.subarray(-2)], [0xff, 0xd9]);
  const webp = cases[2][0].bytes;
  assert.equal(webp.readUInt32LE(4), webp.length - 8);
  assert.equal(webp.toString("latin1", webp.length - 22, webp.length - 18), "VP8L");
});
