import type { ContactField } from "@clearwell/contract";
import type { HTMLInputAutoCompleteAttribute } from "react";

/**
 * The texts of the Contact form's button and red notice (docs/product.md#contact-form), letter for
 * letter. The green notice's words are `CONTACT_SUCCESS_TEXT` (content/shared/contact-success.ts,
 * shared with the thank-you page), which load with the sending code (api/send-contact-inquiry.ts):
 * the notice shows only after a send.
 */
export const CONTACT_FORM_TEXT = {
  submit: "Send Message",
  submitting: "Sending...",
  /** Read by screen readers from the status region while the request is under way. */
  submittingAnnouncement: "Sending your message.",
  error: {
    title: "There was an error sending your message",
    body: "Please try again later or contact us directly via phone or email.",
  },
  requiredNote: "Fields marked * are required.",
} as const;

/**
 * The Photos control's label and hint (docs/product.md#contact-form), letter for letter. The hint
 * states the contract's photo limits (`@clearwell/contract/photos`: 5 photos, 10 MB each, JPEG, PNG
 * or WebP); a test keeps the two in step.
 */
export const PHOTOS_TEXT = {
  label: "Photos (optional)",
  hint: "Up to 5 photos of the space: JPEG, PNG or WebP, 10 MB each.",
} as const;

/** Texts of the form's abuse defences (docs/product.md#contact-form): the honeypot's label. */
export const ANTI_ABUSE_TEXT = {
  /** Label of the honeypot; only bots that fill every field ever "see" it. */
  honeypotLabel: "Leave this field empty",
} as const;

/**
 * Shown under the Turnstile widget when Cloudflare's script (or the widget's own chunk) could not
 * be loaded (docs/product.md#contact-form). A separate constant so a build without Turnstile drops it; the widget's
 * other texts load with it (turnstile/turnstile-copy.ts).
 */
export const TURNSTILE_UNAVAILABLE_TEXT =
  "The verification could not be loaded, so your message can't be sent yet. Check your connection and try again; what you typed is kept.";

/** How one field is presented: label (docs/product.md#contact-form), control type, autofill token and placeholder. */
export type ContactFieldSpec = {
  field: ContactField;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete: HTMLInputAutoCompleteAttribute;
  placeholder: string;
  /** Grid columns the field spans from the `sm` breakpoint: 1 of 2, or the full width. */
  span: 1 | 2;
};

/**
 * The five fields in form order (docs/product.md#contact-form): Full Name, Email Address, Phone Number
 * (optional), Subject, Message (a 5-row textarea).
 */
export const CONTACT_FIELD_SPECS: readonly ContactFieldSpec[] = [
  { field: "name", label: "Full Name", type: "text", autoComplete: "name", placeholder: "Jane Doe", span: 1 },
  {
    field: "email",
    label: "Email Address",
    type: "email",
    autoComplete: "email",
    placeholder: "jane@example.com",
    span: 1,
  },
  {
    field: "phone",
    label: "Phone Number",
    type: "tel",
    autoComplete: "tel",
    placeholder: "(503) 555-0100",
    span: 1,
  },
  {
    field: "subject",
    label: "Subject",
    type: "text",
    autoComplete: "off",
    placeholder: "Kitchen redesign consultation",
    span: 1,
  },
  {
    field: "message",
    label: "Message",
    type: "textarea",
    autoComplete: "off",
    placeholder: "Tell us about your space, your plans and your timeline.",
    span: 2,
  },
];

/** Rows of the message textarea (docs/product.md#contact-form). */
export const MESSAGE_ROWS = 5;

/**
 * The remaining-characters hint under the message (docs/product.md#contact-form): shown from
 * {@link LENGTH_HINT_FROM} of the field's limit on, so a visitor who writes a long message sees
 * the limit coming instead of having their text cut.
 */
export const LENGTH_HINT_TEXT = {
  /** `left` characters may still be typed (`left` >= 0): "123 characters left". */
  left: (left: number) => `${left} ${left === 1 ? "character" : "characters"} left`,
  /** The message is `over` characters too long (`over` > 0): "12 characters over the limit". */
  over: (over: number) => `${over} ${over === 1 ? "character" : "characters"} over the limit`,
} as const;

/** The share of a field's maximum length (0-1) from which the remaining-characters hint shows. */
export const LENGTH_HINT_FROM = 0.9;
