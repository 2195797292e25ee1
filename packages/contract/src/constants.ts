/** Minimum length of the message, in characters after trimming (docs/product.md#constants). */
export const MESSAGE_MIN_LENGTH = 10;

/** How many characters of an unparseable response body the error message shows. */
export const ERROR_PREVIEW_LENGTH = 100;

/** Upper bounds per field, in `String.length` characters; a body stays far below 32 KiB. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 150,
  message: 5000,
} as const;

/** Upper bound of the optional footer text and HTML carried in a request, in characters. */
export const FOOTER_MAX_LENGTH = 2000;

/** Upper bound of the honeypot field, in characters. */
export const HONEYPOT_MAX_LENGTH = 500;

/** Upper bound of a Cloudflare Turnstile response token, in characters (tokens are up to 2048). */
export const TURNSTILE_TOKEN_MAX_LENGTH = 2048;

/** Upper bound of `formToken`, in characters; a token within it that is not the worker's is spam. */
export const FORM_TOKEN_MAX_LENGTH = 500;

/** Spam reasons in the order the rules of docs/product.md#abuse-defences run; `operator` is the inbox's. */
export const SPAM_REASONS = [
  "honeypot",
  "honeypot_missing",
  "token_invalid",
  "too_fast",
  "links",
  "blocked_sender",
  "operator",
] as const;

/** One of {@link SPAM_REASONS}. */
export type SpamReason = (typeof SPAM_REASONS)[number];
