/**
 * Business constants and limits of the inquiry path (docs/product.md#constants): one place for
 * each number. Every length counts characters as `String.length` does (UTF-16 code units).
 */

/** Minimum length of the message, in characters after trimming. */
export const MESSAGE_MIN_LENGTH = 10;

/** How many characters of an unparseable response body the error message shows. */
export const ERROR_PREVIEW_LENGTH = 100;

/**
 * Upper bounds per field, in characters (UTF-16 code units, as `String.length` counts them):
 * generous for people, small enough that a body stays far below the worker's 32 KiB request limit.
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 150,
  message: 5000,
} as const;

/** Upper bound of the optional footer text and HTML carried in a request, in characters. */
export const FOOTER_MAX_LENGTH = 2000;

/**
 * Upper bound of the honeypot field, in characters. People never see the field; any
 * value at all marks the submission as a bot's.
 */
export const HONEYPOT_MAX_LENGTH = 500;

/** Upper bound of a Cloudflare Turnstile response token, in characters (tokens are up to 2048). */
export const TURNSTILE_TOKEN_MAX_LENGTH = 2048;

/**
 * Upper bound of a form token (`formToken`), in characters; the worker's tokens are about 60, and
 * anything up to this bound that is not one of them is judged spam (`token_invalid`), not refused.
 */
export const FORM_TOKEN_MAX_LENGTH = 500;

/**
 * Why the worker judged an inquiry spam (docs/product.md#abuse-defences), in the order its rules
 * run; the first that matches is the inquiry's `spamReason`:
 * - `honeypot`: the hidden honeypot field was filled;
 * - `honeypot_missing`: the request lacks the honeypot field entirely (the site's form always sends it);
 * - `token_invalid`: the form token (`formToken`) is missing, malformed or forged;
 * - `too_fast`: submitted less than 3 s after the form was rendered for it;
 * - `links`: the message holds more URLs than the operator allows (default 3);
 * - `blocked_sender`: the email address or its domain is on the operator's block list;
 * - `operator`: the operator marked it as spam in the inbox.
 */
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
