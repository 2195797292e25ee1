/**
 * The Contact form's success notice (docs/product.md#contact-form), in one wording for the two places
 * that say it: the form after a sent message, and the thank-you page a plain form post lands on.
 */
export const CONTACT_SUCCESS_TEXT = {
  title: "Message sent successfully!",
  body: "Thank you for contacting us. We'll get back to you as soon as possible.",
} as const;
