import type { OutgoingEmail } from "../email/outgoing-email.ts";
import { logEvent } from "../logging/log-event.ts";
import type { MailProvider } from "../providers/mail-provider.ts";
import { operatorHint } from "../providers/operator-hint.ts";
import { enqueueInquiry } from "./enqueue-inquiry.ts";
import { QUEUED_INQUIRY_VERSION } from "./queued-inquiry.ts";
import { retryDelaySeconds } from "./retry-policy.ts";

/** One inquiry ready to go out from the visitor's request. */
export type OutgoingInquiry = {
  provider: MailProvider;
  email: OutgoingEmail;
  /** The inquiry's id (the id answered, and the archive row's). */
  id: string;
  /**
   * The idempotency key to send with; default `id`. A re-send more than 24 h after the key's first
   * use gets a new one (docs/architecture.md#the-inquiry-archive).
   */
  idempotencyKey?: string;
  /** The env setting of the provider key, e.g. `RESEND_API_KEY` (allowed by policy). */
  apiKeyEnvName: string;
  /** The `INQUIRY_QUEUE` binding, if configured. */
  queue: Queue | undefined;
};

/**
 * What became of the inquiry: `sent` by the provider (with its message id, when it gave one);
 * `queued` for the consumer after a retryable failure; `rejected` by the provider (non-retryable:
 * 400/401/403/422); `unavailable` - retryable failure and the queue could not take it either.
 * `error` is the failure's short reason for the archive's `last_error`: the provider's status and
 * error name (`"422 validation_error"`, `"timeout"`), never its text or a secret.
 */
export type DeliveryResult =
  | { status: "sent"; providerId: string | null }
  | { status: "queued"; delaySeconds: number; error: string }
  | { status: "rejected"; error: string }
  | { status: "unavailable"; error: string };

/** The short reason of a failed send: `"<status> <name>"`, or the name alone without a status. */
export function failureReason(outcome: { status?: number; name: string }): string {
  return outcome.status === undefined ? outcome.name : `${outcome.status} ${outcome.name}`;
}

/**
 * Sends the inquiry once; when the provider fails in a retryable way (429, 5xx, timeout, network),
 * puts it on the queue with the same idempotency key, delayed by the provider's `retry-after` or
 * the first backoff step (docs/architecture.md#inquiry-statuses). Logs one JSON line per outcome:
 * `email_sent`; `provider_failed` (error, with the provider's status, error name and an operator
 * `hint`, when rejected; warn when retryable) then `email_queued` or `queue_failed` (error).
 * Never throws.
 */
export async function sendOrQueue(inquiry: OutgoingInquiry): Promise<DeliveryResult> {
  const { provider, id } = inquiry;
  const idempotencyKey = inquiry.idempotencyKey ?? id;
  const outcome = await provider.send(inquiry.email, idempotencyKey);
  if (outcome.ok) {
    const providerId = outcome.providerId ?? null;
    logEvent("info", "email_sent", { provider: provider.name, id, providerId });
    return { status: "sent", providerId };
  }
  const error = failureReason(outcome);
  const failure = {
    provider: provider.name,
    failure: outcome.failure,
    status: outcome.status ?? null,
    name: outcome.name,
    id,
  };
  if (outcome.failure === "rejected") {
    logEvent("error", "provider_failed", { ...failure, hint: operatorHint(outcome.status, outcome.name) });
    return { status: "rejected", error };
  }
  logEvent("warn", "provider_failed", failure);
  const delaySeconds = retryDelaySeconds(1, outcome.retryAfterSeconds);
  const queued = await enqueueInquiry(
    inquiry.queue,
    {
      v: QUEUED_INQUIRY_VERSION,
      id,
      ...(idempotencyKey === id ? {} : { idempotencyKey }),
      apiKeyEnvName: inquiry.apiKeyEnvName,
      email: inquiry.email,
      queuedAt: new Date().toISOString(),
    },
    delaySeconds,
  );
  if (!queued.ok) {
    logEvent("error", "queue_failed", { id, reason: queued.reason });
    return { status: "unavailable", error: `${error}; queue unavailable` };
  }
  logEvent("info", "email_queued", { id, delaySeconds });
  return { status: "queued", delaySeconds, error };
}
