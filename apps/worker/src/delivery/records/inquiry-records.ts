import type { InquiryDetail, InquiryEvent, InquiryStatus } from "@clearwell/contract";
import {
  type AnswerClockOf,
  INQUIRY_SUMMARY_COLUMNS,
  type InquiryRow,
  type InquirySummaryRow,
  inquiryFromRow,
} from "../../core/inquiry-row.ts";
import { leadSourceOfRow } from "../../leads/lead-source-columns.ts";
import { deleteDeliveriesStatements } from "./deliveries.ts";
import { readDeliveries } from "./delivery-reads.ts";

/**
 * The `InquiryDetail` of `id` but its `photos` (the admin route adds them from the bucket) and its
 * `timeline` (the answering module's), or `null` (docs/product.md#operator-inbox); the clock of
 * its lead fields from `clockOf`. Throws what D1 throws.
 */
export async function readInquiryDetail(
  db: D1Database,
  id: string,
  clockOf: AnswerClockOf,
): Promise<Omit<InquiryDetail, "photos" | "timeline"> | null> {
  const [inquiry, events] = await db.batch<unknown>([
    db.prepare(`SELECT ${INQUIRY_SUMMARY_COLUMNS} FROM inquiries WHERE id = ?`).bind(id),
    db.prepare("SELECT at, status, detail FROM inquiry_events WHERE inquiry_id = ? ORDER BY seq").bind(id),
  ]);
  const row = inquiry?.results[0] as InquirySummaryRow | undefined;
  if (!row) return null;
  return {
    ...inquiryFromRow(row, clockOf),
    source: leadSourceOfRow(row),
    history: (events?.results ?? []) as InquiryEvent[],
    deliveries: await readDeliveries(db, id),
  };
}

/** The status of inquiry `id`, or `null` when there is none; throws what D1 throws. */
export async function readInquiryStatus(db: D1Database, id: string): Promise<InquiryStatus | null> {
  return db.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id).first<InquiryStatus>("status");
}

/**
 * Erases inquiry `id` in one D1 `batch`; the caller ends its run (docs/reference.md#retention-and-erasure).
 * @returns whether an inquiry was deleted; throws what D1 throws.
 */
export async function eraseInquiry(db: D1Database, id: string): Promise<boolean> {
  const results = await db.batch([
    ...deleteDeliveriesStatements(db, "id = ?", [id]),
    db.prepare("DELETE FROM inquiry_events WHERE inquiry_id = ?").bind(id),
    db.prepare("DELETE FROM confirmation_claims WHERE inquiry_id = ?").bind(id),
    db.prepare("DELETE FROM inquiries WHERE id = ?").bind(id),
  ]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

/** The row of inquiry `inquiryId`, or `null` (never stored, erased or expired); throws what D1 throws. */
export async function readInquiryRow(db: D1Database, inquiryId: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM inquiries WHERE id = ?").bind(inquiryId).first<InquiryRow>();
}
/** Stores `inquiryId`'s renewed idempotency key, first used at `at` (ISO 8601 UTC); throws what D1 throws. */
export async function renewIdempotencyKey(
  db: D1Database,
  inquiryId: string,
  key: string,
  at: string,
): Promise<void> {
  await db
    .prepare("UPDATE inquiries SET idempotency_key = ?, idempotency_key_at = ? WHERE id = ?")
    .bind(key, at, inquiryId)
    .run();
}

/**
 * Inquiries whose delivery has not started or whose run ended early, oldest first
 * (docs/architecture.md#scheduled-jobs): still `received`, or with a channel `pending`, untouched
 * since `cutoff`; or with a channel `queued` untouched since `queuedCutoff` (ISO 8601 UTC). Spam is
 * left out. Throws what D1 throws.
 */
export async function listUnstartedInquiries(
  db: D1Database,
  cutoff: string,
  queuedCutoff: string,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM (
         SELECT id, updated_at FROM inquiries WHERE status = 'received' AND updated_at <= ?
         UNION
         SELECT inquiry_id AS id, MIN(updated_at) AS updated_at FROM deliveries
         WHERE ((status = 'pending' AND updated_at <= ?) OR (status = 'queued' AND updated_at <= ?))
           AND inquiry_id NOT IN (SELECT id FROM inquiries WHERE status = 'spam') GROUP BY inquiry_id
       ) GROUP BY id ORDER BY MIN(updated_at) LIMIT ?`,
    )
    .bind(cutoff, cutoff, queuedCutoff, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}
