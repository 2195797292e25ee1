import { NonRetryableError } from "cloudflare:workflows";
import type { DeliveryStatus } from "@clearwell/contract";
import { requireArchiveBinding } from "../archive/archive-binding.ts";
import {
  CONFIRMATION_CHANNEL,
  type DeliveryRow,
  EMAIL_CHANNEL,
  openDeliveries,
  recordDelivery,
} from "../archive/deliveries.ts";
import { readDelivery, readForAttempt } from "../archive/delivery-reads.ts";
import { renewIdempotencyKey } from "../archive/inquiry-records.ts";
import { type InquiryRow, nowIso } from "../archive/inquiry-row.ts";
import { readNotifyWebhooks, webhookNameOf } from "../channels/notify-webhooks.ts";
import { sendWebhook } from "../channels/send-webhook.ts";
import type { InquiryNotice } from "../channels/webhook-message.ts";
import { inboxLinkOf } from "../config/inbox-link.ts";
import { readServerSettings } from "../config/server-settings.ts";
import { composeConfirmationEmail } from "../email/compose-confirmation.ts";
import type { OutgoingEmail } from "../email/outgoing-email.ts";
import { logEvent } from "../logging/log-event.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import type { SendOutcome } from "../providers/mail-provider.ts";
import { operatorHint } from "../providers/operator-hint.ts";
import { selectProvider } from "../providers/select-provider.ts";
import { confirmationSkipReason } from "./confirmation-limits.ts";
import { idempotencyKeyAt } from "./idempotency-window.ts";
import { MAX_DELAY_SECONDS, retryDelaySeconds } from "./retry-policy.ts";

/**
 * One attempt at one delivery channel, the only path every channel takes
 * (docs/architecture.md#delivery-channels): the delivery run's step for a channel calls
 * {@link attemptChannel} once per try and {@link settleChannel} when its tries are over.
 */

/** Where a channel stands after a step: its status, or `erased` when the inquiry is gone. */
export type ChannelResult = {
  channel: string;
  status: DeliveryStatus | "erased";
  /** `true` when this run ended the channel `failed` or `dead` (the run then raises an alert). */
  endedNow: boolean;
  /** The last failure's short reason, if any. */
  lastError: string | null;
};

/** Statuses an attempt sends from; any other status means the channel is settled. */
const SENDABLE: readonly DeliveryStatus[] = ["pending", "queued"];

/** The short reason of a failed send: `"<status> <name>"`, or the name alone without a status. */
export function failureReason(outcome: { status?: number; name: string }): string {
  return outcome.status === undefined ? outcome.name : `${outcome.status} ${outcome.name}`;
}

/** The marker a retryable attempt's error message carries for the retry delay: `(retry after N s)`. */
const RETRY_AFTER_PATTERN = /\(retry after (\d+) s\)$/;

/**
 * The delay before retry `attempt` + 1 of a channel step, in ms (the step's `retries.delay`): the
 * provider's `Retry-After` carried in the failed attempt's error message, else the backoff schedule
 * of `retryDelaySeconds`; never more than {@link MAX_DELAY_SECONDS}.
 *
 * @param attempt - the attempt that just failed (1-based).
 * @param message - its error's message.
 */
export function retryDelayMs(attempt: number, message: string): number {
  const match = RETRY_AFTER_PATTERN.exec(message);
  return retryDelaySeconds(attempt, match ? Number(match[1]) : undefined) * 1000;
}

/**
 * Sends `email` of `inquiry` on `channel` (the business email or the visitor's confirmation) with
 * the provider configured now and the inquiry's key setting; logs `email_sent` or
 * `provider_failed` (with a hint for the operator), or `provider_not_configured`.
 */
async function sendEmailOf(
  env: Env,
  inquiry: InquiryRow,
  channel: string,
  email: OutgoingEmail,
  idempotencyKey: string,
): Promise<SendOutcome> {
  const settings = readServerSettings(env);
  const keyName = inquiry.api_key_env_name;
  const selection = isApiKeyNameAllowed(keyName, settings.apiKeyNames)
    ? selectProvider(settings, env, keyName)
    : ({ ok: false, reason: `${keyName} is not in ALLOWED_API_KEY_NAMES.` } as const);
  if (!selection.ok) {
    logEvent("error", "provider_not_configured", { id: inquiry.id, channel, reason: selection.reason });
    return { ok: false, failure: "rejected", name: "provider_not_configured" };
  }
  const outcome = await selection.provider.send(email, idempotencyKey);
  if (outcome.ok) {
    logEvent("info", "email_sent", {
      provider: selection.provider.name,
      id: inquiry.id,
      channel,
      providerId: outcome.providerId ?? null,
    });
  } else {
    logEvent(outcome.failure === "rejected" ? "error" : "warn", "provider_failed", {
      provider: selection.provider.name,
      failure: outcome.failure,
      status: outcome.status ?? null,
      name: outcome.name,
      id: inquiry.id,
      channel,
      hint: operatorHint(outcome.status, outcome.name),
    });
  }
  return outcome;
}

