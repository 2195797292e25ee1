import type { DeliveryStatus, InquiryStatus } from "@clearwell/contract";

/** The business email's channel; webhooks are `webhook:<name>`. */
export const EMAIL_CHANNEL = "email";

/** The visitor's confirmation, a channel of its own, never alerted on (docs/product.md#the-confirmation). */
export const CONFIRMATION_CHANNEL = "confirmation";

/** One `deliveries` row as D1 returns it. */
export type DeliveryRow = {
  inquiry_id: string;
  channel: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: string;
  updated_at: string;
};

/** The inquiry status an `email` delivery status stands for (docs/architecture.md#inquiry-statuses). */
export function inquiryStatusFor(status: DeliveryStatus): InquiryStatus | null {
  if (status === "pending") return "received";
  if (status === "complained" || status === "skipped") return null;
  return status;
}

/** One status change of a channel. Fields left `undefined` keep the row's value. */
export type DeliveryChange = {
  status: DeliveryStatus;
  /** When it happened, ISO 8601 UTC; also the row's `updated_at`. */
  at: string;
  attempted?: boolean;
  /** The failure's short reason (`"503 application_error"`, `"timeout"`); `null` clears it. */
  lastError?: string | null;
  providerMessageId?: string | null;
  /** The history note for the operator (never the visitor's text or a secret). */
  detail: string | null;
  /** Only change a record whose status is one of these. */
  onlyFrom?: readonly DeliveryStatus[];
};

/** The statements of one {@link DeliveryChange} of `channel` for one D1 `batch` ({@link recordDelivery}). */
export function deliveryChangeStatements(
  db: D1Database,
  inquiryId: string,
  channel: string,
  change: DeliveryChange,
): D1PreparedStatement[] {
  const sets = ["status = ?", "updated_at = ?"];
  const values: (string | number | null)[] = [change.status, change.at];
  if (change.attempted) sets.push("attempts = attempts + 1");
  if (change.lastError !== undefined) {
    sets.push("last_error = ?");
    values.push(change.lastError);
  }
  if (change.providerMessageId !== undefined) {
    sets.push("provider_message_id = ?");
    values.push(change.providerMessageId);
  }
  let where = "inquiry_id = ? AND channel = ?";
  values.push(inquiryId, channel);
  if (change.onlyFrom) {
    where += ` AND status IN (${change.onlyFrom.map(() => "?").join(", ")})`;
    values.push(...change.onlyFrom);
  }
  const statements = [
    db.prepare(`UPDATE deliveries SET ${sets.join(", ")} WHERE ${where}`).bind(...values),
    // changes() is the row count of the statement just before it in the same transaction.
    db
      .prepare(
        "INSERT INTO delivery_events (inquiry_id, channel, at, status, detail) SELECT ?, ?, ?, ?, ? WHERE changes() > 0",
      )
      .bind(inquiryId, channel, change.at, change.status, change.detail),
  ];
  const inquiryStatus = channel === EMAIL_CHANNEL ? inquiryStatusFor(change.status) : null;
  if (inquiryStatus) {
    // Only after a changed record, and never out of spam (docs/architecture.md#inquiry-statuses).
    const inquirySets = sets.filter((set) => set !== "status = ?" && set !== "updated_at = ?");
    const inquiryValues = values.slice(2, 2 + inquirySets.filter((set) => set.endsWith("?")).length);
    statements.push(
      db
        .prepare(
          `UPDATE inquiries SET ${["status = ?", "updated_at = ?", ...inquirySets].join(", ")} WHERE id = ? AND status <> 'spam' AND changes() > 0`,
        )
        .bind(inquiryStatus, change.at, ...inquiryValues, inquiryId),
      db
        .prepare(
          "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, ?, ? WHERE changes() > 0",
        )
        .bind(inquiryId, change.at, inquiryStatus, change.detail),
    );
  }
  return statements;
}

/**
 * Applies a {@link DeliveryChange} to `channel` of `inquiryId`, and for `email` to the inquiry.
 * @returns whether the record changed (`false`: no such record, or its status not in `onlyFrom`).
 * @throws whatever D1 throws.
 */
export async function recordDelivery(
  db: D1Database,
  inquiryId: string,
  channel: string,
  change: DeliveryChange,
): Promise<boolean> {
  const [updated] = await db.batch(deliveryChangeStatements(db, inquiryId, channel, change));
  return (updated?.meta.changes ?? 0) > 0;
}

/** Opens a `pending` record at `at` (ISO 8601 UTC) for each of `channels` without one; throws D1's. */
export async function openDeliveries(
  db: D1Database,
  inquiryId: string,
  channels: readonly string[],
  at: string,
): Promise<void> {
  if (channels.length === 0) return;
  await db.batch(
    channels.flatMap((channel) => [
      db
        .prepare(
          "INSERT INTO deliveries (inquiry_id, channel, status, attempts, created_at, updated_at) VALUES (?, ?, 'pending', 0, ?, ?) ON CONFLICT DO NOTHING",
        )
        .bind(inquiryId, channel, at, at),
      db
        .prepare(
          "INSERT INTO delivery_events (inquiry_id, channel, at, status, detail) SELECT ?, ?, ?, 'pending', NULL WHERE changes() > 0",
        )
        .bind(inquiryId, channel, at),
    ]),
  );
}

/**
 * Statements deleting the delivery records, histories and provider events of the inquiries `where`
 * (a `WHERE` over `inquiries`, `?` values) selects, for erasure and retention batches.
 */
export function deleteDeliveriesStatements(
  db: D1Database,
  where: string,
  values: readonly (string | number)[],
): D1PreparedStatement[] {
  const ids = `SELECT id FROM inquiries WHERE ${where}`;
  return [
    db.prepare(`DELETE FROM delivery_events WHERE inquiry_id IN (${ids})`).bind(...values),
    db.prepare(`DELETE FROM deliveries WHERE inquiry_id IN (${ids})`).bind(...values),
    db.prepare(`DELETE FROM provider_events WHERE inquiry_id IN (${ids})`).bind(...values),
  ];
}
