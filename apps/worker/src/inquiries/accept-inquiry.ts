import type { ParsedSendEmailRequest, SendEmailAccepted } from "@clearwell/contract";
import { archiveBinding, logArchiveUnavailable } from "../archive/archive-binding.ts";
import { nowIso } from "../archive/inquiry-row.ts";
import { deliverAndRecord } from "../archive/record-delivery.ts";
import { type NewInquiry, type StoredInquiry, storeInquiry } from "../archive/store-inquiry.ts";
import { readServerSettings } from "../config/server-settings.ts";
import { composeEmail, toInquiry } from "../email/compose-email.ts";
import { apiError } from "../http/api-error.ts";
import { logEvent } from "../logging/log-event.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import { decoyAcceptance, isHoneypotFilled } from "../policy/honeypot.ts";
import { resolveRecipient } from "../policy/recipient.ts";
import { requireHuman } from "../policy/turnstile.ts";
import { idempotencyKeyFor } from "./idempotency-key.ts";

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

/**
 * Takes one validated inquiry from either kind of request (JSON or a plain HTML form post) through
 * the worker's checks after validation, in order (docs/architecture.md#the-inquiry-journey), then
 * stores it and delivers it (docs/architecture.md#the-inquiry-archive):
 *
 * 1. Honeypot: a filled one is stored as `spam` (never emailed) and gets {@link decoyAcceptance}.
 * 2. Turnstile when configured, the recipient and key-name allowlists (refusals below).
 * 3. The inquiry is written to D1 with status `received` before the provider is called. The same
 *    submission twice (same idempotency key, the `id`) is one row: when that row is already `sent`
 *    nothing is sent again (200 `sent`), when it is `queued` the queue already holds it (202).
 * 4. Delivery with the provider configured now; the row becomes `sent`, `queued`, `failed` or
 *    stays `received` (docs/architecture.md#inquiry-statuses), with a history entry.
 *
 * The visitor's answer once the inquiry is stored is always a success: `{ id, status: "sent" }`
 * (HTTP 200) when the provider took it, else `{ id, status: "queued" }` (HTTP 202, "stored, not
 * delivered yet") - whether it was queued for retry, refused by the provider (row `failed`), not
 * sendable because no provider is configured (row `failed`), or neither the provider nor the queue
 * took it (row `received`, for the sweep). The operator re-sends `failed` rows from the inbox.
 *
 * When the archive is unavailable (no `DB` binding, or D1 throws; logged `archive_unavailable`),
 * the inquiry still goes out (sent, or queued) and the answer stays honest: success when it was
 * sent or queued, else the refusal below.
 *
 * @returns `{ id, status: "sent" | "queued" }`: `id` is the submission's idempotency key.
 * @throws HTTPException (see `apiError`) with the JSON envelope of the refusal: 403
 *   `challenge_failed`, 503 `challenge_unavailable`, 403 `recipient_not_allowed`, 403
 *   `api_key_name_not_allowed`; and, only when the inquiry could be neither stored nor handed to
 *   the provider or the queue, 503 `provider_not_configured`, 502 `provider_rejected` or 503
 *   `provider_unavailable`. Callers turn it into their own kind of answer.
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
  const id = await idempotencyKeyFor({ recipient: to, ...request });
  const stored = await tryStore(env, {
    id,
    status: "received",
    fields: storedFields(request),
    email,
    apiKeyEnvName: keyName,
    at: nowIso(),
  });
  const before = stored?.existing?.status;
  if (before === "sent" || before === "queued") {
    logEvent("info", "inquiry_repeated", { id, status: before });
    return { id, status: before };
  }
  const delivery = await deliverAndRecord(
    env,
    stored ? archiveBinding(env) : undefined,
    { id, idempotencyKey: id, email, apiKeyEnvName: keyName },
    before ? `visitor request again (was ${before})` : "visitor request",
  );
  if (delivery.status === "sent" || delivery.status === "queued") return { id, status: delivery.status };
  if (stored) return { id, status: "queued" };
  if (delivery.status === "not_configured") {
    throw apiError(
      503,
      "provider_not_configured",
      "Sending email is not configured on this server yet. Please contact us by phone or email.",
    );
  }
  if (delivery.status === "rejected") {
    throw apiError(
      502,
      "provider_rejected",
      "The mail service refused the message. Please contact us by phone or email.",
    );
  }
  throw apiError(
    503,
    "provider_unavailable",
    "The mail service is unavailable right now. Please try again later.",
  );
}
