import type { PhotoType } from "@clearwell/contract/photos";

/**
 * The PHOTOS bucket's layout (docs/reference.md#photos): `inquiries/<id>/<upload>/<n>`, or before
 * upload segments `inquiries/<id>/<n>`; content type verified, custom metadata `name` sanitised.
 */
const PREFIX = "inquiries/";

/** One stored photo as the inbox lists it. */
export type StoredPhoto = {
  n: number;
  /** The sanitised file name ({@link safePhotoName}). */
  name: string;
  type: PhotoType;
  /** Bytes as stored (metadata removed). */
  size: number;
  /** ISO 8601 UTC. */
  uploaded: string;
};

/** Whose photos: an inquiry's id and its upload's segment (`null`: the layout without one). */
export type PhotoSet = { id: string; upload: string | null };

/** A new upload's segment: 32 random lowercase hex digits. */
export function newUploadSegment(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** The key prefix of every photo of `set`. */
export function photoPrefix(set: PhotoSet): string {
  return set.upload === null ? `${PREFIX}${set.id}/` : `${PREFIX}${set.id}/${set.upload}/`;
}

/** The object key of photo `n` of `set`. */
export function photoKey(set: PhotoSet, n: number): string {
  return `${photoPrefix(set)}${n}`;
}

/** A key of the layout: `inquiries/<id>/<upload>/<n>` or `inquiries/<id>/<n>`. */
const KEY = /^inquiries\/([^/]+)\/(?:([0-9a-f]{32})\/)?(\d+)$/;

/** The photo set and number an object key belongs to, or `null` for a key outside the layout. */
export function photoOfKey(key: string): (PhotoSet & { n: number }) | null {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[3]) return null;
  return { id: match[1], upload: match[2] ?? null, n: Number(match[3]) };
}

const EXTENSIONS: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * A name safe to store and put in a `Content-Disposition`: the last segment's letters, digits, `.-_ `,
 * at most 80 characters with `type`'s extension; `photo-<n>.<ext>` when nothing is left.
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

/** Stores photo `n` of `set` (bytes already cleaned); throws what R2 throws, storing nothing then. */
export async function putPhoto(
  bucket: R2Bucket,
  set: PhotoSet,
  n: number,
  photo: { bytes: Uint8Array; type: PhotoType; name: string },
): Promise<void> {
  await bucket.put(photoKey(set, n), photo.bytes, {
    httpMetadata: { contentType: photo.type },
    customMetadata: { name: safePhotoName(photo.name, n, photo.type) },
  });
}

/** `object` as a photo of `set`, or `null` when its key is another set's or its type is not a photo's. */
function storedPhotoOf(object: R2Object, set: PhotoSet): StoredPhoto | null {
  const key = photoOfKey(object.key);
  if (!key || key.id !== set.id || key.upload !== set.upload) return null;
  const { n } = key;
  const type = object.httpMetadata?.contentType;
  // An own property only: a content type such as `constructor` is not a photo's.
  if (!type || !Object.hasOwn(EXTENSIONS, type)) return null;
  return {
    n,
    name: object.customMetadata?.name ?? `photo-${n}.${EXTENSIONS[type as PhotoType]}`,
    type: type as PhotoType,
    size: object.size,
    uploaded: object.uploaded.toISOString(),
  };
}

/** The photos of `set` by number (a handful: one list call); throws what R2 throws. */
export async function listPhotos(bucket: R2Bucket, set: PhotoSet): Promise<StoredPhoto[]> {
  const listed = await bucket.list({
    prefix: photoPrefix(set),
    include: ["httpMetadata", "customMetadata"],
  });
  return listed.objects
    .map((object) => storedPhotoOf(object, set))
    .filter((photo): photo is StoredPhoto => photo !== null)
    .sort((a, b) => a.n - b.n);
}

/** Photo `n` of `set` with its body, or `null`; throws what R2 throws. */
export async function getPhoto(
  bucket: R2Bucket,
  set: PhotoSet,
  n: number,
): Promise<{ photo: StoredPhoto; body: ReadableStream } | null> {
  const object = await bucket.get(photoKey(set, n));
  if (!object) return null;
  const photo = storedPhotoOf(object, set);
  return photo ? { photo, body: object.body } : null;
}

/**
 * Deletes every photo under `prefix` (an inquiry's or one upload's); how many. Throws what R2 throws,
 * leaving the rest to the orphan sweep.
 */
export async function deletePhotosUnder(bucket: R2Bucket, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    const keys = listed.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return deleted;
}

/** The prefix of every photo of inquiry `id`, whatever its upload (erasure). */
export function inquiryPhotoPrefix(id: string): string {
  return `${PREFIX}${id}/`;
}
