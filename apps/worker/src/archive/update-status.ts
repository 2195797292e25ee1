import type { InquiryStatus } from "@clearwell/contract";

/**
 * One status change of a stored inquiry (docs/architecture.md#inquiry-statuses). Fields left
 * `undefined` keep the row's value.
 */
export type StatusChange = {
  status: InquiryStatus;
  /** When it happened, ISO 8601 UTC; also the row's new `updated_at`. */
  at: string;
  /** Counts one more delivery attempt (`attempts + 1`). */
  attempted?: boolean;
  /** The failure's short reason (`"422 validation_error"`, `"timeout"`); `null` clears it. */
  lastError?: string | null;
  /** The provider's message id (on `sent`). */
  providerMessageId?: string | null;
  /** A new idempotency key and when it was first used (a re-send after Resend's 24 h window). */
  idempotencyKey?: { key: string; at: string };
  /** The history entry's note for the operator (never the visitor's message or a secret). */
  detail: string | null;
  /** Only change rows whose status is one of these (e.g. the dead-letter consumer's `queued`). */
  onlyFrom?: readonly InquiryStatus[];
};

/**
 * The two prepared statements of a {@link StatusChange} of inquiry `id`, to run in one D1 `batch`
 * (a transaction): the `UPDATE` of the row and the `INSERT` of its history entry into
 * `inquiry_events`, which adds nothing when the update changed no row (no such inquiry, or its
 * status not in `onlyFrom`). Column names are fixed here; every value is a `?` binding.
 */
export function statusChangeStatements(
  db: D1Database,
  id: string,
  change: StatusChange,
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
  if (change.idempotencyKey) {
    sets.push("idempotency_key = ?", "idempotency_key_at = ?");
    values.push(change.idempotencyKey.key, change.idempotencyKey.at);
  }
  let where = "id = ?";
  values.push(id);
  if (change.onlyFrom) {
    where += ` AND status IN (${change.onlyFrom.map(() => "?").join(", ")})`;
    values.push(...change.onlyFrom);
  }
  return [
    db.prepare(`UPDATE inquiries SET ${sets.join(", ")} WHERE ${where}`).bind(...values),
    // changes() is the row count of the UPDATE just before it in the same transaction.
    db
      .prepare(
        "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, ?, ? WHERE changes() > 0",
      )
      .bind(id, change.at, change.status, change.detail),
  ];
}

/**
 * Applies a {@link StatusChange} to inquiry `id` and records it in its delivery history, in one
 * D1 `batch`.
 *
 * @returns whether a row changed (`false`: no such inquiry, or its status not in `onlyFrom`).
 * @throws whatever D1 throws (unreachable, missing table).
 */
export async function recordStatus(db: D1Database, id: string, change: StatusChange): Promise<boolean> {
  const [updated] = await db.batch(statusChangeStatements(db, id, change));
  return (updated?.meta.changes ?? 0) > 0;
}
