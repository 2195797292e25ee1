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

/**
 * The most R2 `delete` calls one {@link erasePhotosByCount} makes (10,000 photos); photos past it
 * stay for the orphan sweep (docs/reference.md#retention-and-erasure).
 */
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
 * Deletes the photos of one upload (`set`, never another upload's) when they must not stay: the
 * submission was refused half-way or went over the day's photo bytes (`refused`, logged
 * `photos_cleaned_up` at info), its row could not be stored (`unstored`, at warn), or another
 * upload of the same submission stored the row first (`superseded`, at info)
 * (docs/reference.md#photos). Never throws: when R2 fails it logs `photos_cleanup_failed` and the
 * daily orphan sweep deletes them later.
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
 * Deletes every stored photo of inquiry `id`, whose row was just erased (listing its prefix, so a
 * photo the count missed, and any other upload's, goes too; docs/reference.md#retention-and-erasure). Never throws: when
 * R2 fails it logs `photos_delete_failed` and the daily orphan sweep deletes them later.
 * @param during - what erased the row, for the log line (`erase`).
 * @returns how many objects were deleted, or `null` when R2 failed.
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
 * Deletes photos 1 to `photoCount` of each inquiry's recorded upload whose row was just deleted, up to
 * {@link MAX_KEYS_PER_DELETE} keys per R2 call and {@link MAX_DELETE_CALLS} calls, without listing
 * (docs/reference.md#retention-and-erasure). Never throws: when R2 fails it logs
 * `photos_delete_failed`; what is left (a failure, past the cap, or beyond a wrong count) is deleted
 * by the daily orphan sweep.
 * @param during - what deleted the rows, for the log line (`retention`).
 * @returns how many keys were deleted (R2 ignores keys that do not exist, and counts them here too).
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
