import { NonRetryableError } from "cloudflare:workflows";
import type { DeliveryStatus } from "@clearwell/contract";
import { nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import { failureReason } from "../channel/send-outcome.ts";
import { openDeliveries, recordDelivery } from "../records/deliveries.ts";
import { readDelivery, readForAttempt } from "../records/delivery-reads.ts";
import { MAX_DELAY_SECONDS, retryDelaySeconds } from "./retry-policy.ts";
import { senderOf } from "./sender-table.ts";

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
 * One try of channel `channel` of inquiry `inquiryId` (docs/architecture.md#delivery-channels):
 * reads the inquiry and the channel's record; sends nothing when the inquiry is gone (erased or
 * expired: `erased`) or the record is settled (sent, failed, dead, delivered, ...: returned as it
 * is, so a repeated step never sends twice), and reads the record once more just before sending,
 * so an erasure or a "Mark as spam" answered meanwhile stops the send
 * (docs/reference.md#retention-and-erasure); else lets the channel kind's sender (`senderOf`) send
 * and records the outcome with its history, or records what the sender decided instead
 * (`skipped`, or `dead` past the email's idempotency window).
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
  const db = env.DB;
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
  const plan = await senderOf(channel)({ env, db, inquiry, delivery, channel });
  if (plan.kind !== "send") {
    await recordDelivery(db, inquiryId, channel, {
      status: plan.kind,
      at: nowIso(),
      lastError: plan.reason,
      detail: plan.detail,
      onlyFrom: SENDABLE,
    });
    if (plan.kind === "dead") throw new NonRetryableError(plan.reason);
    return { channel, status: plan.kind, endedNow: false, lastError: plan.reason };
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
  const outcome = await plan.send();
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
