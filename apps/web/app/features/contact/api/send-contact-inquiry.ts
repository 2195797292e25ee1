import {
  CONFIRMATION_ON_ITS_WAY,
  type SendEmailOptions,
  type SendEmailRequest,
  type SendEmailResult,
  sendEmail,
} from "@clearwell/contract";
import { PHOTOS_NOT_TAKEN_TODAY } from "@clearwell/contract/photos";
import { CONTACT_ENDPOINT } from "../../../config/site.ts";
import { CONTACT_SUCCESS_TEXT } from "../../../content/shared/contact-success.ts";
import type { ContactFormFieldErrors, NoticeText } from "../contact-form-state.ts";
import { type PhotoUploadOptions, sendEmailWithPhotos } from "../photos/send-with-photos.ts";
import { fieldErrorsFromResult } from "./field-errors-from-result.ts";

// The request is built when the visitor sends, so its builder (with the email's configuration)
// loads with this module instead of with the page.
export { buildContactRequest } from "./build-contact-request.ts";

/**
 * Where and how the Contact form sends: the worker's endpoint, `sendEmail`'s options (`fetch`,
 * used without photos) and the upload's request object (`xhr`, used with photos).
 */
export type ContactSendOptions = SendEmailOptions &
  Pick<PhotoUploadOptions, "xhr"> & {
    /** URL of the worker's send-email route; defaults to the same-origin {@link CONTACT_ENDPOINT}. */
    endpoint?: string;
  };

/**
 * Sends one validated inquiry to the worker (docs/product.md#contact-form), outcome read by the
 * error catalogue: without photos the contract's `sendEmail` (JSON); with photos
 * {@link sendEmailWithPhotos} (multipart: the same JSON as its `inquiry` part, then the photos).
 *
 * @param request - the inquiry as `buildContactRequest` built it from the valid form (with the
 *   honeypot, Turnstile token and form token).
 * @param options - `fetch` / `xhr` (tests inject them at the network edge), `signal`, `endpoint`.
 * @param photos - the photos to send, already checked on the page; none sends JSON.
 * @param onProgress - with photos: the share of the upload sent so far, 0-1.
 * @returns `{ success, message, data }`; never throws (network errors are `success: false`).
 */
export function sendContactInquiry(
  request: SendEmailRequest,
  options: ContactSendOptions = {},
  photos: readonly File[] = [],
  onProgress?: (sent: number) => void,
): Promise<SendEmailResult> {
  const { endpoint = CONTACT_ENDPOINT, xhr, ...sendOptions } = options;
  if (photos.length === 0) return sendEmail(endpoint, request, sendOptions);
  return sendEmailWithPhotos(endpoint, request, photos, { signal: options.signal, onProgress, xhr });
}

/** What the form does with a finished send: show the success, or the error with any per-control messages. */
export type ContactSendOutcome =
  | {
      sent: true;
      /**
       * The green notice's words: `CONTACT_SUCCESS_TEXT`, its text followed by `A confirmation
       * email is on its way to you.` when the worker said so.
       */
      success: NoticeText;
    }
  | { sent: false; errors: ContactFormFieldErrors };

/**
 * {@link sendContactInquiry}, its answer read for the form (docs/product.md#contact-form): a
 * success with the green notice's words, which add the contract's sentence that a confirmation
 * email is on its way when the worker's answer says `confirmation: true`, and `PHOTOS_NOT_TAKEN_TODAY`
 * when it says `photosNotKept: true` (docs/product.md#photos) (they load with this
 * module, not with the page: the notice shows only after a send), or a failure with the per-control messages of a 400 (`fieldErrorsFromResult`).
 * This module is loaded when the visitor first sends, so a first visit does not download it.
 *
 * @returns the outcome; never throws.
 */
export async function submitContactInquiry(
  ...args: Parameters<typeof sendContactInquiry>
): Promise<ContactSendOutcome> {
  const result = await sendContactInquiry(...args);
  if (!result.success) return { sent: false, errors: fieldErrorsFromResult(result) };
  const { data } = result;
  const answer = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const { title, body } = CONTACT_SUCCESS_TEXT;
  const sentences = [
    body,
    ...(answer.confirmation === true ? [CONFIRMATION_ON_ITS_WAY] : []),
    ...(answer.photosNotKept === true ? [PHOTOS_NOT_TAKEN_TODAY] : []),
  ];
  return { sent: true, success: { title, body: sentences.join(" ") } };
}
