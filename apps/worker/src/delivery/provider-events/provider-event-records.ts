import { type DeliveryChange, deliveryChangeStatements, EMAIL_CHANNEL } from "../records/deliveries.ts";

/**
 * Records a delivery event and its `change` of `channel` (the business email, or a reply's) once,
 * in one D1 `batch` (docs/reference.md#resend-delivery-events).
 * @returns `fresh: false` when the event id was already recorded (a replay); `changed` whether the
 *   channel's record took the change (its `onlyFrom` allowed it).
 * @throws whatever D1 throws; nothing is recorded then.
 */
export async function recordProviderEvent(
  db: D1Database,
  event: { id: string; type: string; at: string },
  inquiryId: string | null,
  change: DeliveryChange | null,
  channel: string = EMAIL_CHANNEL,
): Promise<{ fresh: boolean; changed: boolean }> {
  const seen = await db
    .prepare("SELECT 1 AS seen FROM provider_events WHERE event_id = ?")
    .bind(event.id)
    .first<number>("seen");
  if (seen) return { fresh: false, changed: false };
  const statements = [
    db
      .prepare(
        "INSERT INTO provider_events (event_id, received_at, type, inquiry_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      )
      .bind(event.id, event.at, event.type, inquiryId),
  ];
  if (inquiryId && change) {
    statements.push(...deliveryChangeStatements(db, inquiryId, channel, change));
  }
  const [inserted, updated] = await db.batch(statements);
  const fresh = (inserted?.meta.changes ?? 0) > 0;
  return { fresh, changed: fresh && (updated?.meta.changes ?? 0) > 0 };
}
