import {
  type ContactFormData,
  type SendEmailOptions,
  type SendEmailResult,
  sendEmail,
} from "@clearwell/contract";
import { CONTACT_ENDPOINT } from "../../../config/site.ts";
import { buildContactRequest, type ContactAntiAbuseFields } from "./build-contact-request.ts";

/** Where and how the Contact form sends: the worker's endpoint plus `sendEmail`'s options. */
export type ContactSendOptions = SendEmailOptions & {
  /** URL of the worker's send-email route; defaults to the same-origin {@link CONTACT_ENDPOINT}. */
  endpoint?: string;
};

/**
 * Sends one validated inquiry to the worker (docs/product.md#contact-form) and reports the outcome by the error
 * catalogue, through the contract's `sendEmail`.
 *
 * @param values - the five form values, already valid by `validateContactForm`.
 * @param options - `fetch` (tests inject one at the network edge), `signal`, `endpoint`.
 * @param antiAbuse - the honeypot value and Turnstile token (docs/product.md#contact-form), sent when not empty.
 * @returns `{ success, message, data }`; never throws (network errors are `success: false`).
 */
export function sendContactInquiry(
  values: ContactFormData,
  options: ContactSendOptions = {},
  antiAbuse: ContactAntiAbuseFields = {},
): Promise<SendEmailResult> {
  const { endpoint = CONTACT_ENDPOINT, ...sendOptions } = options;
  return sendEmail(endpoint, buildContactRequest(values, antiAbuse), sendOptions);
}
