import type { ParsedSendEmailRequest, SendEmailAccepted, SpamReason } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";
import { isApiKeyNameAllowed } from "../core/api-key.ts";
import { orWhenArchiveFails } from "../core/archive.ts";
import { bumpDailyCount } from "../core/daily-counts.ts";
import { nowIso } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { readSecret } from "../core/secrets.ts";
import { confirmationState, readServerSettings, type ServerSettings } from "../core/server-settings.ts";
import { composeEmail, toInquiry } from "../delivery/email/compose-email.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL, openDeliveries } from "../delivery/records/deliveries.ts";
import {
  findLatestInquiryOf,
  type NewInquiry,
  type StoredInquiry,
  storeInquiry,
} from "../delivery/records/store-inquiry.ts";
import { awaitChannelOutcome, ensureDeliveryRun, startDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { retryDelivery } from "../delivery/run/retry-delivery.ts";
import { decoyAcceptance, idempotencyKeyFor } from "./idempotency-key.ts";
import { resolveRecipient } from "./recipient.ts";
import { isBlockedSender } from "./spam/block-list.ts";
import { checkFormToken, type FormTokenCheck, formTokenSecret } from "./spam/form-token.ts";
import { countFormTokenUse, FORM_TOKEN_MAX_USES } from "./spam/form-token-uses.ts";
import { spamVerdict } from "./spam/spam-verdict.ts";
import { requireHuman, TURNSTILE_SECRET_NAME } from "./turnstile.ts";

/** What {@link acceptInquiry} needs besides the validated request. */
export type InquiryContext = {
  env: Env;
  /** The visitor's IP (`CF-Connecting-IP`), for Turnstile's `remoteip`. */
  remoteIp: string | undefined;
  /** The request's execution context, for work that may finish after the answer (`waitUntil`). */
  executionCtx?: Pick<ExecutionContext, "waitUntil">;
};

/** The archive row's parts of a request: its trimmed fields. */
function storedFields(request: ParsedSendEmailRequest): NewInquiry["fields"] {
  const { name, email, phone, subject, message } = toInquiry(request);
  return { name, email, phone, subject, message };
}

/**
 * Stores `inquiry` in the archive when there is one.
 *
 * @returns what the archive held before, or `null` when the inquiry could not be stored (no `DB`
 *   binding, or D1 failed: logged `archive_unavailable`).
 */
function tryStore(env: Env, inquiry: NewInquiry): Promise<StoredInquiry | null> {
  return orWhenArchiveFails(
    "store",
    inquiry.id,
    () => storeInquiry(env.DB, inquiry),
    () => null,
  );
}

/**
 * The form token's check as the spam rules read it (docs/product.md#abuse-defences): a token signed
 * by this worker counts one use in D1, and past {@link FORM_TOKEN_MAX_USES} uses it is `invalid`;
 * an `expired` one (older than 24 h) stays neutral only when the request also passed Turnstile
 * (configured, so `requireHuman` already verified it), else it is `invalid`. When D1 is missing
 * or fails, uses are not counted (logged `archive_unavailable`): no visitor is filed as spam for it.
 */
async function judgeFormToken(
  env: Env,
  secret: string,
  token: string | undefined,
  now: number,
): Promise<FormTokenCheck> {
  const check = await checkFormToken(secret, token, now);
  if (check.kind === "invalid" || !token) return check;
  if (check.kind === "expired" && readSecret(env, TURNSTILE_SECRET_NAME) === undefined)
    return { kind: "invalid" };
  return orWhenArchiveFails(
    "form_token_uses",
    null,
    async (): Promise<FormTokenCheck> =>
      (await countFormTokenUse(env.DB, token, new Date(now).toISOString())) > FORM_TOKEN_MAX_USES
        ? { kind: "invalid" }
        : check,
    () => check,
  );
}

/**
 * The spam verdict of `request` (`spamVerdict`, docs/product.md#abuse-defences) with this
 * deployment's evidence: its form token checked against `FORM_TOKEN_SECRET` (without the secret
 * the token rules are off, logged `form_token_not_configured` with each inquiry), `SPAM_MAX_LINKS`,
 * and the block list in D1 (without the archive, or when D1 fails, nobody is blocked: logged
 * `archive_unavailable`).
 */
async function judgeSpam(
  request: ParsedSendEmailRequest,
  env: Env,
  settings: ServerSettings,
  now: number,
): Promise<SpamReason | null> {
  const secret = formTokenSecret(env);
  if (!secret) {
    logEvent("warn", "form_token_not_configured", {
      hint: "Set the FORM_TOKEN_SECRET secret to turn on the token_invalid and too_fast spam rules.",
    });
  }
  return spamVerdict(request, {
    formToken: secret ? await judgeFormToken(env, secret, request.formToken, now) : null,
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

/**
 * A submission judged spam (docs/product.md#abuse-defences): stored as `spam` with its five fields
 * and `reason` only (no email is composed; "Not spam" does that), never emailed, under the decoy's
 * id, at most `SPAM_DAILY_LIMIT` per UTC day (past it, counted and logged `spam_over_limit`, not
 * stored). Logged `spam_caught` with the reason. The bot gets {@link decoyAcceptance} whatever the
 * archive does.
 */
async function keepSpam(
  request: ParsedSendEmailRequest,
  reason: SpamReason,
  env: Env,
  settings: ServerSettings,
  now: number,
): Promise<SendEmailAccepted> {
  logEvent("warn", "spam_caught", { reason });
  const decoy = decoyAcceptance();
  await orWhenArchiveFails(
    "store",
    decoy.id,
    async () => {
      const seen = await bumpDailyCount(env.DB, "spam", now);
      if (seen > settings.spamDailyLimit) {
        logEvent("warn", "spam_over_limit", { reason, count: seen, limit: settings.spamDailyLimit });
        return;
      }
      await storeInquiry(env.DB, {
        id: decoy.id,
        status: "spam",
        fields: storedFields(request),
        email: null,
        spamReason: reason,
        apiKeyEnvName: request.config.apiKeyEnvName,
        at: nowIso(now),
      });
    },
    () => undefined,
  );
  return decoy;
}

/**
 * Opens the visitor's confirmation channel of a new clean inquiry while `AUTORESPONDER` is on
 * (docs/product.md#the-confirmation): its `pending` record makes the delivery run send it. A D1
 * failure is logged (`archive_unavailable`) and never blocks the business email.
 */
function openConfirmation(env: Env, id: string): Promise<void> {
  return orWhenArchiveFails(
    "open confirmation",
    id,
    () => openDeliveries(env.DB, id, [CONFIRMATION_CHANNEL], nowIso()),
    () => undefined,
  );
}

/** One day in ms: a repeat of a submission within it is the same inquiry. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The id of this submission's inquiry (docs/decisions.md#idempotency-key): `key` (the submission's
 * idempotency key) the first time; the same submission again within 24 hours of its newest inquiry
 * is that inquiry (a double click, a retried request: one row, one email); later, it is a new
 * inquiry, `<key>-d<days since the epoch>` (Resend has forgotten the key by then, so it is emailed
 * again). Without the archive (or when D1 fails: logged `archive_unavailable`), `key`.
 *
 * @param now - ms since the epoch.
 */
async function inquiryIdFor(env: Env, key: string, now: number): Promise<string> {
  const latest = await orWhenArchiveFails(
    "find",
    key,
    () => findLatestInquiryOf(env.DB, key),
    () => null,
  );
  if (!latest || now - Date.parse(latest.received_at) < DAY_MS) return latest?.id ?? key;
  return `${key}-d${Math.floor(now / DAY_MS)}`;
}

/**
 * `inquiry`'s answer with `confirmation: true` while the visitor's confirmation is on
 * (`confirmationState`, docs/product.md#the-confirmation): the page and the thank-you page then say
 * a confirmation email is on its way. Only for a clean inquiry that the archive holds, never for
 * spam or its decoy, nor for an inquiry the archive could not take (no confirmation is sent then).
 */
function withConfirmation(env: Env, accepted: SendEmailAccepted): SendEmailAccepted {
  return confirmationState(env).on ? { ...accepted, confirmation: true } : accepted;
}

/** Statuses of a stored inquiry that a repeat of its submission answers as they are. */
const SETTLED: Partial<Record<string, SendEmailAccepted["status"]>> = {
  sent: "sent",
  delivered: "sent",
  bounced: "sent",
  queued: "queued",
  // A repeat of spam is answered like the first time and starts nothing.
  spam: "sent",
};

/**
 * Takes one validated inquiry from either kind of request (JSON or a plain HTML form post) through
 * the worker's checks after validation, in order (docs/architecture.md#the-inquiry-journey), then
 * stores it and starts its delivery run (docs/architecture.md#delivery-channels):
 *
 * 1. Turnstile when configured, the recipient and key-name allowlists (refusals below): before
 *    anything is written.
 * 2. The spam rules (`spamVerdict`): spam is stored as `spam` with its reason and five fields only
 *    (within `SPAM_DAILY_LIMIT` per day), never emailed, and gets {@link decoyAcceptance}.
 * 3. The inquiry is written to D1 with status `received` before anything is sent. The same
 *    submission twice within 24 hours (same idempotency key, the `id`) is one row and one run
 *    (after that, a new inquiry, see `inquiryIdFor`): a repeat of an
 *    inquiry already sent (or delivered, or bounced) answers `sent`, one still retrying answers
 *    `queued`, one `failed` or `dead` has its business email tried again (`retryDelivery`), and one
 *    still `received` waits for its run like the first request.
 * 4. While `AUTORESPONDER` is on, a new inquiry also gets its `confirmation` channel opened (the
 *    visitor's confirmation email, docs/product.md#the-confirmation).
 * 5. The run is created (`INQUIRY_DELIVERY`, instance id = the inquiry id; an ended instance left
 *    from an erased inquiry with the same id is restarted); the request then waits up to about
 *    2.5 s for the run's email step.
 *
 * While the confirmation is on, the answer of a clean stored inquiry (a new one, or a repeat of one
 * that is not spam) carries `confirmation: true` (see `withConfirmation`); spam's decoy never does,
 * so neither the page nor the thank-you page promises a confirmation nobody will send.
 *
 * The visitor's answer once the inquiry is stored is always a success: `{ id, status: "sent" }`
 * (HTTP 200) when the business email step already succeeded, else `{ id, status: "queued" }`
 * (HTTP 202, "stored, not delivered yet") - still running, retrying, refused (row `failed`, the
 * operator is alerted), or the run could not be created (row `received`, for the scheduled start).
 *
 * When the archive is unavailable (no `DB` binding, or D1 throws; logged `archive_unavailable`),
 * the run is created with the inquiry in its params and stores it first (202 `queued`); only when
 * the run cannot be created either is the request refused.
 *
 * @returns `{ id, status: "sent" | "queued", confirmation? }`: `id` is the submission's
 *   idempotency key (the decoy's random one for spam).
 * @throws HTTPException (see `apiError`) with the JSON envelope of the refusal: 403
 *   `challenge_failed`, 503 `challenge_unavailable`, 403 `recipient_not_allowed`, 403
 *   `api_key_name_not_allowed`; and, only when the inquiry could be neither stored nor handed to a
 *   delivery run, 503 `provider_unavailable`. Callers turn it into their own kind of answer.
 */
export async function acceptInquiry(
  request: ParsedSendEmailRequest,
  { env, remoteIp }: InquiryContext,
): Promise<SendEmailAccepted> {
  const settings = readServerSettings(env);
  await requireHuman({ env, token: request.turnstileToken, remoteIp, timeoutMs: settings.providerTimeoutMs });
  const to = resolveRecipient(request.config.recipient, settings.recipients);
  if (!to) throw apiError(403, "recipient_not_allowed", "This recipient is not allowed on this server.");
  const keyName = request.config.apiKeyEnvName;
  if (!isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
    throw apiError(403, "api_key_name_not_allowed", "This API key setting is not allowed on this server.");
  }
  const now = Date.now();
  const reason = await judgeSpam(request, env, settings, now);
  if (reason) return keepSpam(request, reason, env, settings, now);
  const email = composeEmail(request, { to, fromAddress: settings.fromAddress });
  const id = await inquiryIdFor(env, await idempotencyKeyFor({ recipient: to, ...request }), now);
  const inquiry: NewInquiry = {
    id,
    status: "received",
    fields: storedFields(request),
    email,
    spamReason: null,
    apiKeyEnvName: keyName,
    at: nowIso(now),
  };
  const stored = await tryStore(env, inquiry);
  if (!stored) {
    if ((await startDeliveryRun(env, { inquiryId: id, unstored: inquiry })) !== "unavailable") {
      return { id, status: "queued" };
    }
    throw apiError(
      503,
      "provider_unavailable",
      "The mail service is unavailable right now. Please try again later.",
    );
  }
  const before = stored.existing?.status;
  const settled = before ? SETTLED[before] : undefined;
  if (settled) {
    logEvent("info", "inquiry_repeated", { id, status: before });
    return before === "spam" ? { id, status: settled } : withConfirmation(env, { id, status: settled });
  }
  if (before === "failed" || before === "dead") {
    const row = await retryDelivery(env, id, [EMAIL_CHANNEL], `visitor request again (was ${before})`).catch(
      () => null,
    );
    return withConfirmation(env, { id, status: row?.status === "sent" ? "sent" : "queued" });
  }
  if (!before) {
    const confirmation = confirmationState(env);
    if (confirmation.on) await openConfirmation(env, id);
    else if (confirmation.reason === "turnstile_not_configured")
      logEvent("warn", "confirmation_disabled", { id, reason: confirmation.reason });
  }
  if ((await ensureDeliveryRun(env, id)) === "unavailable")
    return withConfirmation(env, { id, status: "queued" });
  const outcome = await awaitChannelOutcome(env.DB, id, EMAIL_CHANNEL);
  return withConfirmation(env, { id, status: outcome === "sent" ? "sent" : "queued" });
}
