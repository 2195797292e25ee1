import { type PhotoType, sniffPhotoType } from "@clearwell/contract/photos";
import { cleanJpeg } from "./clean-jpeg.ts";
import { cleanPng } from "./clean-png.ts";
import { cleanWebp } from "./clean-webp.ts";

/** A photo whose structure was checked, everything but its picture and colour dropped. */
export type CleanPhoto = { type: PhotoType; bytes: Uint8Array };

/**
 * The type verified from the bytes alone and the bytes cleaned by the allow-list of docs/reference.md#photos,
 * without re-encoding; everything else and anything after the end is dropped. `null` when not a complete
 * JPEG, PNG or WebP (truncated, malformed, over `MAX_PHOTO_PARTS` parts).
 */
export function cleanPhoto(bytes: Uint8Array): CleanPhoto | null {
  const type = sniffPhotoType(bytes.subarray(0, 12));
  if (!type) return null;
  const clean =
    type === "image/jpeg" ? cleanJpeg(bytes) : type === "image/png" ? cleanPng(bytes) : cleanWebp(bytes);
  return clean ? { type, bytes: clean } : null;
}
