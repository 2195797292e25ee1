import { FORM_TOKEN_MIN_AGE_MS, type ParsedSendEmailRequest, type SpamReason } from "@clearwell/contract";
import { orWhenArchiveFails } from "../../core/archive.ts";
import { logEvent } from "../../core/log-event.ts";
import type { ServerSettings } from "../../core/server-settings.ts";
import { isBlockedSender } from "./block-list.ts";
import { type FormTokenCheck, judgeFormToken } from "./form-token.ts";

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

/**
 * The spam verdict of a checked request with this deployment's evidence (check 11 of
 * docs/architecture.md#worker-checks, the rules of docs/product.md#abuse-defences): the form token
 * and its uses (off without `FORM_TOKEN_SECRET`, logged `form_token_not_configured`), the link
 * limit, the block list. A D1 failure counts as no evidence; nothing else is written.
 * @param checked - the request, the settings and whether Turnstile is on (`checkRequest`).
 * @param now - ms since the epoch.
 * @returns the reason, or `null` for a clean inquiry.
 */
export async function judgeSpam(
  env: Env,
  checked: { request: ParsedSendEmailRequest; settings: ServerSettings; turnstile: boolean },
  now: number,
): Promise<SpamReason | null> {
  const { request, settings, turnstile } = checked;
  const formToken = await judgeFormToken(env, request.formToken, { turnstile, now });
  if (!formToken) {
    logEvent("warn", "form_token_not_configured", {
      hint: "Set the FORM_TOKEN_SECRET secret to turn on the token_invalid and too_fast spam rules.",
    });
  }
  return spamVerdict(request, {
    formToken,
    maxLinks: settings.spamMaxLinks,
    isBlocked: (email) =>
      orWhenArchiveFails(
        "block_list",
        null,
        () => isBlockedSender(env.DB, email),
        () => false,
      ),
  });
}
