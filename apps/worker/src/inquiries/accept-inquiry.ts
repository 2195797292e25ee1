import type { ParsedSendEmailRequest, SendEmailAccepted } from "@clearwell/contract";
import { archiveBinding, logArchiveUnavailable } from "../archive/archive-binding.ts";
import { EMAIL_CHANNEL } from "../archive/deliveries.ts";
import { nowIso } from "../archive/inquiry-row.ts";
import {
  findLatestInquiryOf,
  type NewInquiry,
  type StoredInquiry,
  storeInquiry,
} from "../archive/store-inquiry.ts";
import { readServerSettings } from "../config/server-settings.ts";
import { awaitChannelOutcome, ensureDeliveryRun, startDeliveryRun } from "../delivery/delivery-runs.ts";
import { retryDelivery } from "../delivery/retry-delivery.ts";
import { composeEmail, toInquiry } from "../email/compose-email.ts";
import { apiError } from "../http/api-error.ts";
import { logEvent } from "../logging/log-event.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import { isHoneypotFilled } from "../policy/honeypot.ts";
import { resolveRecipient } from "../policy/recipient.ts";
import { requireHuman } from "../policy/turnstile.ts";
import { decoyAcceptance, idempotencyKeyFor } from "./idempotency-key.ts";

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
async function tryStore(env: Env, inquiry: NewInquiry): Promise<StoredInquiry | null> {
  const db = archiveBinding(env);
  if (!db) {
    logArchiveUnavailable("store", inquiry.id);
    return null;
  }
  try {
    return await storeInquiry(db, inquiry);
  } catch (error) {
    logArchiveUnavailable("store", inquiry.id, error);
    return null;
  }
}

/**
 * A honeypot-trapped submission: stored as `spam` with its composed email (so the operator can
 * re-send it), under the decoy's id; never emailed. The bot gets {@link decoyAcceptance} whatever
 * the archive does. Without any allowed recipient nothing is stored.
 */
async function keepSpam(request: ParsedSendEmailRequest, env: Env): Promise<SendEmailAccepted> {
  logEvent("warn", "honeypot_filled", { length: request.honeypot?.length ?? 0 });
  const decoy = decoyAcceptance();
  const settings = readServerSettings(env);
  const to = resolveRecipient(request.config.recipient, settings.recipients) ?? settings.recipients[0];
  if (!to) return decoy;
  let spam: NewInquiry;
  try {
    spam = {
      id: decoy.id,
      status: "spam",
      fields: storedFields(request),
      email: composeEmail(request, { to, fromAddress: settings.fromAddress }),
      apiKeyEnvName: request.config.apiKeyEnvName,
      at: nowIso(),
    };
  } catch (error) {
    // A bot's input the templates choke on is not worth an error answer: the decoy still goes out.
    logEvent("warn", "spam_not_stored", { name: error instanceof Error ? error.name : "unknown" });
    return decoy;
  }
  await tryStore(env, spam);
  return decoy;
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
  const db = archiveBinding(env);
  if (!db) return key;
  const latest = await findLatestInquiryOf(db, key).catch((error: unknown) => {
    logArchiveUnavailable("find", key, error);
    return null;
  });
  if (!latest || now - Date.parse(latest.received_at) < DAY_MS) return latest?.id ?? key;
  return `${key}-d${Math.floor(now / DAY_MS)}`;
}

/** Statuses of a stored inquiry that a repeat of its submission answers as they are. */
const SETTLED: Partial<Record<string, SendEmailAccepted["status"]>> = {
  sent: "sent",
  delivered: "sent",
  bounced: "sent",
  queued: "queued",
};

/**
 * Takes one validated inquiry from either kind of request (JSON or a plain HTML form post) through
 * the worker's checks after validation, in order (docs/architecture.md#the-inquiry-journey), then
 * stores it and starts its delivery run (docs/architecture.md#delivery-channels):
 *
 * 1. Honeypot: a filled one is stored as `spam` (never emailed) and gets {@link decoyAcceptance}.
 * 2. Turnstile when configured, the recipient and key-name allowlists (refusals below).
 * 3. The inquiry is written to D1 with status `received` before anything is sent. The same
 *    submission twice within 24 hours (same idempotency key, the `id`) is one row and one run
 *    (after that, a new inquiry, see `inquiryIdFor`): a repeat of an
 *    inquiry already sent (or delivered, or bounced) answers `sent`, one still retrying answers
 *    `queued`, one `failed` or `dead` has its business email tried again (`retryDelivery`), and one
 *    still `received` waits for its run like the first request.
 * 4. The run is created (`INQUIRY_DELIVERY`, instance id = the inquiry id; an ended instance left
 *    from an erased inquiry with the same id is restarted); the request then waits up to about
 *    2.5 s for the run's email step.
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
 * @returns `{ id, status: "sent" | "queued" }`: `id` is the submission's idempotency key.
 * @throws HTTPException (see `apiError`) with the JSON envelope of the refusal: 403
 *   `challenge_failed`, 503 `challenge_unavailable`, 403 `recipient_not_allowed`, 403
 *   `api_key_name_not_allowed`; and, only when the inquiry could be neither stored nor handed to a
 *   delivery run, 503 `provider_unavailable`. Callers turn it into their own kind of answer.
 */
export async function acceptInquiry(
  request: ParsedSendEmailRequest,
  { env, remoteIp }: InquiryContext,
): Promise<SendEmailAccepted> {
  if (isHoneypotFilled(request.honeypot)) return keepSpam(request, env);
  const settings = readServerSettings(env);
  await requireHuman({ env, token: request.turnstileToken, remoteIp, timeoutMs: settings.providerTimeoutMs });
  const to = resolveRecipient(request.config.recipient, settings.recipients);
  if (!to) throw apiError(403, "recipient_not_allowed", "This recipient is not allowed on this server.");
  const keyName = request.config.apiKeyEnvName;
  if (!isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
    throw apiError(403, "api_key_name_not_allowed", "This API key setting is not allowed on this server.");
  }
  const email = composeEmail(request, { to, fromAddress: settings.fromAddress });
  const id = await inquiryIdFor(env, await idempotencyKeyFor({ recipient: to, ...request }), Date.now());
  const inquiry: NewInquiry = {
    id,
    status: "received",
    fields: storedFields(request),
    email,
    apiKeyEnvName: keyName,
    at: nowIso(),
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
    return { id, status: settled };
  }
  if (before === "failed" || before === "dead") {
    const row = await retryDelivery(env, id, [EMAIL_CHANNEL], `visitor request again (was ${before})`).catch(
      () => null,
    );
    return { id, status: row?.status === "sent" ? "sent" : "queued" };
  }
  if ((await ensureDeliveryRun(env, id)) === "unavailable") return { id, status: "queued" };
  const db = archiveBinding(env);
  const outcome = db ? await awaitChannelOutcome(db, id, EMAIL_CHANNEL) : null;
  return { id, status: outcome === "sent" ? "sent" : "queued" };
}
