// What the file input needs at first paint, split from photos.ts so the first download skips the
// checks (docs/decisions.md#hydration-in-pieces).

/** The form field (and multipart part name) photos are sent under; any other file part is refused. */
export const PHOTO_FIELD = "photos";

/** The image types accepted, decided from the bytes (never the name or declared type). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** One of {@link PHOTO_TYPES}. */
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The file input's `accept` attribute. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(",");
