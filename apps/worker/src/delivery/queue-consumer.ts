import { archiveBinding, logArchiveUnavailable } from "../archive/archive-binding.ts";
import { nowIso } from "../archive/inquiry-row.ts";
import { recordStatus, type StatusChange } from "../archive/update-status.ts";
import { readServerSettings } from "../config/server-settings.ts";
import { logEvent } from "../logging/log-event.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import type { SendOutcome } from "../providers/mail-provider.ts";
import { operatorHint } from "../providers/operator-hint.ts";
import { selectProvider } from "../providers/select-provider.ts";
import { isQueuedInquiry, type QueuedInquiry } from "./queued-inquiry.ts";
import { MAX_QUEUE_ATTEMPTS, retryDelaySeconds } from "./retry-policy.ts";
import { failureReason } from "./send-or-queue.ts";

/** The inquiry queue this consumer reads (wrangler.jsonc `queues.consumers`). */
export const INQUIRY_QUEUE = "clearwell-inquiries";

/** The dead-letter queue of `clearwell-inquiries` (wrangler.jsonc `dead_letter_queue`). */
export const DEAD_LETTER_QUEUE = "clearwell-inquiries-dlq";

/** A failed attempt: the provider's, or the worker's configuration (with the operator's fix). */
type Failure =
  | Extract<SendOutcome, { ok: false }>
  | { ok: false; failure: "config"; name: string; reason: string };

/** Sends one queued inquiry with the provider configured now; configuration problems are failures. */
async function attempt(inquiry: QueuedInquiry, env: Env): Promise<SendOutcome | Failure> {
  const settings = readServerSettings(env);
  if (!isApiKeyNameAllowed(inquiry.apiKeyEnvName, settings.apiKeyNames)) {
    return {
      ok: false,
      failure: "config",
      name: "api_key_name_not_allowed",
      reason: `${inquiry.apiKeyEnvName} is no longer in ALLOWED_API_KEY_NAMES.`,
    };
  }
  const selection = selectProvider(settings, env, inquiry.apiKeyEnvName);
  if (!selection.ok) {
    return { ok: false, failure: "config", name: "provider_not_configured", reason: selection.reason };
  }
  const outcome = await selection.provider.send(inquiry.email, inquiry.idempotencyKey ?? inquiry.id);
  if (outcome.ok) {
    logEvent("info", "email_sent", {
      provider: selection.provider.name,
      id: inquiry.id,
      providerId: outcome.providerId ?? null,
      queued: true,
    });
  }
  return outcome;
}

/**
 * Settles a failed attempt: retried later with the same idempotency key - after the provider's
 * `retry-after` or the backoff step - or, after the last attempt, handed to the dead-letter queue
 * (`retry()` once `max_retries` is used up) with an error log line. Never acked: a failed inquiry
 * is never dropped.
 */
function settleFailure(message: Message<unknown>, id: string, failure: Failure): void {
  const status = "status" in failure ? (failure.status ?? null) : null;
  const fields = {
    id,
    attempts: message.attempts,
    failure: failure.failure,
    status,
    name: failure.name,
    hint: "reason" in failure ? failure.reason : operatorHint(status ?? undefined, failure.name),
  };
  if (message.attempts >= MAX_QUEUE_ATTEMPTS) {
    logEvent("error", "delivery_dead_lettered", {
      ...fields,
      deadLetterQueue: DEAD_LETTER_QUEUE,
      reason: `Inquiry ${id} failed ${message.attempts} queued attempts; it is kept in ${DEAD_LETTER_QUEUE}.`,
    });
    message.retry();
    return;
  }
  const retryAfter = "retryAfterSeconds" in failure ? failure.retryAfterSeconds : undefined;
  const delaySeconds = retryDelaySeconds(message.attempts + 1, retryAfter);
  logEvent(failure.failure === "unavailable" ? "warn" : "error", "delivery_retry", {
    ...fields,
    delaySeconds,
  });
  message.retry({ delaySeconds });
}