/** The notice a webhook gets for `inquiry` (its fields as stored). */
function inquiryNotice(env: Env, inquiry: InquiryRow): InquiryNotice {
  return {
    kind: "inquiry",
    id: inquiry.id,
    receivedAt: inquiry.received_at,
    status: inquiry.status,
    fields: {
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      subject: inquiry.subject,
      message: inquiry.message,
    },
    adminUrl: inboxLinkOf(env, inquiry.id),
  };
}

/** Posts `inquiry` to the webhook of `channel` as configured now (not configured: refused). */
async function sendToWebhook(env: Env, inquiry: InquiryRow, channel: string): Promise<SendOutcome> {
  const name = webhookNameOf(channel);
  const config = readNotifyWebhooks(env);
  const webhook = config.ok ? config.webhooks.find((candidate) => candidate.name === name) : undefined;
  if (!webhook) {
    logEvent("error", "webhook_not_configured", {
      id: inquiry.id,
      channel,
      reason: config.ok ? "no webhook of this name in NOTIFY_WEBHOOKS" : config.error,
    });
    return { ok: false, failure: "rejected", name: "webhook_not_configured" };
  }
  const outcome = await sendWebhook(webhook, inquiryNotice(env, inquiry), {
    env,
    messageId: `${inquiry.id}_${webhook.name}`,
    timeoutMs: readServerSettings(env).providerTimeoutMs,
  });
  if (outcome.ok) logEvent("info", "webhook_sent", { id: inquiry.id, channel });
  else {
    logEvent(outcome.failure === "rejected" ? "error" : "warn", "webhook_failed", {
      id: inquiry.id,
      channel,
      failure: outcome.failure,
      status: outcome.status ?? null,
      name: outcome.name,
    });
  }
  return outcome;
}

/** The email's idempotency key for this attempt, renewed (and stored) past Resend's 24 h window. */
async function emailKey(
  db: D1Database,
  inquiry: InquiryRow,
  delivery: DeliveryRow,
): Promise<{ key: string } | { expired: true }> {
  const { key, renewed } = idempotencyKeyAt(inquiry, Date.now());
  if (!renewed) return { key };
  // A key older than 24 h that was already used may have sent: sending with a new one could send twice.
  if (delivery.attempts > 0) return { expired: true };
  await renewIdempotencyKey(db, inquiry.id, key, nowIso());
  return { key };
}

/**
 * One try of channel `channel` of inquiry `inquiryId` (docs/architecture.md#delivery-channels):
 * reads the inquiry and the channel's record; sends nothing when the inquiry is gone (erased or
 * expired: `erased`) or the record is settled (sent, failed, dead, delivered, ...: returned as it
 * is, so a repeated step never sends twice), and reads the record once more just before sending,
 * so an erasure or a "Mark as spam" answered meanwhile stops the send
 * (docs/operations.md#retention-and-erasure); else sends - the business email with its idempotency
 * key, or the webhook of that name - and records the outcome with its history.
 *
 * @param attempt - this try's number within the step (1-based), for the history note.
 * @returns the channel's result when it was sent or needed no send.
 * @throws NonRetryableError when refused for good (a 4xx other than 408/429, not configured, or
 *   the 24 h idempotency window passed): recorded `failed` (`dead` for the window).
 * @throws Error ending in `(retry after N s)` when the failure is transient (timeout, network,
 *   408, 429, 5xx): recorded `queued`; the step retries after {@link retryDelayMs}. Also whatever D1
 *   throws (retried the same way).
 */
