/**
 * Texts of the Turnstile widget (docs/product.md#contact-form), loaded with the widget's chunk only when Turnstile is
 * on. The "could not be loaded" text is the form's (`TURNSTILE_UNAVAILABLE_TEXT`).
 */
export const TURNSTILE_TEXT = {
  /** Under the widget after Send Message was pressed without a token. */
  verificationRequired: "Please complete the verification before sending your message.",
  /** Under the widget when the widget reported an error. */
  verificationFailed: "The verification did not complete. Please try again.",
  /** The button that loads the script again or restarts the challenge. */
  retry: "Try again",
} as const;
