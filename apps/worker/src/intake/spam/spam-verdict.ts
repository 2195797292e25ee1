import { FORM_TOKEN_MIN_AGE_MS, type ParsedSendEmailRequest, type SpamReason } from "@clearwell/contract";
import type { FormTokenCheck } from "./form-token.ts";

/** A URL in a message: `http://` or `https://` followed by anything, or a bare `www.` name. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** Whether the hidden honeypot holds anything but blanks (rule 1 of docs/product.md#abuse-defences). */
export function isHoneypotFilled(honeypot: string | undefined): boolean {
  return honeypot !== undefined && honeypot.trim() !== "";
}

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
 * The spam verdict of one validated inquiry: the rules of docs/product.md#abuse-defences in the
 * order of `SPAM_REASONS`, the first that matches wins; 3 and 4 skipped while `formToken` is `null`.
 * @returns the reason, or `null` for a clean inquiry.
 * @throws only what `isBlocked` throws.
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
