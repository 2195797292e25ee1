import { describe, expect, it } from "vitest";
import { cleanPhoto } from "../../src/photos/clean-photo.ts";
import {
  concat,
  containsText,
  jpeg,
  jpegMarkers,
  png,
  pngChunks,
  VP8X_FLAGS,
  webp,
  webpLayout,
} from "./photo-bytes.ts";

/**
 * The photo check and metadata removal (docs/reference.md#photos): the type from the bytes and the
 * whole structure, the metadata segments and chunks removed without re-encoding, checked by
 * parsing what comes out.
 */

describe("JPEG", () => {
  it("removes the EXIF (with GPS) and XMP APP1 segments and the comment, keeping the rest byte for byte", () => {
    const original = jpeg({ exif: true, xmp: true, comment: "shot at 51.5N" });
    expect(jpegMarkers(original)).toContain(0xe1);
    const clean = cleanPhoto(original);
    expect(clean?.type).toBe("image/jpeg");
    const bytes = clean?.bytes ?? new Uint8Array();
    expect(jpegMarkers(bytes)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda, 0xd9]);
    expect(containsText(bytes, "Exif")).toBe(false);
    expect(containsText(bytes, "GPSLatitude")).toBe(false);
    expect(containsText(bytes, "51.5N")).toBe(false);
    expect(bytes).toEqual(cleanPhoto(jpeg())?.bytes);
  });

  it("keeps a JPEG without metadata as it is and drops anything after its end", () => {
    expect(cleanPhoto(jpeg())?.bytes).toEqual(jpeg());
    expect(cleanPhoto(jpeg({ trailer: "GPS 51.5N hidden trailer" }))?.bytes).toEqual(jpeg());
  });

  it("refuses a truncated JPEG, one without a frame or scan, and marker soup", () => {
    const whole = jpeg();
    for (const cut of [4, 30, whole.length - 10, whole.length - 2, whole.length - 1]) {
      expect(cleanPhoto(whole.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    }
    expect(cleanPhoto(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(cleanPhoto(concat([0xff, 0xd8, 0xff], "<html>not a photo</html>"))).toBeNull();
  });
});

describe("PNG", () => {
  it("removes eXIf, tEXt, zTXt and iTXt chunks", () => {
    const clean = cleanPhoto(png({ exif: true, text: true }));
    expect(clean?.type).toBe("image/png");
    expect(pngChunks(clean?.bytes ?? new Uint8Array())).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(clean?.bytes).toEqual(png());
    expect(containsText(clean?.bytes ?? new Uint8Array(), "GPS")).toBe(false);
  });

  it("refuses a truncated PNG and one not starting with IHDR", () => {
    const whole = png();
    for (const cut of [8, 20, whole.length - 12, whole.length - 1]) {
      expect(cleanPhoto(whole.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    }
    expect(cleanPhoto(concat(whole.subarray(0, 8), whole.subarray(33)))).toBeNull();
  });
});

describe("WebP", () => {
  it("removes EXIF and XMP chunks, fixes the RIFF size and clears their VP8X flags", () => {
    const original = webp({ exif: true, xmp: true });
    expect(webpLayout(original).flags).toBe(VP8X_FLAGS.alpha | VP8X_FLAGS.exif | VP8X_FLAGS.xmp);
    const clean = cleanPhoto(original);
    expect(clean?.type).toBe("image/webp");
    const bytes = clean?.bytes ?? new Uint8Array();
    const layout = webpLayout(bytes);
    expect(layout.chunks).toEqual(["VP8X", "VP8L"]);
    expect(layout.riffSize).toBe(bytes.length - 8);
    expect(layout.flags).toBe(VP8X_FLAGS.alpha);
    expect(bytes).toEqual(webp());
    expect(containsText(bytes, "GPSLatitude")).toBe(false);
  });

  it("keeps a simple-format WebP as it is", () => {
    const simple = webp({ extended: false });
    expect(cleanPhoto(simple)?.bytes).toEqual(simple);
  });

  it("refuses a truncated WebP and a RIFF that is not one", () => {
    const whole = webp({ exif: true });
    for (const cut of [12, 20, whole.length - 4, whole.length - 1]) {
      expect(cleanPhoto(whole.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    }
    expect(cleanPhoto(concat("RIFF", [4, 0, 0, 0], "WEBP"))).toBeNull();
    expect(cleanPhoto(concat("RIFF", [12, 0, 0, 0], "WEBPJUNK", [0, 0, 0, 0]))).toBeNull();
  });
});

describe("the type comes from the bytes alone", () => {
  it("refuses HTML, SVG, GIF, text and zero bytes", () => {
    const refused = [
      "<!doctype html><html><body>hello</body></html>",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "GIF89a\x01\x00\x01\x00",
      "just some text that is long enough",
      "",
    ];
    for (const text of refused) expect(cleanPhoto(concat(text)), text).toBeNull();
  });
});
