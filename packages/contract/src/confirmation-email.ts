import {
  COMPANY_ADDRESS,
  COMPANY_ANSWER_WITHIN,
  COMPANY_CONTACT,
  COMPANY_NAME,
  OFFICE_HOURS,
  officeHoursTime,
} from "./brand.ts";

/** The confirmation's words; only name and reference vary (docs/product.md#the-confirmation). */
export const confirmationEmailCopy = {
  subject: `We received your message - ${COMPANY_NAME}`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  paragraphs: [
    `Thank you for contacting ${COMPANY_NAME}. Your message reached us, and one of our designers will reply within ${COMPANY_ANSWER_WITHIN}.`,
    `If it is urgent, call us at ${COMPANY_CONTACT.phone.display} (${OFFICE_HOURS.map((slot) => `${slot.label} ${officeHoursTime(slot)}`).join(", ")}), or simply reply to this email.`,
  ],
  referenceLabel: "Your reference",
  signOff: `The ${COMPANY_NAME} team`,
  footer: {
    address: `${COMPANY_ADDRESS.street}, ${COMPANY_ADDRESS.city}, ${COMPANY_ADDRESS.region} ${COMPANY_ADDRESS.postalCode}`,
    contact: `${COMPANY_CONTACT.phone.display} · ${COMPANY_CONTACT.email}`,
    why: "You received this email because this address was entered in the contact form on our website. If that was not you, ignore it: we will not write again unless you reply.",
  },
} as const;

/** What the thank-you page and the form's success notice add while the autoresponder is on. */
export const CONFIRMATION_ON_ITS_WAY = "A confirmation email is on its way to you.";

/** The longest name the confirmation greets, in characters; a longer one is not used. */
export const CONFIRMATION_NAME_MAX_LENGTH = 60;

/** C0 and C1 control characters (CR, LF, tab, ...): each becomes a space in the confirmation. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Bidi controls, zero-width characters and the byte order mark: removed from the name. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A name as people write one (`Mary-Jane O'Neil`, `J.R.R. Tolkien`, `Sam Smith Jr.`, `ليلى حداد`). */
const NAME_SHAPE = /^[\p{L}\p{M}]+(?:[ '\u2019.-]+[\p{L}\p{M}]+)*\.?$/u;

/** A dot that does not follow a letter (`a .b`, `-.`): not a name's initial. */
const LOOSE_DOT = /(?:^|[^\p{L}\p{M}])\./u;

/** A domain in any script (`bit.ly`, `пример.рф`), which a mail client may link; initials pass. */
const DOMAIN_LIKE = /[\p{L}\p{M}]{2,}\.[\p{L}\p{M}]{2,}/u;

/**
 * The visitor's name cleaned as docs/product.md#the-confirmation says.
 * @returns the cleaned name, or `null` when it may not be used (the greeting is then `Hello,`).
 */
export function confirmationName(name: string): string | null {
  const cleaned = name.replace(INVISIBLE, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  if ([...cleaned].length > CONFIRMATION_NAME_MAX_LENGTH) return null;
  if (!NAME_SHAPE.test(cleaned) || LOOSE_DOT.test(cleaned) || DOMAIN_LIKE.test(cleaned)) return null;
  return cleaned;
}

/** The inquiry's reference: `inquiry-3f2a9c1b...` -> `CW-3F2A9C1B`. */
export function inquiryReference(inquiryId: string): string {
  return `CW-${inquiryId
    .replace(/^inquiry-/, "")
    .slice(0, 8)
    .toUpperCase()}`;
}
