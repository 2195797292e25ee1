import { type ContactFormData, HONEYPOT_MAX_LENGTH, type SendEmailRequest } from "@clearwell/contract";
import { contactEmailConfig } from "../../../config/site.ts";

/**
 * The anti-abuse fields of a submission (issue 4), as the form read them at submit time. Both are
 * left out of the request when empty.
 */
export type ContactAntiAbuseFields = {
  /** The honeypot input's value; people leave it empty, naive bots fill it. */
  honeypot?: string;
  /** The Turnstile token, when Turnstile is on. */
  turnstileToken?: string;
};

/**
 * Builds the body of `POST /api/send-email` for one inquiry (SPEC 7 "Contact submission"): the
 * contact form's email configuration from the site config, its subject completed as
 * `New Inquiry: <visitor's subject>`, plus the five form fields, and the issue 4 fields
 * `honeypot` / `turnstileToken` when they are not empty.
 *
 * Values are trimmed at both ends (SPEC 5 judges them trimmed too); the message keeps its inner
 * line breaks. Call it only with values that passed `validateContactForm`. The honeypot is sent
 * as typed (untrimmed; only `""` is dropped), cut to the contract's `HONEYPOT_MAX_LENGTH` so a bot
 * still gets the worker's quiet "success" rather than a 400.
 *
 * @param values - the five field values as typed by the visitor.
 * @param antiAbuse - the honeypot value and Turnstile token, if any.
 * @returns a request the worker's `sendEmailRequestSchema` accepts; never throws.
 */
export function buildContactRequest(
  values: ContactFormData,
  antiAbuse: ContactAntiAbuseFields = {},
): SendEmailRequest {
  const subject = values.subject.trim();
  const { config, subjectPrefix } = contactEmailConfig;
  const { honeypot, turnstileToken } = antiAbuse;
  return {
    config: {
      ...config,
      requiredFields: [...config.requiredFields],
      subject: `${subjectPrefix}${subject}`,
    },
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject,
    message: values.message.trim(),
    ...(honeypot ? { honeypot: honeypot.slice(0, HONEYPOT_MAX_LENGTH) } : {}),
    ...(turnstileToken ? { turnstileToken } : {}),
  };
}
