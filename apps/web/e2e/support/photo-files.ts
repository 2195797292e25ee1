import { crc32, deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";

/**
 * Photo files for the browser tests (docs/product.md#photos): real images a browser can show in
 * its previews, made here or by the page's own canvas, never read from the network.
 */

/** A file for Playwright's `setInputFiles`. */
export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/** The text the test's GPS EXIF carries, so a stored photo can be searched for it. */
export const GPS_MARKER = "GPS 45.5231 N 122.6765 W";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width` x `height` PNG of one colour (RGB), with a `tEXt` comment the worker must remove. */
export function solidPng(
  name: string,
  [r, g, b]: [number, number, number],
  width = 64,
  height = 48,
): PhotoFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("tEXt", Buffer.from(`Comment\0${GPS_MARKER}`, "latin1")),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return { name, mimeType: "image/png", buffer };
}

/**
 * A JPEG drawn by the page's canvas, with an EXIF APP1 segment (a TIFF header and
 * {@link GPS_MARKER}) put right after its start marker, as a phone's camera writes one.
 */
export async function jpegWithGps(page: Page, name: string): Promise<PhotoFile> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = "#2f6f5e";
    context.fillRect(0, 0, 96, 64);
    context.fillStyle = "#f4e9d8";
    context.fillRect(16, 16, 64, 32);
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1] ?? "";
  });
  const jpeg = Buffer.from(base64, "base64");
  const exif = Buffer.concat([
    Buffer.from("Exif\0\0", "latin1"),
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00]),
    Buffer.from(GPS_MARKER, "latin1"),
  ]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(exif.length + 2, 2);
  const buffer = Buffer.concat([jpeg.subarray(0, 2), segment, exif, jpeg.subarray(2)]);
  return { name, mimeType: "image/jpeg", buffer };
}

/** An HTML page dressed as a photo: a `.jpg` name and an image type, markup inside. */
export function htmlNamedJpg(name = "holiday.jpg"): PhotoFile {
  return {
    name,
    mimeType: "image/jpeg",
    buffer: Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>", "utf8"),
  };
}
