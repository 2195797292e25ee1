import { FORM_TOKEN_MIN_AGE_MS, type ParsedSendEmailRequest, type SpamReason } from "@clearwell/contract";
import type { FormTokenCheck } from "./form-token.ts";
import { isHoneypotFilled } from "./honeypot.ts";

/** A URL in a message: `http://` or `https://` followed by anything, or a bare `www.` name. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** How many URLs `text` holds (see {@link URL_PATTERN}). */
export function countLinks(text: string): number {
  return text.match(URL_PATTERN)?.length ?? 0;
}

/** What the rules need besides the request. */
export type SpamEvidence = {
  /** The form token's check, or `null` when the token rules are off (no `FORM_TOKEN_SECRET`). */
  formToken: FormTokenCheck | null;
  /** `SPAM_MAX_LINKS`: a message with more URLs than this is `links`. */
  maxLinks: number;
  /** Whether the sender's address or its domain is on the block list (asked only when needed). */
  isBlocked: (email: string) => Promise<boolean>;
};

/**
 * The spam verdict of one validated inquiry (docs/product.md#abuse-defences): the rules run in the
 * order of `SPAM_REASONS`, each cheap and explainable, and the first that matches is the reason:
 *
 * 1. `honeypot`: the honeypot field holds anything but blanks;
 * 2. `honeypot_missing`: the request has no honeypot field at all;
 * 3. `token_invalid`: the form token is missing or not one this worker signed;
 * 4. `too_fast`: the form token is younger than 3 s (the contract's `FORM_TOKEN_MIN_AGE_MS`; an
 *    expired token, older than 24 h, is not spam: a visitor may leave a tab open; the other rules
 *    judge that inquiry);
 * 5. `links`: the message holds more than `maxLinks` URLs;
 * 6. `blocked_sender`: the sender is on the operator's block list.
 *
 * No rule looks at the language or script of the text. Rules 3 and 4 are skipped while the token
 * rules are off.
 *
 * @returns the reason, or `null` for a clean inquiry. Throws only what `isBlocked` throws.
 */
export async function spamVerdict(
  request: ParsedSendEmailRequest,
  evidence: SpamEvidence,
): Promise<SpamReason | null> {
  if (isHoneypotFilled(request.honeypot)) return "honeypot";
  if (request.honeypot === undefined) return "honeypot_missing";
  const token = evidence.formToken;
  if (token?.kind === "invalid") return "token_invalid";
  if (token?.kind === "valid" && token.ageMs < FORM_TOKEN_MIN_AGE_MS) return "too_fast";
  if (countLinks(request.message) > evidence.maxLinks) return "links";
  if (await evidence.isBlocked(request.email)) return "blocked_sender";
  return null;
}
