import type { DeliveryStatus } from "@clearwell/contract";
import { nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import type { ChannelSender } from "../channel/channel-sender.ts";
import { failureReason } from "../channel/send-outcome.ts";
import { confirmationSender } from "../confirmation/confirmation-sender.ts";
import { businessEmailSender } from "../email/email-sender.ts";
import { REPLY_CHANNEL_PREFIX, replySender } from "../email/reply-sender.ts";
import {
  CONFIRMATION_CHANNEL,
  EMAIL_CHANNEL,
  openDeliveries,
  recordDelivery,
} from "../records/deliveries.ts";
import { readDelivery, readForAttempt } from "../records/delivery-reads.ts";
import { webhookSender } from "../webhook/webhook-sender.ts";
import { retryDelaySeconds } from "./retry-policy.ts";

/** Where a channel stands after a step: its status, or `erased` when the inquiry is gone. */
export type ChannelResult = {
  channel: string;
  status: DeliveryStatus | "erased";
  /** `true` when this run ended the channel `failed` or `dead` (the run then raises an alert). */
  endedNow: boolean;
  /** The last failure's short reason, if any. */
  lastError: string | null;
};

/** A delivery channel's kind: the business email, the visitor's confirmation, a reply, or a webhook. */
type ChannelKind = "email" | "confirmation" | "reply" | "webhook";

/**
 * The sender of each channel kind (docs/architecture.md#delivery-channels), the only place a
 * channel's kind picks its code.
 */
const SENDERS: Record<ChannelKind, ChannelSender> = {
  email: businessEmailSender,
  confirmation: confirmationSender,
  reply: replySender,
  webhook: webhookSender,
};

/** The kind of `channel`: `email`, `confirmation`, `reply:<n>`, else a webhook's `webhook:<name>`. */
function kindOf(channel: string): ChannelKind {
  if (channel === EMAIL_CHANNEL) return "email";
  if (channel === CONFIRMATION_CHANNEL) return "confirmation";
  if (channel.startsWith(REPLY_CHANNEL_PREFIX)) return "reply";
  return "webhook";
}

/**
 * The sender of `channel` (docs/architecture.md#delivery-channels): the business email's for
 * `email`, the confirmation's for `confirmation`, the reply's for `reply:<n>`, the webhook sender for anything else (a channel
 * naming no configured webhook is then refused as `webhook_not_configured`).
 */
function senderOf(channel: string): ChannelSender {
  return SENDERS[kindOf(channel)];
}

/** Statuses an attempt sends from; any other status means the channel is settled. */
const SENDABLE: readonly DeliveryStatus[] = ["pending", "queued"];

/**
 * What one try leaves the run to do: `done` (sent, or nothing to send), `retry` after
 * `delaySeconds`, or `settle` (refused for good, or past the email's idempotency window).
 */
export type ChannelTry =
  | ({ next: "done" } & ChannelResult)
  | { next: "retry"; channel: string; delaySeconds: number }
  | { next: "settle"; channel: string; reason: string };

/**
 * One try of channel `channel` of inquiry `inquiryId` (docs/architecture.md#delivery-channels):
 * sends nothing for an erased inquiry or a settled record, re-reads the record just before sending
 * (an erasure or "Mark as spam" meanwhile stops it), else lets the kind's sender send and records
 * the outcome with its history.
 *
 * @param attempt - this try's number (1-based), for the history note and the backoff.
 * @returns a {@link ChannelTry}; the record is `sent`, `failed`, `dead`, `skipped` or `queued`.
 * @throws whatever D1 throws (the try's step retries it).
 */
export async function attemptChannel(
  env: Env,
  inquiryId: string,
  channel: string,
  attempt: number,
): Promise<ChannelTry> {
  const db = env.DB;
  const read = await readForAttempt(db, inquiryId, channel);
  const { inquiry } = read;
  if (!inquiry) {
    logEvent("info", "delivery_skipped_erased", { id: inquiryId, channel });
    return { next: "done", channel, status: "erased", endedNow: false, lastError: null };
  }
  let delivery = read.delivery;
  if (!delivery) {
    await openDeliveries(db, inquiryId, [channel], nowIso());
    delivery = (await readForAttempt(db, inquiryId, channel)).delivery;
  }
  if (!delivery || !SENDABLE.includes(delivery.status)) {
    return {
      next: "done",
      channel,
      status: delivery?.status ?? "erased",
      endedNow: false,
      lastError: delivery?.last_error ?? null,
    };
  }
  const prepared = await senderOf(channel)({ env, db, inquiry, delivery, channel });
  if (prepared.kind !== "send") {
    await recordDelivery(db, inquiryId, channel, {
      status: prepared.kind,
      at: nowIso(),
      lastError: prepared.reason,
      detail: prepared.detail,
      onlyFrom: SENDABLE,
    });
    if (prepared.kind === "dead") return { next: "settle", channel, reason: prepared.reason };
    return { next: "done", channel, status: prepared.kind, endedNow: false, lastError: prepared.reason };
  }
  // Erased or marked spam since the read above (its channels then end `skipped`): no send.
  const current = await readDelivery(db, inquiryId, channel);
  if (!current || !SENDABLE.includes(current.status)) {
    if (!current) logEvent("info", "delivery_skipped_erased", { id: inquiryId, channel });
    return {
      next: "done",
      channel,
      status: current?.status ?? "erased",
      endedNow: false,
      lastError: current?.last_error ?? null,
    };
  }
  const outcome = await prepared.send();
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
    return { next: "done", channel, status: "sent", endedNow: false, lastError: null };
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
  if (permanent) return { next: "settle", channel, reason };
  const delaySeconds = retryDelaySeconds(attempt, outcome.retryAfterSeconds);
  logEvent("warn", "delivery_retry", { id: inquiryId, channel, attempt, reason, delaySeconds });
  return { next: "retry", channel, delaySeconds };
}

/**
 * Settles channel `channel` once its step gave up (its tries are spent, or one was refused for
 * good): a record still `pending` or `queued` becomes `dead` (logged `delivery_dead`, error); a
 * `failed` or `dead` one is reported as ended now; anything else (sent meanwhile) as it is.
 *
 * @throws whatever D1 throws (the settle step retries).
 */
export async function settleChannel(env: Env, inquiryId: string, channel: string): Promise<ChannelResult> {
  const db = env.DB;
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
