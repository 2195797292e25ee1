import { type DeliveryStatus, FAILING_DELIVERY_STATUSES } from "@clearwell/contract";
import { type InquiryRow, nowIso } from "../../core/inquiry-row.ts";
import { idempotencyKeyAt } from "../email/email-sender.ts";
import { openDeliveries, recordDelivery } from "../records/deliveries.ts";
import { readInquiryRow, renewIdempotencyKey } from "../records/inquiry-records.ts";
import { awaitChannelOutcome, restartDeliveryRun } from "./delivery-runs.ts";

/** A channel may be reset from these (and from `pending`, a retry that has not run yet). */
const RESETTABLE: readonly DeliveryStatus[] = [...FAILING_DELIVERY_STATUSES, "pending"];

/**
 * The inbox's "Re-send" and "Retry" (docs/product.md#operator-inbox): sets each of `channels` back
 * to `pending` (note `reason`), renews the email's idempotency key past Resend's 24 h window,
 * restarts the run and waits up to about 2.5 s for the first channel to leave `pending`.
 *
 * @returns the inquiry's row after the retry, or `null` when no inquiry has this id.
 * @throws whatever D1 throws (callers answer 503 `archive_unavailable`).
 */
export async function retryDelivery(
  env: Env,
  id: string,
  channels: readonly string[],
  reason: string,
): Promise<InquiryRow | null> {
  const db = env.DB;
  const row = await readInquiryRow(db, id);
  if (!row) return null;
  const at = nowIso();
  const { key, renewed } = idempotencyKeyAt(row, Date.now());
  if (renewed) await renewIdempotencyKey(db, id, key, at);
  await openDeliveries(db, id, channels, at);
  for (const channel of channels) {
    await recordDelivery(db, id, channel, { status: "pending", at, detail: reason, onlyFrom: RESETTABLE });
  }
  if (await restartDeliveryRun(env, id)) {
    const [first] = channels;
    if (first) await awaitChannelOutcome(db, id, first);
  }
  return readInquiryRow(db, id);
}
