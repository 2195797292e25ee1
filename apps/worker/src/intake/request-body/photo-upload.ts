import {
  MAX_PHOTOS,
  MAX_PHOTOS_TOTAL_BYTES,
  PHOTO_FIELD,
  PHOTO_MESSAGES,
  type PhotoProblem,
} from "@clearwell/contract/photos";
import type { HTTPException } from "hono/http-exception";
import { apiError } from "../../core/api-error.ts";
import { logEvent } from "../../core/log-event.ts";
import { cleanPhoto } from "../../photos/clean-photo.ts";
import type { PhotoBudget } from "../../photos/photo-budget.ts";
import { dropUploadedPhotos } from "../../photos/photo-erasure.ts";
import { newUploadSegment, type PhotoSet, putPhoto } from "../../photos/photo-store.ts";
import { type MultipartInquiry, type PhotoPart, PhotoRefusal } from "./multipart-body.ts";

/** What became of a submission's photos: how many were stored, under which upload, or why none. */
export type StoredPhotos = {
  /** How many were stored (0: none came, or none were kept). */
  count: number;
  /** The upload's segment (`photo_upload`), `null` when none were stored. */
  upload: string | null;
  /** Whether photos came but were not kept: the day's `PHOTOS_DAILY_BYTES` was reached. */
  notKept: boolean;
  /** The bytes reserved for them in the day's count, to give back if they are deleted. */
  bytes: number;
};

/** {@link StoredPhotos} when no photo was stored and none was refused for the day's limit. */
export const NO_PHOTOS: StoredPhotos = { count: 0, upload: null, notKept: false, bytes: 0 };

/**
 * The photos of one submission, read only once it will be stored (docs/product.md#photos): stored
 * under the inquiry's id and a fresh upload segment, or let go unread.
 */
export type PhotoUpload = {
  /** Whether the visitor chose photos (a `photos` part with a file name came after the text). */
  readonly chosen: boolean;
  /**
   * Reads, checks, cleans and stores every photo as `inquiries/<inquiryId>/<upload>/<n>`, one at
   * a time, each once `budget` reserved its bytes. When the budget refuses one, the upload's
   * photos are deleted, its bytes given back and the rest let go unread: `notKept`.
   * @returns {@link StoredPhotos} (R2 untouched without photos).
   * @throws the refusal ({@link photoRefusalError} 400, 413, a 400 form error, or 503
   *   `archive_unavailable` when R2 fails) after deleting the photos already stored.
   */
  storeUnder(inquiryId: string, budget: PhotoBudget): Promise<StoredPhotos>;
  /** Lets the rest of the body go unread. Never throws. */
  discard(): Promise<void>;
};

/**
 * 400 `validation_failed` with `fields.photos` for a photo problem (docs/product.md#photos), the
 * message letter for letter from `PHOTO_MESSAGES`.
 */
export function photoRefusalError(problem: PhotoProblem): HTTPException {
  const message = PHOTO_MESSAGES[problem];
  return apiError(400, "validation_failed", `The inquiry is not valid: ${message}.`, {
    [PHOTO_FIELD]: message,
  });
}

/** Counts each photo against the count and total limits; throws {@link PhotoRefusal}. */
function photoCounter() {
  let count = 0;
  let total = 0;
  return (photo: PhotoPart): number => {
    count += 1;
    total += photo.bytes.length;
    if (count > MAX_PHOTOS) throw new PhotoRefusal("too_many");
    if (total > MAX_PHOTOS_TOTAL_BYTES) throw new PhotoRefusal("total_too_large");
    return count;
  };
}

/** R2 failed while storing a photo. */
class PhotoStoreError extends Error {}

/** The day's photo bytes are used up: the upload is not kept. */
class OverDailyBytes extends Error {}

/**
 * The {@link PhotoUpload} of a multipart body whose text parts were read ({@link MultipartInquiry}).
 * @param bucket - the PHOTOS R2 bucket.
 */
export function photoUploadOf(body: MultipartInquiry, bucket: R2Bucket): PhotoUpload {
  return {
    get chosen() {
      return body.photosChosen;
    },
    async storeUnder(inquiryId, budget) {
      if (!body.fileSeen) return NO_PHOTOS;
      const set: PhotoSet = { id: inquiryId, upload: newUploadSegment() };
      const count = photoCounter();
      let stored = 0;
      let reserved = 0;
      try {
        for (let photo = await body.nextPhoto(); photo; photo = await body.nextPhoto()) {
          const n = count(photo);
          // Counted as uploaded, before cleaning (docs/reference.md#configuration); the stored photo may
          // differ by its rewritten orientation segment (at most 36 bytes more).
          if (!(await budget.reserve(photo.bytes.length))) throw new OverDailyBytes();
          reserved += photo.bytes.length;
          const clean = cleanPhoto(photo.bytes);
          if (!clean) throw new PhotoRefusal("wrong_type");
          const name = photo.filename;
          photo = undefined; // the uploaded bytes are let go before the next part is read
          try {
            await putPhoto(bucket, set, n, { ...clean, name });
          } catch (error) {
            throw new PhotoStoreError(error instanceof Error ? error.name : "unknown");
          }
          stored = n;
        }
        return stored > 0
          ? { count: stored, upload: set.upload, notKept: false, bytes: reserved }
          : NO_PHOTOS;
      } catch (error) {
        await body.discard();
        if (stored > 0) await dropUploadedPhotos(bucket, set, "refused");
        await budget.release(reserved);
        if (error instanceof OverDailyBytes) {
          logEvent("warn", "photos_over_daily_limit", { id: inquiryId, dropped: stored });
          return { count: 0, upload: null, notKept: true, bytes: 0 };
        }
        if (error instanceof PhotoRefusal) {
          logEvent("warn", "photos_refused", { id: inquiryId, problem: error.problem, stored });
          throw photoRefusalError(error.problem);
        }
        if (error instanceof PhotoStoreError) {
          logEvent("error", "photos_store_failed", { id: inquiryId, name: error.message, stored });
          throw apiError(
            503,
            "archive_unavailable",
            "We could not store your photos right now, so nothing was sent. Please try again in a few minutes.",
          );
        }
        logEvent("warn", "photos_unreadable", { id: inquiryId, stored });
        throw error;
      }
    },
    discard: () => body.discard(),
  };
}
