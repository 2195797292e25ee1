import { site } from "../config/site.ts";
import { CONTACT_SUCCESS_TEXT } from "./shared/contact-success.ts";
import type { ContactThankYouCopy } from "./types.ts";

/**
 * Every word of the thank-you page, /contact/thank-you (docs/product.md#plain-html-form): where a
 * plain HTML form post lands after the worker accepted it. The title and text are the Contact
 * form's own success notice (`CONTACT_SUCCESS_TEXT`, content/shared/contact-success.ts), so the page
 * and the form say it in one wording. Rendered by app/routes/contact.thank-you.tsx.
 */
export const contactThankYouPage: ContactThankYouCopy = {
  eyebrow: "Contact",
  title: CONTACT_SUCCESS_TEXT.title,
  description: CONTACT_SUCCESS_TEXT.body,
  next: `We answer every inquiry within ${site.answerWithin}. Need us sooner? Call us during office hours:`,
  home: { label: "Back to Home", to: "/" },
  contact: { label: "Back to Contact", to: "/contact" },
};
