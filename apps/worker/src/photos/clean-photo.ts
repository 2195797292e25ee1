import { type PhotoType, sniffPhotoType } from "@clearwell/contract/photos";
import { cleanJpeg } from "./clean-jpeg.ts";
import { cleanPng } from "./clean-png.ts";
import { cleanWebp } from "./clean-webp.ts";

/**
 * Checks a photo's bytes and keeps only what it needs to be shown, without re-encoding
 * (docs/reference.md#photos): the type comes from the bytes alone (magic numbers, then the whole
 * container's structure), never from a file name or a declared type, and a truncated, malformed or
 * over-segmented file is refused.
 */

/** A photo whose structure was checked, everything but its picture and colour dropped. */
export type CleanPhoto = { type: PhotoType; bytes: Uint8Array };

/**
 * The photo's verified type and its bytes cleaned by an allow-list (docs/reference.md#photos):
 * JPEG frame, table, scan and end segments, APP0 `JFIF`, APP14 `Adobe`, APP2 `ICC_PROFILE` and a
 * fresh EXIF holding only the Orientation (2-8); the PNG critical chunks and a named safe set; WebP
 * image, alpha, animation and ICC chunks (RIFF size and VP8X flags fixed). Everything else, known
 * or not, is dropped, and so is anything after the image's end. The kept bytes are copied into one
 * buffer (a view of it is returned).
 * @param bytes - the whole file as uploaded.
 * @returns `null` when the bytes are not a complete JPEG, PNG or WebP image (another format, a
 *   truncated or malformed file, zero bytes, more than 4,096 segments or chunks).
 */
export function cleanPhoto(bytes: Uint8Array): CleanPhoto | null {
  const type = sniffPhotoType(bytes.subarray(0, 12));
  if (!type) return null;
  const clean =
    type === "image/jpeg" ? cleanJpeg(bytes) : type === "image/png" ? cleanPng(bytes) : cleanWebp(bytes);
  return clean ? { type, bytes: clean } : null;
}
