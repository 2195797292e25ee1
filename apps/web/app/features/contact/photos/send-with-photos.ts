import {
  INQUIRY_PART,
  readSendEmailAnswer,
  type SendEmailRequest,
  type SendEmailResult,
  sendEmailFailure,
} from "@clearwell/contract";
import { PHOTO_FIELD } from "@clearwell/contract/photos";

/** Options of {@link sendEmailWithPhotos}. */
export type PhotoUploadOptions = {
  /** Aborts the upload; reported like a network error (`success: false`). */
  signal?: AbortSignal;
  /** Called as the body goes out: the share sent so far, 0-1 (only when the browser knows the total). */
  onProgress?: (sent: number) => void;
  /** Makes the request object; tests pass a stand-in. Defaults to `new XMLHttpRequest()`. */
  xhr?: () => XMLHttpRequest;
};

/**
 * Sends an inquiry with its photos (docs/product.md#photos): one `multipart/form-data` POST whose
 * first part, `inquiry`, is the very JSON request `sendEmail` would send, then one `photos` part
 * per photo in the order chosen, with `Accept: application/json`. XMLHttpRequest, not `fetch`, for
 * the upload's progress; the answer is read by the contract's `readSendEmailAnswer` as a JSON
 * send's is (200/202, or the error envelope; a 400 may name `fields.photos`).
 *
 * @param endpoint - the worker's send-email route.
 * @param request - the inquiry, as built by `buildContactRequest`.
 * @param photos - at least one photo, already checked on the page.
 * @returns the outcome; never throws (a network error or an abort is `success: false`).
 */
export function sendEmailWithPhotos(
  endpoint: string,
  request: SendEmailRequest,
  photos: readonly File[],
  { signal, onProgress, xhr = () => new XMLHttpRequest() }: PhotoUploadOptions = {},
): Promise<SendEmailResult> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append(INQUIRY_PART, JSON.stringify(request));
    for (const photo of photos) body.append(PHOTO_FIELD, photo, photo.name);
    const upload = xhr();
    const abort = () => upload.abort();
    const done = (result: SendEmailResult) => {
      signal?.removeEventListener("abort", abort);
      resolve(result);
    };
    upload.open("POST", endpoint);
    upload.setRequestHeader("Accept", "application/json");
    upload.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    upload.onload = () => done(readSendEmailAnswer(upload.status, upload.responseText));
    upload.onerror = () => done(sendEmailFailure(new TypeError("Network error")));
    const aborted = () => done(sendEmailFailure(new DOMException("The upload was aborted.", "AbortError")));
    upload.onabort = aborted;
    if (signal?.aborted) return aborted();
    signal?.addEventListener("abort", abort, { once: true });
    upload.send(body);
  });
}
