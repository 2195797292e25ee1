import jpegJs from "jpeg-js";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanPhoto } from "../../src/photos/clean-photo.ts";
import {
  ADOBE_SEGMENT,
  appendWebpChunks,
  GPS_TEXT,
  insertJpegSegments,
  insertPngChunks,
  metadataChunks,
  metadataSegments,
  webpMetadataChunks,
} from "./crafted-photos.ts";
import { chunk, containsText, VP8X_FLAGS } from "./photo-bytes.ts";

/**
 * The cleaned file shows the same picture (docs/reference.md#photos), checked in Node with
 * maintained decoders: real images encoded by jpeg-js, pngjs and sharp (libvips), the crafted
 * metadata put in, then the input and the cleaned output decoded and their pixels compared.
 */

const WIDTH = 48;
const HEIGHT = 32;

/** RGBA pixels of a gradient with a soft alpha ramp, so any change shows. */
function gradient(): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      data.set([x * 5, y * 7, (x * y) % 256, 128 + x], (y * WIDTH + x) * 4);
    }
  }
  return data;
}

/** What sharp decodes: every frame's raw pixels and the size. */
async function sharpPixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes, { animated: true }).raw().toBuffer({ resolveWithObject: true });
  return { data: [...data], width: info.width, height: info.height, channels: info.channels };
}

/** Cleans `original`, checks it is accepted as `type` and holds no place, and returns the bytes. */
function cleaned(original: Uint8Array, type: string): Uint8Array {
  const clean = cleanPhoto(original);
  expect(clean?.type).toBe(type);
  const bytes = clean?.bytes ?? new Uint8Array();
  expect(containsText(bytes, "45.523064")).toBe(false);
  return bytes;
}

describe("JPEG", () => {
  it("a jpeg-js photo with every metadata segment: same pixels (jpeg-js, sharp), Orientation 6 alone", async () => {
    const photo = jpegJs.encode({ data: gradient(), width: WIDTH, height: HEIGHT }, 90).data;
    const original = insertJpegSegments(photo, [...metadataSegments(), ADOBE_SEGMENT]);
    expect(containsText(original, GPS_TEXT)).toBe(true);
    const bytes = cleaned(original, "image/jpeg");
    const decode = (file: Uint8Array) => jpegJs.decode(file, { useTArray: true });
    expect(decode(bytes).data).toEqual(decode(original).data);
    expect(await sharpPixels(bytes)).toEqual(await sharpPixels(original));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.length).toBe(32);
  });

  it("sharp's progressive and baseline JPEGs with EXIF, XMP and an ICC profile: same pixels, the profile kept", async () => {
    const image = sharp(gradient(), { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .withMetadata({ orientation: 3 })
      .withExif({ IFD0: { Make: GPS_TEXT } })
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>${GPS_TEXT}</rdf:RDF></x:xmpmeta>`)
      .withIccProfile("p3");
    for (const progressive of [true, false]) {
      const original = await image.clone().jpeg({ progressive, quality: 85 }).toBuffer();
      expect(containsText(original, GPS_TEXT)).toBe(true);
      expect((await sharp(original).metadata()).orientation).toBe(3);
      const bytes = cleaned(original, "image/jpeg");
      expect(await sharpPixels(bytes)).toEqual(await sharpPixels(original));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.orientation).toBe(3);
      expect(metadata.icc?.length).toBeGreaterThan(0);
      expect(metadata.icc).toEqual((await sharp(original).metadata()).icc);
      expect(metadata.xmp).toBeUndefined();
    }
  });
});

describe("PNG", () => {
  it("a pngjs photo with every metadata chunk: same pixels (pngjs, sharp)", async () => {
    const encoded = new PNG({ width: WIDTH, height: HEIGHT });
    gradient().copy(encoded.data);
    const photo = PNG.sync.write(encoded);
    const phys = chunk("pHYs", Uint8Array.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]));
    const original = insertPngChunks(photo, [phys, ...metadataChunks()]);
    expect(containsText(original, GPS_TEXT)).toBe(true);
    const bytes = cleaned(original, "image/png");
    expect(PNG.sync.read(Buffer.from(bytes)).data).toEqual(PNG.sync.read(Buffer.from(original)).data);
    expect(await sharpPixels(bytes)).toEqual(await sharpPixels(original));
    expect((await sharp(bytes).metadata()).density).toBe(72);
  });

  it("sharp's palette PNG with transparency: same pixels", async () => {
    const original = await sharp(gradient(), { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .png({ palette: true })
      .toBuffer();
    const bytes = cleaned(insertPngChunks(original, metadataChunks()), "image/png");
    expect(await sharpPixels(bytes)).toEqual(await sharpPixels(original));
  });
});

describe("WebP", () => {
  const raw = () => sharp(gradient(), { raw: { width: WIDTH, height: HEIGHT, channels: 4 } });

  it("lossy with alpha and lossless sharp WebPs with EXIF, XMP and an unknown chunk: same pixels", async () => {
    for (const options of [{ quality: 80 }, { lossless: true }]) {
      const photo = await raw().webp(options).withIccProfile("srgb").toBuffer();
      const original = appendWebpChunks(photo, webpMetadataChunks(), VP8X_FLAGS.exif | VP8X_FLAGS.xmp);
      expect(containsText(original, GPS_TEXT)).toBe(true);
      const bytes = cleaned(original, "image/webp");
      expect(await sharpPixels(bytes)).toEqual(await sharpPixels(original));
      const metadata = await sharp(bytes).metadata();
      expect([metadata.exif, metadata.xmp, metadata.hasProfile]).toEqual([undefined, undefined, true]);
    }
  });

  it("an animated sharp WebP: every frame the same", async () => {
    const frames = await Promise.all(
      [0, 90, 180].map((angle) => raw().rotate(angle).resize(WIDTH, WIDTH).png().toBuffer()),
    );
    const original = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100, 100] })
      .withExif({ IFD0: { Make: GPS_TEXT } })
      .toBuffer();
    expect(containsText(original, GPS_TEXT)).toBe(true);
    const bytes = cleaned(original, "image/webp");
    expect(await sharpPixels(bytes)).toEqual(await sharpPixels(original));
    expect((await sharp(bytes, { animated: true }).metadata()).pages).toBe(3);
  });
});
