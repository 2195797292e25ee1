import { deleteDeliveriesStatements } from "../delivery/records/deliveries.ts";
import { deleteOldPageViews } from "../leads/page-views.ts";

/** Days an inquiry is kept when `INQUIRY_RETENTION_DAYS` is unset or not a positive integer. */
export const DEFAULT_RETENTION_DAYS = 90;

/** Days a `spam` inquiry is kept. */
export const SPAM_RETENTION_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `INQUIRY_RETENTION_DAYS` in days when a positive integer, else {@link DEFAULT_RETENTION_DAYS}. */
export function retentionDays(value: string | undefined): number {
  const text = (value ?? "").trim();
  const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/** How many inquiries one retention run deleted. */
export type RetentionReport = { retentionDays: number; deleted: number; spamDeleted: number };

/** A deleted inquiry that had photos: its id, upload and `photo_count`, for the R2 delete that follows. */
export type DeletedWithPhotos = { id: string; upload: string | null; photoCount: number };

/** What {@link deleteExpired} did, and the deleted inquiries whose delivery was still going. */
export type RetentionResult = {
  report: RetentionReport;
  /** Ids of deleted inquiries with a channel still `pending` or `queued` (at most 50): end their runs. */
  unfinished: string[];
  /** The deleted inquiries with a `photo_count` above 0: delete their photos next. */
  withPhotos: DeletedWithPhotos[];
};

/**
 * Retention for `days` at `now` (ms) in one D1 `batch` (docs/reference.md#retention-and-erasure),
 * also the alerts' bookkeeping older than a day and the daily counters older than 7 days.
 * The deleted inquiries that had photos are read in the same batch, before the deletes, so the
 * photos deleted next are exactly those of rows that are gone.
 * @returns the counts (`deleted` excludes `spamDeleted`), the runs to end and the photos to delete.
 * @throws whatever D1 throws; nothing is deleted then.
 */
export async function deleteExpired(
  db: D1Database,
  days: number,
  now: number = Date.now(),
): Promise<RetentionResult> {
  const spamCutoff = new Date(now - SPAM_RETENTION_DAYS * DAY_MS).toISOString();
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  const spam = "status = 'spam' AND updated_at < ?";
  const old = "received_at < ?";
  const { results: unfinished } = await db
    .prepare(
      `SELECT DISTINCT inquiry_id AS id FROM deliveries WHERE status IN ('pending', 'queued')
       AND inquiry_id IN (SELECT id FROM inquiries WHERE (${spam}) OR (${old})) LIMIT 50`,
    )
    .bind(spamCutoff, cutoff)
    .all<{ id: string }>();
  const photosOfDeleted = db
    .prepare(
      `SELECT id, photo_upload, photo_count FROM inquiries WHERE ((${spam}) OR (${old})) AND photo_count > 0`,
    )
    .bind(spamCutoff, cutoff);
  // Counted before the deletes, in the same transaction: a DELETE's `meta.changes` also counts the
  // rows its foreign-key cascades and the count triggers change.
  const counts = db
    .prepare(
      `SELECT COALESCE(SUM(${spam}), 0) AS spam, COALESCE(SUM(NOT (${spam}) AND ${old}), 0) AS old
       FROM inquiries WHERE (${spam}) OR (${old})`,
    )
    .bind(spamCutoff, spamCutoff, cutoff, spamCutoff, cutoff);
  const statements = [
    counts,
    photosOfDeleted,
    ...deleteDeliveriesStatements(db, spam, [spamCutoff]),
    db
      .prepare(`DELETE FROM inquiry_events WHERE inquiry_id IN (SELECT id FROM inquiries WHERE ${spam})`)
      .bind(spamCutoff),
    db.prepare(`DELETE FROM inquiries WHERE ${spam}`).bind(spamCutoff),
    ...deleteDeliveriesStatements(db, old, [cutoff]),
    db
      .prepare(`DELETE FROM inquiry_events WHERE inquiry_id IN (SELECT id FROM inquiries WHERE ${old})`)
      .bind(cutoff),
    db.prepare(`DELETE FROM inquiries WHERE ${old}`).bind(cutoff),
    db.prepare("DELETE FROM alerts WHERE last_sent_at < ?").bind(new Date(now - DAY_MS).toISOString()),
    db.prepare("DELETE FROM admin_audit WHERE at < ?").bind(cutoff),
    db.prepare("DELETE FROM daily_counts WHERE day < ?").bind(spamCutoff.slice(0, 10)),
    // Kept only to refuse replays: a day is enough.
    db
      .prepare("DELETE FROM provider_events WHERE inquiry_id IS NULL AND received_at < ?")
      .bind(new Date(now - DAY_MS).toISOString()),
    db
      .prepare("DELETE FROM confirmation_claims WHERE claimed_at < ?")
      .bind(new Date(now - DAY_MS).toISOString()),
    db
      .prepare("DELETE FROM form_token_uses WHERE first_used_at < ?")
      .bind(new Date(now - 2 * DAY_MS).toISOString()),
    // The daily page view counts: 13 months (docs/product.md#where-leads-come-from).
    ...deleteOldPageViews(db, now),
  ];
  const results = await db.batch<unknown>(statements);
  // Each result read by its own statement, wherever the batch holds it.
  const resultOf = (statement: D1PreparedStatement) => results[statements.indexOf(statement)];
  const counted = resultOf(counts)?.results?.[0] as { spam: number; old: number } | undefined;
  return {
    report: { retentionDays: days, spamDeleted: counted?.spam ?? 0, deleted: counted?.old ?? 0 },
    unfinished: unfinished.map((row) => row.id),
    withPhotos: (
      (resultOf(photosOfDeleted)?.results ?? []) as {
        id: string;
        photo_upload: string | null;
        photo_count: number;
      }[]
    ).map((row) => ({
      id: row.id,
      upload: row.photo_upload,
      photoCount: row.photo_count,
    })),
  };
}
