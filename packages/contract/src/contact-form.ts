import { FIELD_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "./constants.ts";

/** The five fields of the contact form, in form order (docs/product.md#contact-form). */
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/** One field of the contact form. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The Contact page's required fields (phone is optional); its email configuration sends them. */
export const CONTACT_REQUIRED_FIELDS = ["name", "email", "subject", "message"] as const;

/** The name of the honeypot control in the Contact page's form. */
export const HONEYPOT_FIELD_NAME = "honeypot";

/** The name of the form token's hidden control in the Contact page's form, and of its request field. */
export const FORM_TOKEN_FIELD_NAME = "formToken";

/** Names a Turnstile token may come under in a form post; the first found wins. */
export const TURNSTILE_FIELD_NAMES = ["cf-turnstile-response", "turnstileToken"] as const;

/** The contact form's five values; `phone` is always a string, `""` when not given. */
export type ContactFormData = Record<ContactField, string>;

/** Per-field error messages; a field with no error is absent. */
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** A fresh, empty form. */
export const EMPTY_CONTACT_FORM: Readonly<ContactFormData> = Object.freeze({
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
});

/** Human labels used in generated messages ("Phone is required"). */
export const FIELD_LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
};

/** Every message the field rules produce, for the page and the worker (docs/product.md#contact-form). */
export const VALIDATION_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  messageTooShort: `Message must be at least ${MESSAGE_MIN_LENGTH} characters`,
  phoneRequired: "Phone is required",
  phoneInvalid: "Please enter a valid phone number",
  tooLong: (field: ContactField) =>
    `${FIELD_LABELS[field]} must be at most ${FIELD_MAX_LENGTH[field]} characters`,
  lineBreak: (field: ContactField) => `${FIELD_LABELS[field]} must be on a single line`,
} as const;

/**
 * An ASCII address as `input type=email` has it, with a dot-atom local part (`a..b@x.com` refused,
 * as Resend refuses it) and a dot in the domain; nothing that could not go into `Reply-To` as is.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An internationalised domain before conversion: nothing a URL parser or a header reads specially. */
const IDN_DOMAIN_CHARS = /^[\p{L}\p{M}\p{N}.-]+$/u;

/** The ASCII form of a trimmed address by the URL parser, or `undefined` (docs/product.md#contact-form). */
export function toAsciiEmail(address: string): string | undefined {
  if (EMAIL_PATTERN.test(address)) return address;
  const at = address.lastIndexOf("@");
  if (at <= 0) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!IDN_DOMAIN_CHARS.test(domain) || !/[^\x20-\x7e]/.test(domain)) return undefined;
  let asciiDomain: string;
  try {
    asciiDomain = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const ascii = `${local}@${asciiDomain}`;
  return EMAIL_PATTERN.test(ascii) ? ascii : undefined;
}

/** A phone number (docs/product.md#contact-form); group 1 is the main number. */
const PHONE_PATTERN = /^(\+?[0-9 ()./-]+?)(?:,?\s*(?:extension|ext\.?|x|#)\s*[0-9]{1,6})?$/i;

/** Fewest digits the main part of a phone number may have. */
const PHONE_MIN_DIGITS = 5;

/** Spaces and hyphens a number copied from a web page or a contacts app may carry, as ASCII. */
function plainSpacing(value: string): string {
  return value.replace(/[\u00a0\u2000-\u200a\u202f\u3000]/g, " ").replace(/[\u2010-\u2015]/g, "-");
}

function isPhoneNumber(value: string): boolean {
  const main = PHONE_PATTERN.exec(plainSpacing(value))?.[1];
  return main !== undefined && main.replace(/\D/g, "").length >= PHONE_MIN_DIGITS;
}
/** Control characters (including CR and LF) that must never reach an email header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

const isBlank = (value: string) => value.trim().length === 0;

/** The first failing rule's message for one value, in the order of docs/product.md#contact-form. */
function fieldError(field: ContactField, raw: string, required: boolean): string | undefined {
  const value = raw.trim();
  if (field !== "message" && CONTROL_CHARS.test(value)) return VALIDATION_MESSAGES.lineBreak(field);
  switch (field) {
    case "name":
      if (!value) return VALIDATION_MESSAGES.nameRequired;
      break;
    case "email":
      if (!value) return VALIDATION_MESSAGES.emailRequired;
      if (toAsciiEmail(value) === undefined) return VALIDATION_MESSAGES.emailInvalid;
      break;
    case "subject":
      if (!value) return VALIDATION_MESSAGES.subjectRequired;
      break;
    case "message":
      if (!value) return VALIDATION_MESSAGES.messageRequired;
      if (value.length < MESSAGE_MIN_LENGTH) return VALIDATION_MESSAGES.messageTooShort;
      break;
    case "phone":
      if (!value) return required ? VALIDATION_MESSAGES.phoneRequired : undefined;
      if (!isPhoneNumber(value)) return VALIDATION_MESSAGES.phoneInvalid;
      break;
  }
  if (value.length > FIELD_MAX_LENGTH[field]) return VALIDATION_MESSAGES.tooLong(field);
  return undefined;
}

/** Validates the form, page and worker alike (docs/product.md#contact-form): a message per invalid field; never throws. */
export function validateContactForm(
  data: ContactFormData,
  requiredFields: readonly ContactField[] = [],
): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = fieldError(field, data[field] ?? "", requiredFields.includes(field));
    if (message) errors[field] = message;
  }
  return errors;
}

/** Whether {@link validateContactForm} found no error. */
export function isContactFormValid(errors: ContactFormErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** Whether a value is blank after trimming (then it counts as missing). */
export { isBlank };
