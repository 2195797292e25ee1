import { FIELD_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "./constants.ts";

/** The five fields of the contact form, in form order (docs/product.md#contact-form). */
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/** One field of the contact form. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The contact form data: five strings, all initially empty. `phone` is optional for the
 * visitor but always present as a string in the form state.
 */
export type ContactFormData = Record<ContactField, string>;

/** Per-field error messages; a field with no error is absent. */
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** A fresh, empty form: all strings, initially empty. */
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

/**
 * Every message the field rules can produce (docs/product.md#contact-form), letter for letter:
 * the page shows them under the fields and the worker answers them, in JSON and in HTML.
 */
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
 * `{email}` with no spaces, as the HTML `input type=email` grammar has it, with a dot-atom local
 * part (no leading, trailing or doubled dot: `a..b@x.com` is refused, as Resend refuses it) and at
 * least one dot in the domain. Quotes, angle brackets, commas and spaces are refused, so a valid address
 * can go into a `Reply-To` header as is. This is the ASCII form; {@link toAsciiEmail} accepts an
 * internationalised domain by converting it to this form first.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The characters an internationalised domain may be typed with before conversion: letters and
 * digits of any script, combining marks, dots and hyphens. Everything a URL or a header would
 * read specially (`/ ? # : @ % \ [ ]`, spaces, quotes, angle brackets, commas) is refused here,
 * before the platform's URL parser sees the domain.
 */
const IDN_DOMAIN_CHARS = /^[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * The ASCII (punycode) form of an email address whose domain may be internationalised
 * (`anna@müller.de` -> `anna@xn--mller-kva.de`, `user@例え.jp` -> `user@xn--r8jz45g.jp`), or
 * `undefined` when the address is not valid (docs/product.md#contact-form).
 *
 * The local part must be ASCII as {@link EMAIL_PATTERN} has it; a domain with non-ASCII letters
 * is converted with the platform's URL parser (`new URL("http://" + domain).hostname`, the IDNA
 * mapping of browsers, Node and workerd), and the result must then match {@link EMAIL_PATTERN}.
 * An ASCII address is returned unchanged. Spaces, control characters, quotes, angle brackets and
 * commas are always refused, so the result is safe in a `Reply-To` header. Never throws.
 *
 * @param address - the address as typed, already trimmed.
 */
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

/**
 * A phone number as people write it: an optional leading `+`, digits with spaces, brackets,
 * dots, dashes or slashes (`(503) 555-0100`, `+44 20 7946 0958`, `+49 (0)30 1234567`,
 * `0049 30 1234567`), and an optional extension (`ext`, `ext.`, `extension`, `x` or `#` and its
 * digits: `503.555.0100 x12`, `+1 503-555-0100 ext. 12`). Group 1 is the main number; it must
 * hold at least {@link PHONE_MIN_DIGITS} digits.
 */
const PHONE_PATTERN = /^(\+?[0-9 ()./-]+?)(?:,?\s*(?:extension|ext\.?|x|#)\s*[0-9]{1,6})?$/i;

/** Fewest digits the main part of a phone number may have. */
const PHONE_MIN_DIGITS = 5;

/** Whether `value` (trimmed) is a phone number as {@link PHONE_PATTERN} describes it. */
function isPhoneNumber(value: string): boolean {
  const main = PHONE_PATTERN.exec(value)?.[1];
  return main !== undefined && main.replace(/\D/g, "").length >= PHONE_MIN_DIGITS;
}
/** Control characters (including CR and LF) that must never reach an email header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

const isBlank = (value: string) => value.trim().length === 0;

/**
 * The message for one field's value, or `undefined` when it is valid (docs/product.md#contact-form). Rules
 * apply in the table's order, so a blank email reports "Email is required", not the format message.
 */
function fieldError(field: ContactField, raw: string, required: boolean): string | undefined {
  const value = raw.trim();
  if (value && field !== "message" && CONTROL_CHARS.test(raw)) return VALIDATION_MESSAGES.lineBreak(field);
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

/**
 * Validates the contact form (docs/product.md#contact-form) and returns the per-field messages; `{}` means
 * valid. The page calls it before sending and the worker calls it again on every request.
 *
 * @param data - the five field values; extra keys are ignored.
 * @param requiredFields - fields the email configuration marks required (`requiredFields`), enforced on top
 *   of the field rules: name, email, subject and message are always required; listing `phone` makes it
 *   required too.
 * @returns one message per invalid field, the first rule that fails; never throws.
 */
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

/** True when {@link validateContactForm} found no error (valid only when there is no error). */
export function isContactFormValid(errors: ContactFormErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** Whether a field is blank after trimming (blank after trimming counts as missing). */
export { isBlank };
