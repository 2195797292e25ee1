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
import { dropUploadedPhotos } from "../../photos/photo-erasure.ts";
import { putPhoto } from "../../photos/photo-store.ts";
import { type MultipartInquiry, type PhotoPart, PhotoRefusal } from "./multipart-body.ts";

/**
 * The photos of one submission, read after the spam verdict (docs/product.md#photos): stored under
 * the inquiry's id, checked without storing (for a submission with invalid fields), or let go.
 */
export type PhotoUpload = {
  /** Whether the visitor chose photos (a non-empty `photos` part came before the verdict). */
  readonly chosen: boolean;
  /**
   * Reads, checks, cleans and stores every photo as `inquiries/<inquiryId>/<n>`, one at a time.
   * @returns how many were stored (0 without photos: R2 is not touched).
   * @throws the refusal ({@link photoRefusalError} 400, 413, a 400 form error, or 503
   *   `archive_unavailable` when R2 fails) after deleting the photos already stored.
   */
  storeUnder(inquiryId: string): Promise<number>;
  /** Reads and checks every photo without storing: the first problem, or `null`. Never throws. */
  check(): Promise<PhotoProblem | null>;
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

/** Counts each photo against the limits and returns it cleaned; throws {@link PhotoRefusal}. */
function photoChecker() {
  let count = 0;
  let total = 0;
  return (photo: PhotoPart) => {
    count += 1;
    total += photo.bytes.length;
    if (count > MAX_PHOTOS) throw new PhotoRefusal("too_many");
    if (total > MAX_PHOTOS_TOTAL_BYTES) throw new PhotoRefusal("total_too_large");
    const clean = cleanPhoto(photo.bytes);
    if (!clean) throw new PhotoRefusal("wrong_type");
    return { n: count, clean };
  };
}

/** R2 failed while storing a photo. */
class PhotoStoreError extends Error {}

/**
 * The {@link PhotoUpload} of a multipart body whose text parts were read ({@link MultipartInquiry}).
 * @param bucket - the PHOTOS R2 bucket.
 */
export function photoUploadOf(body: MultipartInquiry, bucket: R2Bucket): PhotoUpload {
  return {
    get chosen() {
      return body.photosChosen;
    },
    async storeUnder(inquiryId) {
      if (!body.photosChosen) {
        await body.discard();
        return 0;
      }
      const check = photoChecker();
      let stored = 0;
      try {
        for (let photo = await body.nextPhoto(); photo; photo = await body.nextPhoto()) {
          const { n, clean } = check(photo);
          const name = photo.filename;
          photo = undefined; // the uploaded bytes are let go before the next part is read
          try {
            await putPhoto(bucket, inquiryId, n, { ...clean, name });
          } catch (error) {
            throw new PhotoStoreError(error instanceof Error ? error.name : "unknown");
          }
          stored = n;
        }
        return stored;
      } catch (error) {
        await body.discard();
        if (stored > 0) await dropUploadedPhotos(bucket, inquiryId, "refused");
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
    async check() {
      if (!body.photosChosen) return null;
      const check = photoChecker();
      try {
        for (let photo = await body.nextPhoto(); photo; photo = await body.nextPhoto()) check(photo);
        return null;
      } catch (error) {
        return error instanceof PhotoRefusal ? error.problem : null;
      } finally {
        await body.discard();
      }
    },
    discard: () => body.discard(),
  };
}
