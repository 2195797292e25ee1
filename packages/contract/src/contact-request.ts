import { BRAND_COLOR, COMPANY_NAME } from "./brand.ts";
import { FORM_TOKEN_MAX_LENGTH, HONEYPOT_MAX_LENGTH } from "./constants.ts";
import { CONTACT_FIELDS, type ContactFormData } from "./contact-form.ts";
import type { EmailConfigInput } from "./email-config.ts";
import type { SendEmailRequest } from "./request.ts";

/**
 * The email configuration the Contact page's form sends (docs/product.md#contact-form):
 * `subjectPrefix` is put before the visitor's subject (`New Inquiry: Kitchen remodel`), `config`
 * holds the other options. The page's JSON request and the worker's plain form post path
 * (docs/product.md#plain-html-form) both build their request from it with
 * {@link buildContactRequest}, so both produce the identical email.
 */
export const contactEmailConfig = {
  subjectPrefix: "New Inquiry: ",
  config: {
    fromName: COMPANY_NAME,
    formName: "Website Contact Form",
    brandColor: BRAND_COLOR,
    requiredFields: ["name", "email", "subject", "message"],
    apiKeyEnvName: "RESEND_API_KEY",
    footerHtml: `<p>Sent from the contact form on the <strong>${COMPANY_NAME}</strong> website. Reply to this email to answer the visitor directly.</p>`,
  } satisfies EmailConfigInput,
} as const;

/**
 * The anti-abuse fields of a submission, as the form read them at submit time.
 */
export type ContactAntiAbuseFields = {
  /**
   * The honeypot input's value; people leave it empty, naive bots fill it. Sent whenever it is a
   * string, even `""` (the worker judges a request without the field `honeypot_missing`); left
   * out only when the form had no such field.
   */
  honeypot?: string;
  /** The Turnstile token, when Turnstile is on; left out when empty. */
  turnstileToken?: string;
  /** The signed form token the worker gave the page (`formToken`); left out when empty. */
  formToken?: string;
};

/**
 * Builds the body of `POST /api/send-email` for one inquiry of the Contact form
 * (docs/architecture.md#the-inquiry-journey): {@link contactEmailConfig}'s options, its subject
 * completed as `New Inquiry: <visitor's subject>`, the five form fields, `honeypot` (also when
 * empty), and `turnstileToken` / `formToken` when they are not empty.
 *
 * Values are trimmed at both ends (the field rules judge them trimmed too); the message keeps its
 * inner line breaks. Nothing is cut: an over-long value stays over-long, so the worker's
 * validation answers its "must be at most N characters" message. The honeypot is sent as typed
 * (untrimmed), cut to `HONEYPOT_MAX_LENGTH` so a bot still gets the worker's quiet "success"
 * rather than a validation error; the form token is cut to `FORM_TOKEN_MAX_LENGTH` for the same
 * reason (a mangled token is judged spam, never refused).
 *
 * @param values - the five field values as typed by the visitor.
 * @param antiAbuse - the honeypot value, the Turnstile token and the form token, if any.
 * @returns the request body; the worker's `sendEmailRequestSchema` accepts it when the values pass
 *   `validateContactForm`. Never throws.
 */
export function buildContactRequest(
  values: ContactFormData,
  antiAbuse: ContactAntiAbuseFields = {},
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
  };
}

/** The name of the honeypot control in the Contact page's form. */
export const HONEYPOT_FIELD_NAME = "honeypot";

/** The name of the form token's hidden control in the Contact page's form, and of its request field. */
export const FORM_TOKEN_FIELD_NAME = "formToken";

/**
 * Names a Turnstile token may come under in a form post, first found wins: the widget's own hidden
 * input (`cf-turnstile-response`) and the request's field name (`turnstileToken`).
 */
export const TURNSTILE_FIELD_NAMES = ["cf-turnstile-response", "turnstileToken"] as const;

/** A plain HTML form post of the Contact form, read by {@link contactRequestFromForm}. */
export type ContactFormPost = {
  /** The request {@link buildContactRequest} builds from the post, ready for validation. */
  request: SendEmailRequest;
  /** The five values exactly as typed (untrimmed), for showing the form again; `""` when absent. */
  values: ContactFormData;
};

/** The text value of one form entry: `""` when absent or a file. */
function textOf(form: FormData | URLSearchParams, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Turns a plain HTML form post of the Contact form (docs/product.md#plain-html-form) into the
 * same request the page's script sends: reads the controls named `name`, `email`, `phone`,
 * `subject`, `message`, `honeypot` and `formToken` (plus a Turnstile token under one of
 * {@link TURNSTILE_FIELD_NAMES}) and builds the request with {@link buildContactRequest}. An
 * absent field control (or a file in its place) reads as `""`, so validation answers
 * `<Field> is required`; an absent honeypot control is left out of the request (the worker judges
 * it `honeypot_missing`); other entries are ignored. Never throws.
 *
 * @param form - the decoded body: `FormData` of a multipart post or `URLSearchParams` of an
 *   urlencoded one. The first entry of a repeated name wins.
 * @returns the request and the raw values as typed.
 */
export function contactRequestFromForm(form: FormData | URLSearchParams): ContactFormPost {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, textOf(form, field)]),
  ) as ContactFormData;
  const turnstileToken = TURNSTILE_FIELD_NAMES.map((name) => textOf(form, name)).find((token) => token);
  const request = buildContactRequest(values, {
    ...(form.has(HONEYPOT_FIELD_NAME) ? { honeypot: textOf(form, HONEYPOT_FIELD_NAME) } : {}),
    ...(turnstileToken ? { turnstileToken } : {}),
    formToken: textOf(form, FORM_TOKEN_FIELD_NAME),
  });
  return { request, values };
}
