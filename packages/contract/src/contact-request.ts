import { BRAND_COLOR, COMPANY_NAME } from "./brand.ts";
import { FORM_TOKEN_MAX_LENGTH, HONEYPOT_MAX_LENGTH } from "./constants.ts";
import {
  CONTACT_FIELDS,
  CONTACT_REQUIRED_FIELDS,
  type ContactFormData,
  FORM_TOKEN_FIELD_NAME,
  HONEYPOT_FIELD_NAME,
  TURNSTILE_FIELD_NAMES,
} from "./contact-form.ts";
import type { EmailConfigInput } from "./email-config.ts";
import { escapeHtml } from "./escape-html.ts";
import type { LeadSource } from "./lead-source.ts";
import type { SendEmailRequest } from "./request.ts";

/** The Contact page's email configuration, the operator's (docs/product.md#request-and-response). */
export const contactEmailConfig = {
  subjectPrefix: "New Inquiry: ",
  config: {
    fromName: COMPANY_NAME,
    formName: "Website Contact Form",
    brandColor: BRAND_COLOR,
    requiredFields: [...CONTACT_REQUIRED_FIELDS],
    apiKeyEnvName: "RESEND_API_KEY",
    footerHtml: `<p>Sent from the contact form on the <strong>${escapeHtml(COMPANY_NAME)}</strong> website. Reply to this email to answer the visitor directly.</p>`,
  } satisfies EmailConfigInput,
} as const;

/** The anti-abuse fields of a submission, as the form read them at submit time. */
export type ContactAntiAbuseFields = {
  /** Sent even when `""`: a request without it is `honeypot_missing` spam. */
  honeypot?: string;
  turnstileToken?: string;
  formToken?: string;
};

/**
 * `POST /api/send-email`'s body for one inquiry (docs/product.md#request-and-response); only the honeypot
 * and form token are cut to their maximum (a bot's request is spam, not refused).
 */
export function buildContactRequest(
  values: ContactFormData,
  antiAbuse: ContactAntiAbuseFields = {},
  source?: LeadSource,
): SendEmailRequest {
  const subject = values.subject.trim();
  const { config, subjectPrefix } = contactEmailConfig;
  const { honeypot, turnstileToken, formToken } = antiAbuse;
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
    ...(honeypot !== undefined ? { honeypot: honeypot.slice(0, HONEYPOT_MAX_LENGTH) } : {}),
    ...(turnstileToken ? { turnstileToken } : {}),
    ...(formToken ? { formToken: formToken.slice(0, FORM_TOKEN_MAX_LENGTH) } : {}),
    ...(source ? { source } : {}),
  };
}

/** A plain HTML form post of the Contact form, read by {@link contactRequestFromForm}. */
export type ContactFormPost = {
  /** The request {@link buildContactRequest} builds from the post, ready for validation. */
  request: SendEmailRequest;
  /** The five values exactly as typed (untrimmed), for showing the form again; `""` when absent. */
  values: ContactFormData;
};

/**
 * A control's value as the page's script reads it: browsers post a textarea's line breaks as CRLF,
 * the script's value has LF, so both count and send a message alike.
 */
function textOf(form: FormData | URLSearchParams, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
}

/**
 * A form post as the request the page's script sends, with the raw values (docs/product.md#plain-html-form);
 * `source` is a same-origin `Referer`'s path as `firstPage`. Never throws.
 */
export function contactRequestFromForm(
  form: FormData | URLSearchParams,
  source?: LeadSource,
): ContactFormPost {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, textOf(form, field)]),
  ) as ContactFormData;
  const turnstileToken = TURNSTILE_FIELD_NAMES.map((name) => textOf(form, name)).find((token) => token);
  const request = buildContactRequest(
    values,
    {
      ...(form.has(HONEYPOT_FIELD_NAME) ? { honeypot: textOf(form, HONEYPOT_FIELD_NAME) } : {}),
      ...(turnstileToken ? { turnstileToken } : {}),
      formToken: textOf(form, FORM_TOKEN_FIELD_NAME),
    },
    source,
  );
  return { request, values };
}
