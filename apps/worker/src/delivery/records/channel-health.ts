import type { ChannelHealth, DeliveryStatus } from "@clearwell/contract";
import { FAILING_DELIVERY_STATUSES } from "@clearwell/contract";
import { CONFIRMATION_CHANNEL } from "./deliveries.ts";

/**
 * The inbox banner's `ChannelHealth` of every channel but the confirmation and the replies
 * (docs/reference.md#operator-alerts); `since` is its first failing record after its last success.
 * @throws whatever D1 throws.
 */
export async function readChannelHealth(db: D1Database): Promise<ChannelHealth[]> {
  const failing = FAILING_DELIVERY_STATUSES.map((status) => `'${status}'`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT d.channel, d.status, d.last_error, d.inquiry_id, (
         SELECT MIN(f.updated_at) FROM deliveries f
         WHERE f.channel = d.channel AND f.status IN (${failing})
           AND f.updated_at > COALESCE((SELECT MAX(s.updated_at) FROM deliveries s
             WHERE s.channel = d.channel AND s.status IN ('sent', 'delivered')), '')
       ) AS since
       FROM deliveries d
       WHERE d.status <> 'pending' AND d.channel <> '${CONFIRMATION_CHANNEL}' AND d.channel NOT LIKE 'reply:%' AND d.rowid = (
         SELECT l.rowid FROM deliveries l WHERE l.channel = d.channel AND l.status <> 'pending'
         ORDER BY l.updated_at DESC, l.rowid DESC LIMIT 1)
       ORDER BY CASE d.channel WHEN 'email' THEN 0 ELSE 1 END, d.channel`,
    )
    .all<{
      channel: string;
      status: DeliveryStatus;
      last_error: string | null;
      inquiry_id: string;
      since: string | null;
    }>();
  return results.map((row) => {
    const isFailing = (FAILING_DELIVERY_STATUSES as readonly DeliveryStatus[]).includes(row.status);
    return {
      channel: row.channel,
      failing: isFailing,
      status: row.status,
      lastError: isFailing ? (row.last_error ?? row.status) : null,
      since: isFailing ? row.since : null,
      inquiryId: isFailing ? row.inquiry_id : null,
    };
  });
}
