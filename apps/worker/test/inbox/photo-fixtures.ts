import { env } from "cloudflare:workers";
import type { PhotoType } from "@clearwell/contract/photos";
import { photoKey, putPhoto } from "../../src/photos/photo-store.ts";

/** A few bytes that start like a JPEG (the store never looks further). */
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1,
]);

/** A few bytes that start like a PNG. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Sets inquiry `id`'s `photo_count` (the shared seeding helper leaves it 0). */
export async function setPhotoCount(id: string, count: number): Promise<void> {
  await env.DB.prepare("UPDATE inquiries SET photo_count = ? WHERE id = ?").bind(count, id).run();
}

/**
 * Stores photos 1 to `names.length` of inquiry `id` in `env.PHOTOS` as `putPhoto` does, in the
 * layout without an upload segment (`photo_upload` `NULL`), JPEG unless `type` says otherwise, and
 * sets its `photo_count`.
 */
export async function seedPhotos(
  id: string,
  names: readonly string[],
  type: PhotoType = "image/jpeg",
): Promise<void> {
  const bytes = type === "image/png" ? PNG_BYTES : JPEG_BYTES;
  for (const [i, name] of names.entries()) {
    await putPhoto(env.PHOTOS, { id, upload: null }, i + 1, { bytes, type, name });
  }
  await setPhotoCount(id, names.length);
}

/** The keys `env.PHOTOS` holds under `inquiries/`, sorted. */
export async function photoKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await env.PHOTOS.list({ prefix: "inquiries/", ...(cursor ? { cursor } : {}) });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** Deletes every object of `env.PHOTOS` (R2 storage is not reset between tests of a file). */
export async function emptyPhotos(): Promise<void> {
  const keys = await photoKeys();
  for (let i = 0; i < keys.length; i += 1000) await env.PHOTOS.delete(keys.slice(i, i + 1000));
}

export { photoKey };
