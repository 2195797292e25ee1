import { logEvent } from "../core/log-event.ts";
import {
  deletePhotosUnder,
  inquiryPhotoPrefix,
  type PhotoSet,
  photoKey,
  photoPrefix,
} from "./photo-store.ts";

/** The most keys one R2 `delete` call takes. */
export const MAX_KEYS_PER_DELETE = 1000;

/** The most `delete` calls of one {@link erasePhotosByCount}; the rest is the orphan sweep's. */
export const MAX_DELETE_CALLS = 10;

/** Logs `photos_delete_failed` (warn): the photos stay until the orphan sweep deletes them. */
function logDeleteFailed(during: string, inquiries: number, id: string | null, cause: unknown): void {
  logEvent("warn", "photos_delete_failed", {
    during,
    id,
    inquiries,
    name: cause instanceof Error ? cause.name : "unknown",
    message: cause instanceof Error ? cause.message.slice(0, 200) : undefined,
  });
}

/**
 * Deletes one upload's photos that must not stay (docs/reference.md#photos): refused half-way or over
 * the day's bytes, row not stored (logged at warn), or another upload stored the row first. Never
 * throws: an R2 failure is logged `photos_cleanup_failed`, left to the orphan sweep.
 */
export async function dropUploadedPhotos(
  bucket: R2Bucket,
  set: PhotoSet,
  why: "refused" | "unstored" | "superseded",
): Promise<void> {
  const { id } = set;
  try {
    const deleted = await deletePhotosUnder(bucket, photoPrefix(set));
    logEvent(why === "unstored" ? "warn" : "info", "photos_cleaned_up", { id, deleted, why });
  } catch (error) {
    logEvent("error", "photos_cleanup_failed", { id, name: error instanceof Error ? error.name : "unknown" });
  }
}

/**
 * Deletes every photo under erased inquiry `id`'s prefix, every upload's (docs/reference.md#retention-and-erasure);
 * how many, or `null` when R2 failed (logged, left to the orphan sweep). Never throws.
 */
export async function erasePhotosOf(bucket: R2Bucket, id: string, during: string): Promise<number | null> {
  try {
    return await deletePhotosUnder(bucket, inquiryPhotoPrefix(id));
  } catch (error) {
    logDeleteFailed(during, 1, id, error);
    return null;
  }
}

/**
 * Deletes photos 1 to `photoCount` of deleted rows' uploads without listing, within the caps above
 * (docs/reference.md#retention-and-erasure); the keys sent, missing ones included. Never throws: the rest
 * (a failure, past the cap, a wrong count) is left to the orphan sweep.
 */
export async function erasePhotosByCount(
  bucket: R2Bucket,
  inquiries: readonly (PhotoSet & { photoCount: number })[],
  during: string,
): Promise<number> {
  const keys = inquiries.flatMap(({ photoCount, ...set }) =>
    Array.from({ length: Math.max(0, photoCount) }, (_, i) => photoKey(set, i + 1)),
  );
  let deleted = 0;
  for (let from = 0; from < keys.length; from += MAX_KEYS_PER_DELETE) {
    if (from / MAX_KEYS_PER_DELETE >= MAX_DELETE_CALLS) break;
    const batch = keys.slice(from, from + MAX_KEYS_PER_DELETE);
    try {
      await bucket.delete(batch);
    } catch (error) {
      logDeleteFailed(during, inquiries.length, null, error);
      break;
    }
    deleted += batch.length;
  }
  return deleted;
}
