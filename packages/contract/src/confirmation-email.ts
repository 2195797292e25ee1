import { COMPANY_ADDRESS, COMPANY_CONTACT, COMPANY_NAME } from "./brand.ts";

/**
 * The confirmation email a visitor gets when the autoresponder is on (docs/product.md#the-confirmation):
 * the operator's own words, as typed data. Only two things in it come from the inquiry - the
 * visitor's name (cleaned by {@link confirmationName}) and the inquiry's reference - so the form can
 * never be used to send chosen text to a stranger: the visitor's message, subject and any link they
 * typed are never echoed. The worker renders it as text and as escaped HTML
 * (apps/worker/src/email/compose-confirmation.ts); the thank-you page and the form's success
 * notice say it is on its way only while it is on.
 */
export const confirmationEmailCopy = {
  subject: `We received your message - ${COMPANY_NAME}`,
  /** The first line: `Hello <name>,`, or `Hello,` when the name could not be used. */
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  paragraphs: [
    `Thank you for contacting ${COMPANY_NAME}. Your message reached us, and one of our designers will reply within one business day.`,
    `If it is urgent, call us at ${COMPANY_CONTACT.phone.display} (Mon-Fri 9:00 AM-6:00 PM, Sat 10:00 AM-4:00 PM), or simply reply to this email.`,
  ],
  referenceLabel: "Your reference",
  signOff: `The ${COMPANY_NAME} team`,
  /** The footer: who we are and where, then why this email came. */
  footer: {
    address: `${COMPANY_ADDRESS.street}, ${COMPANY_ADDRESS.city}, ${COMPANY_ADDRESS.region} ${COMPANY_ADDRESS.postalCode}`,
    contact: `${COMPANY_CONTACT.phone.display} · ${COMPANY_CONTACT.email}`,
    why: "You received this email because this address was entered in the contact form on our website. If that was not you, ignore it: we will not write again unless you reply.",
  },
} as const;

/** What the thank-you page and the form's success notice add while the autoresponder is on. */
export const CONFIRMATION_ON_ITS_WAY = "A confirmation email is on its way to you.";

/** The longest name the confirmation greets, in characters; a longer one is shortened with `…`. */
export const CONFIRMATION_NAME_MAX_LENGTH = 60;

/** C0 and C1 control characters (CR, LF, tab, ...): each becomes a space in the confirmation. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Invisible characters that never reach the confirmation: bidi marks, embeddings, overrides and
 * isolates, zero-width characters and the byte order mark.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A name as people write one: letters and combining marks of any script, separated by spaces,
 * apostrophes, hyphens or dots; it starts with a letter and ends with a letter or one dot
 * (`Mary-Jane O'Neil`, `J.R.R. Tolkien`, `Sam Smith Jr.`, `ليلى حداد`). No digits, no symbols.
 */
const NAME_SHAPE = /^[\p{L}\p{M}]+(?:[ '\u2019.-]+[\p{L}\p{M}]+)*\.?$/u;

/** A dot that does not follow a letter (`a .b`, `-.`): not a name's initial. */
const LOOSE_DOT = /(?:^|[^\p{L}\p{M}])\./u;

/**
 * Two or more letters, a dot, two or more letters: a domain in any script (`evil.example`,
 * `пример.рф`, `bit.ly`), which a mail client may turn into a link. Initials (`J.R.R.`) are
 * single letters between dots and pass.
 */
const DOMAIN_LIKE = /[\p{L}\p{M}]{2,}\.[\p{L}\p{M}]{2,}/u;

/**
 * The visitor's name as the confirmation may greet it (docs/product.md#the-confirmation): bidi
 * overrides and zero-width characters removed, controls (CR, LF, tab, ...) made spaces, whitespace
 * runs made one space, trimmed. It is used only when what is left is a name as people write one -
 * letters and marks of any script, spaces, apostrophes, hyphens, and dots after letters - with no
 * digit, no symbol and no domain of any script, and at most {@link CONFIRMATION_NAME_MAX_LENGTH}
 * characters. Anything else (a phone number, a link, an address, a sentence with punctuation, an
 * over-long name) is not used at all, so the confirmation cannot carry a stranger's words.
 *
 * @param name - the inquiry's `name` as stored.
 * @returns the cleaned name, or `null` when it may not be used (the greeting is then `Hello,`).
 */
export function confirmationName(name: string): string | null {
  const cleaned = name.replace(INVISIBLE, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  if ([...cleaned].length > CONFIRMATION_NAME_MAX_LENGTH) return null;
  if (!NAME_SHAPE.test(cleaned) || LOOSE_DOT.test(cleaned) || DOMAIN_LIKE.test(cleaned)) return null;
  return cleaned;
}

/**
 * The inquiry's reference as the visitor and the operator read it: `CW-` and the first 8 hex
 * digits of its id, upper-cased (`inquiry-3f2a9c1b...` -> `CW-3F2A9C1B`).
 *
 * @param inquiryId - the inquiry's id (`inquiry-` and 64 hex digits, maybe `-d<day>`).
 */
export function inquiryReference(inquiryId: string): string {
  return `CW-${inquiryId
    .replace(/^inquiry-/, "")
    .slice(0, 8)
    .toUpperCase()}`;
}
