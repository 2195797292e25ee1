import type { Delivery, DeliveryEvent } from "@clearwell/contract";
import type { InquiryRow } from "../../core/inquiry-row.ts";
import { type DeliveryRow, EMAIL_CHANNEL } from "./deliveries.ts";

/**
 * The inquiry's row (`null` once erased) and the channel's record (`null` when none), in one `batch`.
 * @throws whatever D1 throws.
 */
export async function readForAttempt(
  db: D1Database,
  inquiryId: string,
  channel: string,
): Promise<{ inquiry: InquiryRow | null; delivery: DeliveryRow | null }> {
  const [inquiry, delivery] = await db.batch<unknown>([
    db.prepare("SELECT * FROM inquiries WHERE id = ?").bind(inquiryId),
    db.prepare("SELECT * FROM deliveries WHERE inquiry_id = ? AND channel = ?").bind(inquiryId, channel),
  ]);
  return {
    inquiry: (inquiry?.results[0] as InquiryRow | undefined) ?? null,
    delivery: (delivery?.results[0] as DeliveryRow | undefined) ?? null,
  };
}

/** The record of channel `channel` of inquiry `inquiryId`, or `null`; throws what D1 throws. */
export async function readDelivery(
  db: D1Database,
  inquiryId: string,
  channel: string,
): Promise<DeliveryRow | null> {
  return db
    .prepare("SELECT * FROM deliveries WHERE inquiry_id = ? AND channel = ?")
    .bind(inquiryId, channel)
    .first<DeliveryRow>();
}

/**
 * The channels of inquiry `inquiryId` with their histories (contract `Delivery`): `email` first,
 * then the others by name; each history oldest first. One D1 `batch`.
 * @throws whatever D1 throws.
 */
export async function readDeliveries(db: D1Database, inquiryId: string): Promise<Delivery[]> {
  const [records, events] = await db.batch<unknown>([
    db
      .prepare(
        "SELECT * FROM deliveries WHERE inquiry_id = ? ORDER BY CASE channel WHEN 'email' THEN 0 ELSE 1 END, channel",
      )
      .bind(inquiryId),
    db
      .prepare("SELECT channel, at, status, detail FROM delivery_events WHERE inquiry_id = ? ORDER BY seq")
      .bind(inquiryId),
  ]);
  const history = new Map<string, DeliveryEvent[]>();
  for (const event of (events?.results ?? []) as (DeliveryEvent & { channel: string })[]) {
    const list = history.get(event.channel) ?? [];
    list.push({ at: event.at, status: event.status, detail: event.detail });
    history.set(event.channel, list);
  }
  return ((records?.results ?? []) as DeliveryRow[]).map((row) => ({
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    providerMessageId: row.provider_message_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    history: history.get(row.channel) ?? [],
  }));
}

/** The channels inquiry `inquiryId` has records for; throws what D1 throws. */
export async function listDeliveryChannels(db: D1Database, inquiryId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT channel FROM deliveries WHERE inquiry_id = ?")
    .bind(inquiryId)
    .all<{ channel: string }>();
  return results.map((row) => row.channel);
}

/**
 * The business email's or a reply's record of `providerMessageId`, or `null` (an alert's email, an erased inquiry).
 * @throws whatever D1 throws.
 */
export async function findEmailDelivery(
  db: D1Database,
  providerMessageId: string,
): Promise<DeliveryRow | null> {
  return db
    .prepare(
      "SELECT * FROM deliveries WHERE provider_message_id = ? AND (channel = ? OR channel LIKE 'reply:%') LIMIT 1",
    )
    .bind(providerMessageId, EMAIL_CHANNEL)
    .first<DeliveryRow>();
}
