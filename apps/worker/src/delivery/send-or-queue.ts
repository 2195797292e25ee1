import type { OutgoingEmail } from "../email/outgoing-email.ts";
import { logEvent } from "../http/log.ts";
import type { MailProvider } from "../providers/mail-provider.ts";
import { operatorHint } from "../providers/operator-hint.ts";
import { enqueueInquiry } from "./enqueue-inquiry.ts";
import { QUEUED_INQUIRY_VERSION } from "./queued-inquiry.ts";
import { retryDelaySeconds } from "./retry-policy.ts";

/** One inquiry ready to go out from the visitor's request. */
export type OutgoingInquiry = {
  provider: MailProvider;
  email: OutgoingEmail;
  /** The idempotency key (and the id answered). */
  id: string;
  /** The env setting of the provider key, e.g. `RESEND_API_KEY` (allowed by policy). */
  apiKeyEnvName: string;
  /** The `INQUIRY_QUEUE` binding, if configured. */
  queue: Queue | undefined;
};

/**
 * What became of the inquiry: `sent` by the provider; `queued` for the consumer after a retryable
 * failure; `rejected` by the provider (non-retryable: 400/401/403/422); `unavailable` - retryable
 * failure and the queue could not take it either.
 */
export type DeliveryResult =
  | { status: "sent" }
  | { status: "queued"; delaySeconds: number }
  | { status: "rejected" }
  | { status: "unavailable" };

/**
 * Sends the inquiry once; when the provider fails in a retryable way (429, 5xx, timeout, network),
 * puts it on the queue with the same idempotency key, delayed by the provider's `retry-after` or
 * the first backoff step (issue 4 "Durable delivery"). Logs one JSON line per outcome:
 * `email_sent`; `provider_failed` (error, with the provider's status, error name and an operator
 * `hint`, when rejected; warn when retryable) then `email_queued` or `queue_failed` (error).
 * Never throws.
 */
export async function sendOrQueue(inquiry: OutgoingInquiry): Promise<DeliveryResult> {
  const { provider, id } = inquiry;
  const outcome = await provider.send(inquiry.email, id);
  if (outcome.ok) {
    logEvent("info", "email_sent", { provider: provider.name, id, providerId: outcome.providerId ?? null });
    return { status: "sent" };
  }
  const failure = {
    provider: provider.name,
    failure: outcome.failure,
    status: outcome.status ?? null,
    name: outcome.name,
    id,
  };
  if (outcome.failure === "rejected") {
    logEvent("error", "provider_failed", { ...failure, hint: operatorHint(outcome.status, outcome.name) });
    return { status: "rejected" };
  }
  logEvent("warn", "provider_failed", failure);
  const delaySeconds = retryDelaySeconds(1, outcome.retryAfterSeconds);
  const queued = await enqueueInquiry(
    inquiry.queue,
    {
      v: QUEUED_INQUIRY_VERSION,
      id,
      apiKeyEnvName: inquiry.apiKeyEnvName,
      email: inquiry.email,
      queuedAt: new Date().toISOString(),
    },
    delaySeconds,
  );
  if (!queued.ok) {
    logEvent("error", "queue_failed", { id, reason: queued.reason });
    return { status: "unavailable" };
  }
  logEvent("info", "email_queued", { id, delaySeconds });
  return { status: "queued", delaySeconds };
}
