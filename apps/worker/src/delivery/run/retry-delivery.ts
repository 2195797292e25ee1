import { type DeliveryStatus, FAILING_DELIVERY_STATUSES } from "@clearwell/contract";
import { type InquiryRow, nowIso } from "../../core/inquiry-row.ts";
import { idempotencyKeyAt } from "../email/idempotency-window.ts";
import { openDeliveries, recordDelivery } from "../records/deliveries.ts";
import { readInquiryRow, renewIdempotencyKey } from "../records/inquiry-records.ts";
import { awaitChannelOutcome, restartDeliveryRun } from "./delivery-runs.ts";

/** A channel may be reset from these (and from `pending`, a retry that has not run yet). */
const RESETTABLE: readonly DeliveryStatus[] = [...FAILING_DELIVERY_STATUSES, "pending"];

/**
 * The operator's retry of channels of a stored inquiry (docs/product.md#operator-inbox): the
 * inbox's "Re-send" (the business email of a `failed`, `dead`, `queued` or `spam` inquiry) and
 * "Retry" per channel. Each channel in `channels` gets a record (opened when it has none, as a
 * `spam` inquiry's email has not) set back to `pending` with the history note `reason`; the email's
 * idempotency key is renewed when it was first used 24 hours ago or more (Resend's window); then
 * the inquiry's run is restarted (channels already settled are not sent again) and this waits up
 * to about 2.5 s for the first channel to leave `pending`.
 *
 * @returns the inquiry's row after the retry, or `null` when no inquiry has this id.
 * @throws Error when the `DB` binding is missing; whatever D1 throws (callers answer 503
 *   `archive_unavailable`).
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