/**
 * Whether the inquiry's archive row is already `sent` (the operator re-sent it while it waited on
 * the queue): then the queued copy is not sent again. `false` when there is no row or the archive
 * cannot be read (the delivery goes ahead; the idempotency key still guards it).
 */
async function alreadySent(env: Env, id: string): Promise<boolean> {
  const db = archiveBinding(env);
  if (!db) return false;
  try {
    return (
      (await db.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id).first<string>("status")) ===
      "sent"
    );
  } catch {
    return false;
  }
}

/** Delivers one message; any surprise is settled like a failure (logged, retried). */
async function deliverMessage(message: Message<unknown>, env: Env): Promise<void> {
  const inquiry = message.body;
  if (!isQueuedInquiry(inquiry)) {
    // Not one of ours (or an older shape): it can never be delivered, so say so loudly and drop it.
    logEvent("error", "queue_message_invalid", { messageId: message.id, attempts: message.attempts });
    message.ack();
    return;
  }
  if (await alreadySent(env, inquiry.id)) {
    logEvent("info", "queue_message_already_sent", { id: inquiry.id, attempts: message.attempts });
    message.ack();
    return;
  }
  let outcome: SendOutcome | Failure;
  try {
    outcome = await attempt(inquiry, env);
  } catch (error) {
    outcome = { ok: false, failure: "unavailable", name: error instanceof Error ? error.name : "unknown" };
  }
  if (outcome.ok) message.ack();
  else settleFailure(message, inquiry.id, outcome);
  await recordAttempt(env, inquiry.id, message.attempts, outcome);
}

/**
 * Records a queued attempt on the inquiry's archive row (docs/architecture.md#inquiry-statuses):
 * `sent` with the provider's message id, or still `queued` with one more attempt and the failure as
 * `last_error` (the dead-letter consumer marks it `dead` after the last one). Only rows still
 * `queued` or `received` change, so an operator's later re-send is never overwritten. An archive
 * failure is logged (`archive_unavailable`), never retried: the delivery itself is settled.
 */
async function recordAttempt(
  env: Env,
  id: string,
  attempts: number,
  outcome: SendOutcome | Failure,
): Promise<void> {
  const db = archiveBinding(env);
  if (!db) return logArchiveUnavailable("queue_attempt", id);
  const at = nowIso();
  const onlyFrom = ["queued", "received"] as const;
  const change: StatusChange = outcome.ok
    ? {
        status: "sent",
        at,
        attempted: true,
        lastError: null,
        providerMessageId: outcome.providerId ?? null,
        detail: `queue attempt ${attempts}; provider message ${outcome.providerId ?? "(none)"}`,
        onlyFrom,
      }
    : {
        status: "queued",
        at,
        attempted: true,
        lastError: failureReason(outcome),
        detail: `queue attempt ${attempts}; ${failureReason(outcome)}`,
        onlyFrom,
      };
  try {
    await recordStatus(db, id, change);
  } catch (error) {
    logArchiveUnavailable("queue_attempt", id, error);
  }
}

/**
 * The `queue` handler of the worker (docs/architecture.md#inquiry-statuses): delivers each inquiry of the
 * batch in turn, `QUEUE_SEND_INTERVAL_MS` apart (Resend allows 2 requests/s), with the idempotency key it was
 * queued with, so a retry of an email the provider already took is a no-op. Success acks; failures retry per
 * {@link settleFailure}. Log lines: `email_sent` (`queued: true`), `delivery_retry` (warn; error when the
 * provider rejected it or the worker is misconfigured), `delivery_dead_lettered` (error),
 * `queue_message_invalid` (error).
 */
export async function handleInquiryBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const intervalMs = readServerSettings(env).queueSendIntervalMs;
  for (const [index, message] of batch.messages.entries()) {
    if (index > 0 && intervalMs > 0) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    await deliverMessage(message, env);
  }
}
