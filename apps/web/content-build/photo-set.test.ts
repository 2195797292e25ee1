import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { carriesLocation, gpsTaggedJpeg } from "../e2e/support/gps-photo.ts";
import { buildPhoto, OG_IMAGE_SIZE, PHOTO_URL_PREFIX } from "./photo-set.ts";

const dir = mkdtempSync(join(tmpdir(), "photo-set-"));
// A cache of its own, so every run encodes the photos again.
process.env.PHOTO_CACHE_DIR = join(dir, "cache");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's photo step (docs/product.md#the-owners-photos)", () => {
  it("makes AVIF and WebP at the page widths, a 1200 x 630 link picture, and drops the GPS position", async () => {
    const source = await gpsTaggedJpeg(2400, 1600);
    expect(await carriesLocation(source)).toBe(true);
    writeFileSync(join(dir, "Kitchen Photo.jpg"), source);

    const built = await buildPhoto(join(dir, "Kitchen Photo.jpg"));

    expect(built.set.width).toBe(2400);
    expect(built.set.height).toBe(1600);
    expect(built.set.avif).toMatch(
      /^\/assets\/media\/kitchen-photo-[0-9a-f]{10}-400\.avif 400w, .+-800\.avif 800w, .+-1200\.avif 1200w, .+-1600\.avif 1600w$/,
    );
    expect(built.set.webp.split(", ")).toHaveLength(4);
    expect(built.set.src).toMatch(/-1600\.webp$/);
    expect(built.set.og).toMatch(/-og\.jpg$/);
    expect(built.files).toHaveLength(9);
    for (const file of built.files) {
      const meta = await sharp(file.bytes).metadata();
      const width = Number(/-(\d+)\.(avif|webp)$/.exec(file.name)?.[1] ?? OG_IMAGE_SIZE.width);
      expect(meta.width, file.name).toBe(width);
      expect(meta.format, file.name).toBe(
        file.name.endsWith(".jpg") ? "jpeg" : file.name.endsWith(".avif") ? "heif" : "webp",
      );
      if (file.name.endsWith("-og.jpg")) expect(meta.height).toBe(OG_IMAGE_SIZE.height);
      expect(await carriesLocation(file.bytes), file.name).toBe(false);
      expect(`${PHOTO_URL_PREFIX}${file.name}`).toMatch(/^\/assets\/media\//);
    }
  }, 120_000);

  it("never makes a width larger than the photo", async () => {
    writeFileSync(join(dir, "small.jpg"), await gpsTaggedJpeg(900, 600));
    const built = await buildPhoto(join(dir, "small.jpg"));
    expect(built.set.webp).toMatch(/-400\.webp 400w, .+-800\.webp 800w$/);
    expect(built.set.src).toMatch(/-800\.webp$/);
  }, 60_000);
});
