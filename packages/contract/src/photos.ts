// The one source of the photo rules (docs/product.md#photos) with photo-input.ts; no zod here
// (docs/decisions.md#zod-mini).

import type { PhotoType } from "./photo-input.ts";

export { PHOTO_ACCEPT, PHOTO_FIELD, PHOTO_TYPES, type PhotoType } from "./photo-input.ts";

/** At most this many photos per inquiry. */
export const MAX_PHOTOS = 5;

/** One photo's largest size in bytes: 10 MB (10 x 1024 x 1024). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** All photos of one inquiry together, in bytes: 25 MB (25 x 1024 x 1024). */
export const MAX_PHOTOS_TOTAL_BYTES = 25 * 1024 * 1024;

/** Why a set of photos is refused; each refuses the whole submission. */
export type PhotoProblem = "too_many" | "too_large" | "total_too_large" | "wrong_type";

/** The message shown under the Photos control (and in the JSON error envelope) for each problem. */
export const PHOTO_MESSAGES: Readonly<Record<PhotoProblem, string>> = {
  too_many: "Add at most 5 photos",
  too_large: "Each photo must be 10 MB or smaller",
  total_too_large: "Photos must be 25 MB or smaller in total",
  wrong_type: "Photos must be JPEG, PNG or WebP images",
};

/** Shown after the success text when the day's photo storage was used up (`photosNotKept: true`). */
export const PHOTOS_NOT_TAKEN_TODAY =
  "Your photos could not be taken today, so we will ask you for them when we reply.";

/** What the business email (after `Photos:`) and the inbox say of photos sent but not kept. */
export const PHOTOS_NOT_KEPT_NOTE =
  "sent but not kept (the day's limit on stored photos was reached): ask the visitor for them";

/** The type the first 12 bytes announce, or `null`; a first look only (the worker checks the structure). */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** The first count or size problem of files of `sizes` bytes, or `null`; the type is checked from the bytes. */
export function photoSizeProblem(sizes: readonly number[]): PhotoProblem | null {
  if (sizes.length > MAX_PHOTOS) return "too_many";
  if (sizes.some((size) => size > MAX_PHOTO_BYTES)) return "too_large";
  if (sizes.reduce((sum, size) => sum + size, 0) > MAX_PHOTOS_TOTAL_BYTES) return "total_too_large";
  return null;
}
