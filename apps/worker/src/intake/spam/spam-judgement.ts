import type { ParsedSendEmailRequest, SpamReason } from "@clearwell/contract";
import { orWhenArchiveFails } from "../../core/archive.ts";
import { logEvent } from "../../core/log-event.ts";
import type { ServerSettings } from "../../core/server-settings.ts";
import { isBlockedSender } from "./block-list.ts";
import { checkFormToken, type FormTokenCheck, formTokenSecret } from "./form-token.ts";
import { spamVerdict } from "./spam-verdict.ts";

/** A form token is accepted at most this many times in its life (docs/product.md#abuse-defences). */
export const FORM_TOKEN_MAX_USES = 5;

/**
 * Counts one more use of `token` as written (only its canonical spelling gets here) atomically.
 * @returns its uses, this one included; throws what D1 throws.
 */
export async function countFormTokenUse(db: D1Database, token: string, nowIso: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO form_token_uses (token, uses, first_used_at) VALUES (?, 1, ?)
       ON CONFLICT (token) DO UPDATE SET uses = uses + 1 RETURNING uses`,
    )
    .bind(token, nowIso)
    .first<{ uses: number }>();
  return row?.uses ?? 1;
}

/** The form token's check with its uses counted (rule 3 of docs/product.md#abuse-defences). */
async function judgeFormToken(
  db: D1Database,
  secret: string,
  token: string | undefined,
  { turnstile, now }: { turnstile: boolean; now: number },
): Promise<FormTokenCheck> {
  const check = await checkFormToken(secret, token, now);
  if (check.kind === "invalid" || !token) return check;
  if (check.kind === "expired" && !turnstile) return { kind: "invalid" };
  return orWhenArchiveFails(
    "form_token_uses",
    null,
    async (): Promise<FormTokenCheck> =>
      (await countFormTokenUse(db, token, new Date(now).toISOString())) > FORM_TOKEN_MAX_USES
        ? { kind: "invalid" }
        : check,
    () => check,
  );
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
  const secret = formTokenSecret(env);
  if (!secret) {
    logEvent("warn", "form_token_not_configured", {
      hint: "Set the FORM_TOKEN_SECRET secret to turn on the token_invalid and too_fast spam rules.",
    });
  }
  return spamVerdict(request, {
    formToken: secret ? await judgeFormToken(env.DB, secret, request.formToken, { turnstile, now }) : null,
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
