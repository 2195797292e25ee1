import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, extname, join, resolve } from "node:path";
import sharp from "sharp";
import type { PhotoSet } from "../app/content/types.ts";
import { IMAGE_WIDTHS, SHARE_IMAGE_SIZE } from "../app/lib/image-widths.ts";

/**
 * The build's photo step (docs/product.md#the-owners-photos): one of the owner's photos becomes
 * AVIF and WebP at the widths the pages use ({@link IMAGE_WIDTHS}, none wider than the photo) and a
 * 1200 x 630 JPEG for shared links, encoded by sharp. sharp writes no metadata unless asked, so
 * the EXIF (GPS position, camera, time), XMP and IPTC of the upload never reach the built site; the
 * photo is turned upright first from its EXIF orientation.
 */

/** The size of a shared link's picture (`og:image`), in pixels, as the pages' tags say it. */
export const OG_IMAGE_SIZE = SHARE_IMAGE_SIZE;

/** Where the built files are served: `/assets/media/<name>`. */
export const PHOTO_URL_PREFIX = "/assets/media/";

/**
 * Where encoded files are kept between builds, keyed by the source's hash (never committed):
 * `PHOTO_CACHE_DIR`, else node_modules/.cache/clearwell-photos.
 */
function cacheDir(): string {
  return (
    process.env.PHOTO_CACHE_DIR ?? resolve(import.meta.dirname, "../node_modules/.cache/clearwell-photos")
  );
}

/** One file the photo step made: its name under {@link PHOTO_URL_PREFIX} and its bytes. */
export type PhotoFile = { name: string; bytes: Buffer };

/** What the photo step makes of one photo: the set the pages render (with its link picture) and the files. */
export type BuiltPhoto = { set: PhotoSet; files: PhotoFile[] };

/** A photo file sharp cannot read: not a JPEG, PNG or WebP (a HEIC renamed `.jpg`), or cut off. */
export class UnreadablePhotoError extends Error {
  /** What is wrong, after the photo's name: `is not a JPEG, PNG or WebP that can be read (<sharp's words>)`. */
  readonly reason: string;

  constructor(file: string, cause: unknown) {
    const reason = `is not a JPEG, PNG or WebP that can be read (${(cause as Error).message})`;
    super(`${file} ${reason}`, { cause });
    this.name = "UnreadablePhotoError";
    this.reason = reason;
  }
}

/** Encodes (or takes from the cache) one output of `source`. */
async function encoded(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const cached = join(cacheDir(), key);
  if (existsSync(cached)) return readFile(cached);
  const bytes = await make();
  await mkdir(cacheDir(), { recursive: true });
  await writeFile(cached, bytes);
  return bytes;
}

/**
 * The responsive set and link picture of one photo file.
 *
 * @param file - the photo on disk (JPEG, PNG or WebP).
 * @returns the `srcset`s, size and `og:image` path for the page, and every file to write
 *   under {@link PHOTO_URL_PREFIX}; names carry the source's hash, so a changed photo gets new URLs.
 * @throws UnreadablePhotoError when sharp cannot read the file as an image.
 */
export async function buildPhoto(file: string): Promise<BuiltPhoto> {
  const source = await readFile(file);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  const stem = `${basename(file, extname(file))
    .replace(/[^A-Za-z0-9-]+/g, "-")
    .toLowerCase()}-${hash}`;
  const upright = await sharp(source)
    .rotate()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new UnreadablePhotoError(file, error);
    });
  const { width: fullWidth, height: fullHeight } = upright.info;
  const widths = IMAGE_WIDTHS.filter((width) => width <= fullWidth);
  if (widths.length === 0) widths.push(fullWidth as (typeof IMAGE_WIDTHS)[number]);
  const files: PhotoFile[] = [];
  const srcset = { avif: [] as string[], webp: [] as string[] };
  for (const width of widths) {
    for (const format of ["avif", "webp"] as const) {
      const name = `${stem}-${width}.${format}`;
      const bytes = await encoded(name, () => {
        const resized = sharp(upright.data).resize({ width });
        return (
          format === "avif" ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72 })
        ).toBuffer();
      });
      files.push({ name, bytes });
      srcset[format].push(`${PHOTO_URL_PREFIX}${name} ${width}w`);
    }
  }
  const ogName = `${stem}-og.jpg`;
  const og = await encoded(ogName, () =>
    sharp(upright.data)
      .resize({ ...OG_IMAGE_SIZE, fit: "cover" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer(),
  );
  files.push({ name: ogName, bytes: og });
  const largest = widths.at(-1) ?? fullWidth;
  return {
    set: {
      avif: srcset.avif.join(", "),
      webp: srcset.webp.join(", "),
      src: `${PHOTO_URL_PREFIX}${stem}-${largest}.webp`,
      width: fullWidth,
      height: fullHeight,
      og: `${PHOTO_URL_PREFIX}${ogName}`,
    },
    files,
  };
}
