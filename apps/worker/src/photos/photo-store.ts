import type { PhotoType } from "@clearwell/contract/photos";

/**
 * The PHOTOS R2 bucket's layout (docs/reference.md#photos): an inquiry's photos are the objects
 * `inquiries/<inquiry id>/<n>` (n = 1, 2, ... in the order sent), each with its verified type as
 * the object's content type and its sanitised file name in the custom metadata `name`.
 */
const PREFIX = "inquiries/";

/** One stored photo as the inbox lists it. */
export type StoredPhoto = {
  /** Its number within the inquiry, from 1. */
  n: number;
  /** The sanitised file name ({@link safePhotoName}). */
  name: string;
  type: PhotoType;
  /** Bytes as stored (metadata removed). */
  size: number;
  /** When it was stored (ISO 8601 UTC). */
  uploaded: string;
};

/** The object key of photo `n` of `inquiryId`. */
export function photoKey(inquiryId: string, n: number): string {
  return `${PREFIX}${inquiryId}/${n}`;
}

/** The key prefix of every photo of `inquiryId`. */
export function photoPrefix(inquiryId: string): string {
  return `${PREFIX}${inquiryId}/`;
}

/** The inquiry id an object key belongs to, or `null` for a key outside the layout. */
export function inquiryIdOfKey(key: string): string | null {
  const match = /^inquiries\/([^/]+)\/\d+$/.exec(key);
  return match?.[1] ?? null;
}

const EXTENSIONS: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * A file name safe to store and to put in a `Content-Disposition`: the last path segment only,
 * control characters and anything but letters, digits, `.`, `-`, `_` and spaces removed, at most
 * 80 characters, ending in the extension of the verified `type`; `photo-<n>.<ext>` when nothing is
 * left.
 */
export function safePhotoName(name: string, n: number, type: PhotoType): string {
  const extension = EXTENSIONS[type];
  const last = name.split(/[/\\]/).pop() ?? "";
  const base = last
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._ -]/g, "")
    .replace(/^[.\s]+|\s+$/g, "")
    .slice(0, 80 - extension.length - 1)
    .trim();
  return `${base || `photo-${n}`}.${extension}`;
}

/**
 * Stores photo `n` of `inquiryId` (its bytes already checked and stripped of metadata).
 * @throws whatever R2 throws; nothing is stored then.
 */
export async function putPhoto(
  bucket: R2Bucket,
  inquiryId: string,
  n: number,
  photo: { bytes: Uint8Array; type: PhotoType; name: string },
): Promise<void> {
  await bucket.put(photoKey(inquiryId, n), photo.bytes, {
    httpMetadata: { contentType: photo.type },
    customMetadata: { name: safePhotoName(photo.name, n, photo.type) },
  });
}

function storedPhotoOf(object: R2Object): StoredPhoto | null {
  const n = Number(object.key.slice(object.key.lastIndexOf("/") + 1));
  const type = object.httpMetadata?.contentType as PhotoType | undefined;
  if (!Number.isInteger(n) || !type || !(type in EXTENSIONS)) return null;
  return {
    n,
    name: object.customMetadata?.name ?? `photo-${n}.${EXTENSIONS[type]}`,
    type,
    size: object.size,
    uploaded: object.uploaded.toISOString(),
  };
}

/**
 * The photos stored for `inquiryId`, by number (at most a handful: one list call).
 * @throws whatever R2 throws.
 */
export async function listPhotos(bucket: R2Bucket, inquiryId: string): Promise<StoredPhoto[]> {
  const listed = await bucket.list({
    prefix: photoPrefix(inquiryId),
    include: ["httpMetadata", "customMetadata"],
  });
  return listed.objects
    .map(storedPhotoOf)
    .filter((photo): photo is StoredPhoto => photo !== null)
    .sort((a, b) => a.n - b.n);
}

/**
 * Photo `n` of `inquiryId` with its body, or `null` when there is none.
 * @throws whatever R2 throws.
 */
export async function getPhoto(
  bucket: R2Bucket,
  inquiryId: string,
  n: number,
): Promise<{ photo: StoredPhoto; body: ReadableStream } | null> {
  const object = await bucket.get(photoKey(inquiryId, n));
  if (!object) return null;
  const photo = storedPhotoOf(object);
  return photo ? { photo, body: object.body } : null;
}

/**
 * Deletes every photo of each of `inquiryIds` (erasure, retention, a refused or failed upload).
 * @returns how many objects were deleted.
 * @throws whatever R2 throws; the photos not yet deleted stay (the orphan sweep finds them).
 */
export async function deletePhotosOf(bucket: R2Bucket, inquiryIds: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const id of inquiryIds) {
    const listed = await bucket.list({ prefix: photoPrefix(id) });
    const keys = listed.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
  }
  return deleted;
}