export async function attemptChannel(
  env: Env,
  inquiryId: string,
  channel: string,
  attempt: number,
): Promise<ChannelResult> {
  const db = requireArchiveBinding(env);
  const read = await readForAttempt(db, inquiryId, channel);
  const { inquiry } = read;
  if (!inquiry) {
    logEvent("info", "delivery_skipped_erased", { id: inquiryId, channel });
    return { channel, status: "erased", endedNow: false, lastError: null };
  }
  let delivery = read.delivery;
  if (!delivery) {
    await openDeliveries(db, inquiryId, [channel], nowIso());
    delivery = (await readForAttempt(db, inquiryId, channel)).delivery;
  }
  if (!delivery || !SENDABLE.includes(delivery.status)) {
    return {
      channel,
      status: delivery?.status ?? "erased",
      endedNow: false,
      lastError: delivery?.last_error ?? null,
    };
  }
  let send: () => Promise<SendOutcome>;
  if (channel === EMAIL_CHANNEL) {
    const key = await emailKey(db, inquiry, delivery);
    if ("expired" in key) {
      const reason = "idempotency_window_passed";
      await recordDelivery(db, inquiryId, channel, {
        status: "dead",
        at: nowIso(),
        lastError: reason,
        detail: "Resend's 24 h idempotency window passed; re-send from the inbox",
        onlyFrom: SENDABLE,
      });
      throw new NonRetryableError(reason);
    }
    send = () => sendEmailOf(env, inquiry, channel, JSON.parse(inquiry.email_json) as OutgoingEmail, key.key);
  } else if (channel === CONFIRMATION_CHANNEL) {
    const skipped = await confirmationSkipReason(db, inquiry, delivery, readServerSettings(env), Date.now());
    if (skipped) {
      await recordDelivery(db, inquiryId, channel, {
        status: "skipped",
        at: nowIso(),
        lastError: skipped,
        detail: `skipped: ${skipped}`,
        onlyFrom: SENDABLE,
      });
      logEvent("info", "confirmation_skipped", { id: inquiryId, reason: skipped });
      return { channel, status: "skipped", endedNow: false, lastError: skipped };
    }
    const email = composeConfirmationEmail(
      { inquiryId: inquiry.id, name: inquiry.name, email: inquiry.email },
      readServerSettings(env).fromAddress,
    );
    send = () => sendEmailOf(env, inquiry, channel, email, `${inquiry.id}-confirmation`);
  } else {
    send = () => sendToWebhook(env, inquiry, channel);
  }
  // Erased or marked spam since the read above (its channels then end `skipped`): no send.
  const current = await readDelivery(db, inquiryId, channel);
  if (!current || !SENDABLE.includes(current.status)) {
    if (!current) logEvent("info", "delivery_skipped_erased", { id: inquiryId, channel });
    return {
      channel,
      status: current?.status ?? "erased",
      endedNow: false,
      lastError: current?.last_error ?? null,
    };
  }
  const outcome = await send();
  const at = nowIso();
  if (outcome.ok) {
    const providerMessageId = outcome.providerId ?? null;
    await recordDelivery(db, inquiryId, channel, {
      status: "sent",
      at,
      attempted: true,
      lastError: null,
      providerMessageId,
      detail: `attempt ${attempt}${providerMessageId ? `; provider message ${providerMessageId}` : ""}`,
      onlyFrom: SENDABLE,
    });
    return { channel, status: "sent", endedNow: false, lastError: null };
  }
  const reason = failureReason(outcome);
  const permanent = outcome.failure === "rejected";
  await recordDelivery(db, inquiryId, channel, {
    status: permanent ? "failed" : "queued",
    at,
    attempted: true,
    lastError: reason,
    detail: `attempt ${attempt}; ${reason}`,
    onlyFrom: SENDABLE,
  });
  if (permanent) throw new NonRetryableError(reason);
  const retryAfter = outcome.retryAfterSeconds;
  const delaySeconds = retryDelaySeconds(attempt, retryAfter);
  logEvent("warn", "delivery_retry", { id: inquiryId, channel, attempt, reason, delaySeconds });
  throw new Error(`${reason} (retry after ${delaySeconds} s)`);
}

/**
 * Settles channel `channel` once its step gave up (its tries are spent, or one was refused for
 * good): a record still `pending` or `queued` becomes `dead` (logged `delivery_dead`, error); a
 * `failed` or `dead` one is reported as ended now; anything else (sent meanwhile) as it is.
 *
 * @throws whatever D1 throws (the settle step retries).
 */
export async function settleChannel(env: Env, inquiryId: string, channel: string): Promise<ChannelResult> {
  const db = requireArchiveBinding(env);
  const { inquiry, delivery } = await readForAttempt(db, inquiryId, channel);
  if (!inquiry || !delivery) return { channel, status: "erased", endedNow: false, lastError: null };
  if (delivery.status === "failed" || delivery.status === "dead") {
    return { channel, status: delivery.status, endedNow: true, lastError: delivery.last_error };
  }
  if (!SENDABLE.includes(delivery.status)) {
    return { channel, status: delivery.status, endedNow: false, lastError: delivery.last_error };
  }
  await recordDelivery(db, inquiryId, channel, {
    status: "dead",
    at: nowIso(),
    detail: `all ${delivery.attempts} attempts failed`,
    onlyFrom: SENDABLE,
  });
  logEvent("error", "delivery_dead", {
    id: inquiryId,
    channel,
    attempts: delivery.attempts,
    lastError: delivery.last_error,
  });
  return { channel, status: "dead", endedNow: true, lastError: delivery.last_error };
}
