import { describe, expect, it } from "vitest";
import { cleanPhoto } from "../../src/photos/clean-photo.ts";
import {
  ADOBE_SEGMENT,
  appendWebpChunks,
  exifSegment,
  GPS_TEXT,
  ICC_SEGMENT,
  insertJpegSegments,
  insertPngChunks,
  metadataChunks,
  metadataSegments,
  webpMetadataChunks,
} from "./crafted-photos.ts";
import {
  chunk,
  concat,
  containsText,
  jpeg,
  jpegMarkers,
  png,
  pngChunks,
  riffChunk,
  segment,
  VP8X_FLAGS,
  webp,
  webpLayout,
} from "./photo-bytes.ts";

/**
 * The allow-list (docs/reference.md#photos): every metadata segment and chunk a camera, an editor
 * or a content-credential tool writes is dropped, known or not, and a JPEG keeps its orientation
 * in a fresh EXIF segment that holds nothing else.
 */

/** The exact minimal EXIF APP1 segment the cleaner writes for an orientation. */
function minimalExif(orientation: number): Uint8Array {
  return concat([0xff, 0xe1, 0x00, 0x22], "Exif\0\0MM", [
    0x00,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

const clean = (bytes: Uint8Array) => cleanPhoto(bytes)?.bytes ?? new Uint8Array();

describe("JPEG", () => {
  it("drops APP1, APP13, APP11, APP2 (not ICC), APP15 and COM, keeping ICC, Adobe and only the orientation", () => {
    const original = insertJpegSegments(jpeg(), [...metadataSegments(), ICC_SEGMENT, ADOBE_SEGMENT]);
    expect(containsText(original, GPS_TEXT)).toBe(true);
    const bytes = clean(original);
    expect(jpegMarkers(bytes)).toEqual([0xe0, 0xe1, 0xe2, 0xee, 0xdb, 0xc0, 0xc4, 0xda, 0xd9]);
    expect(bytes).toEqual(insertJpegSegments(jpeg(), [minimalExif(6), ICC_SEGMENT, ADOBE_SEGMENT]));
    for (const text of [GPS_TEXT, "45.523064", "Photoshop", "c2pa", "MPF", "xmpmeta", "taken at"])
      expect(containsText(bytes, text), text).toBe(false);
  });

  it("reads the orientation in either byte order and keeps 2 to 8, never 1 or none", () => {
    for (const order of ["II", "MM"] as const) {
      for (let orientation = 2; orientation <= 8; orientation += 1) {
        const original = insertJpegSegments(jpeg(), [exifSegment({ orientation, order })]);
        expect(clean(original), `${order} ${orientation}`).toEqual(
          insertJpegSegments(jpeg(), [minimalExif(orientation)]),
        );
      }
      expect(clean(insertJpegSegments(jpeg(), [exifSegment({ orientation: 1, order })]))).toEqual(jpeg());
      expect(clean(insertJpegSegments(jpeg(), [exifSegment({ order })]))).toEqual(jpeg());
    }
  });

  it("puts the orientation right after SOI (after APP0 JFIF when that comes first), wherever the EXIF was", () => {
    const base = jpeg();
    const jfifEnd = 20;
    const late = concat(
      base.subarray(0, jfifEnd + 69),
      exifSegment({ orientation: 8 }),
      base.subarray(jfifEnd + 69),
    );
    expect(jpegMarkers(late).slice(0, 3)).toEqual([0xe0, 0xdb, 0xe1]);
    expect(clean(late)).toEqual(insertJpegSegments(base, [minimalExif(8)]));
    const noJfif = concat([0xff, 0xd8], exifSegment({ orientation: 3 }), base.subarray(jfifEnd));
    expect(clean(noJfif)).toEqual(concat([0xff, 0xd8], minimalExif(3), base.subarray(jfifEnd)));
    // Only the first EXIF segment counts.
    const two = insertJpegSegments(base, [exifSegment({ orientation: 6 }), exifSegment({ orientation: 3 })]);
    expect(clean(two)).toEqual(insertJpegSegments(base, [minimalExif(6)]));
  });

  it("keeps APP0 JFIF without its thumbnail, and drops a JFXX thumbnail segment", () => {
    const base = jpeg();
    const thumbnail = segment(0xe0, concat("JFIF\0", [1, 2, 1, 0, 72, 0, 72, 2, 1], [9, 9, 9, 8, 8, 8]));
    const jfxx = segment(0xe0, concat("JFXX\0", [0x13, 1, 1, 7, 7, 7]));
    const original = concat(base.subarray(0, 2), thumbnail, jfxx, base.subarray(20));
    expect(clean(original)).toEqual(
      concat(
        base.subarray(0, 2),
        segment(0xe0, concat("JFIF\0", [1, 2, 1, 0, 72, 0, 72, 0, 0])),
        base.subarray(20),
      ),
    );
  });

  it("drops unknown markers, TEM and restart markers outside the scan, and fill bytes", () => {
    const base = jpeg();
    const noise = concat(
      segment(0xe3, "APP3"),
      segment(0xf0, "JPG0"),
      segment(0x02, "RES"),
      [0xff, 0x01, 0xff, 0xd3],
    );
    expect(clean(insertJpegSegments(base, [noise]))).toEqual(base);
    expect(clean(insertJpegSegments(base, [new Uint8Array(5).fill(0xff)]))).toEqual(base);
  });
});

describe("PNG", () => {
  it("drops eXIf, zxIf, exIf, caBX, tEXt, iTXt, zTXt, tIME and a private chunk, keeping the safe set", () => {
    const safe = [
      chunk("gAMA", Uint8Array.from([0, 0, 0xb1, 0x8f])),
      chunk("pHYs", Uint8Array.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
      chunk("sBIT", Uint8Array.from([8, 8, 8])),
    ];
    const original = insertPngChunks(png(), [...safe, ...metadataChunks()]);
    expect(containsText(original, GPS_TEXT)).toBe(true);
    const bytes = clean(original);
    expect(pngChunks(bytes)).toEqual(["IHDR", "gAMA", "pHYs", "sBIT", "IDAT", "IEND"]);
    expect(bytes).toEqual(insertPngChunks(png(), safe));
    expect(containsText(bytes, "45.523064")).toBe(false);
  });

  it("drops an unknown chunk whatever its case bits say", () => {
    const original = insertPngChunks(png(), [chunk("ABCD", GPS_TEXT), chunk("aBcD", GPS_TEXT)]);
    expect(clean(original)).toEqual(png());
  });
});

describe("WebP", () => {
  it("drops EXIF, XMP and an unknown chunk, rewriting the RIFF size and the VP8X flags", () => {
    const original = appendWebpChunks(webp(), webpMetadataChunks(), VP8X_FLAGS.exif | VP8X_FLAGS.xmp);
    expect(containsText(original, GPS_TEXT)).toBe(true);
    const bytes = clean(original);
    expect(bytes).toEqual(webp());
    expect(webpLayout(bytes)).toEqual({
      riffSize: bytes.length - 8,
      chunks: ["VP8X", "VP8L"],
      flags: VP8X_FLAGS.alpha,
    });
  });

  it("keeps the ICC and animation flags only with their chunks, and clears the reserved bits", () => {
    const noIcc = appendWebpChunks(webp(), [], VP8X_FLAGS.icc | VP8X_FLAGS.animation | 0xc1);
    expect(webpLayout(clean(noIcc)).flags).toBe(VP8X_FLAGS.alpha);
    const icc = riffChunk("ICCP", "colour profile");
    const withIcc = concat(webp().subarray(0, 30), icc, webp().subarray(30));
    new DataView(withIcc.buffer).setUint32(4, withIcc.length - 8, true);
    withIcc[20] = VP8X_FLAGS.icc | VP8X_FLAGS.alpha;
    expect(clean(withIcc)).toEqual(withIcc);
  });

  it("keeps the alpha flag only with an ALPH chunk or a lossless image", () => {
    const lossy = (chunks: Uint8Array[]) => {
      const vp8x = riffChunk("VP8X", concat([VP8X_FLAGS.alpha], new Uint8Array(9)));
      const file = concat(
        "RIFF",
        [0, 0, 0, 0],
        "WEBP",
        vp8x,
        ...chunks,
        riffChunk("VP8 ", "lossy bitstream"),
      );
      new DataView(file.buffer).setUint32(4, file.length - 8, true);
      return file;
    };
    expect(webpLayout(clean(lossy([]))).flags).toBe(0);
    expect(webpLayout(clean(lossy([riffChunk("ALPH", "alpha plane")]))).flags).toBe(VP8X_FLAGS.alpha);
  });

  it("cleans inside an animation frame: only its image chunks, its size rewritten", () => {
    const vp8l = webp().subarray(30); // the VP8L chunk, after RIFF, WEBP and VP8X
    const vp8x = riffChunk("VP8X", concat([VP8X_FLAGS.animation], new Uint8Array(9)));
    const build = (frame: Uint8Array[]) => {
      const anmf = riffChunk("ANMF", concat(new Uint8Array(16), ...frame));
      const file = concat("RIFF", [0, 0, 0, 0], "WEBP", vp8x, riffChunk("ANIM", new Uint8Array(6)), anmf);
      new DataView(file.buffer).setUint32(4, file.length - 8, true);
      return file;
    };
    const original = build([vp8l, riffChunk("LOCN", GPS_TEXT)]);
    const bytes = clean(original);
    expect(bytes).toEqual(build([vp8l]));
    expect(webpLayout(bytes).chunks).toEqual(["VP8X", "ANIM", "ANMF"]);
    expect(webpLayout(bytes).flags).toBe(VP8X_FLAGS.animation);
  });
});
