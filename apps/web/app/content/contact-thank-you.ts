import { site } from "../config/site.ts";
import { CONTACT_FORM_TEXT } from "../features/contact/form-copy.ts";

/** A link of the thank-you page: its text and route path. */
export type ThankYouLink = { label: string; to: string };

/**
 * Everything the thank-you page says (docs/product.md#plain-html-form), rendered by
 * app/routes/contact.thank-you.tsx. The title and text are the Contact form's own success notice
 * (`CONTACT_FORM_TEXT.success`), so the page and the form say it in one wording.
 */
export type ContactThankYouContent = {
  /** Title (the site name is appended), description and path of the page's `<head>`. */
  meta: { title: string; description: string; path: string };
  /** Small label above the heading. */
  eyebrow: string;
  /** The heading: "Message sent successfully!". */
  title: string;
  /** The text under it: "Thank you for contacting us. We'll get back to you as soon as possible." */
  description: string;
  /** What happens next, under the text; followed by the phone number from the site config. */
  next: string;
  /** The main way back: the home page. */
  home: ThankYouLink;
  /** Back to the Contact page. */
  contact: ThankYouLink;
};

/** The thank-you page's copy; where a plain HTML form post lands after the worker accepted it. */
export const contactThankYouPage: ContactThankYouContent = {
  meta: {
    title: "Message sent",
    description: `Your message has reached ${site.name}. We'll get back to you as soon as possible.`,
    path: "/contact/thank-you",
  },
  eyebrow: "Contact",
  title: CONTACT_FORM_TEXT.success.title,
  description: CONTACT_FORM_TEXT.success.body,
  next: "We answer every inquiry within one business day. Need us sooner? Call us during office hours:",
  home: { label: "Back to Home", to: "/" },
  contact: { label: "Back to Contact", to: "/contact" },
};
