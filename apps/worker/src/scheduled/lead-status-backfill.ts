import { TEST_INQUIRY_ID_PREFIX } from "../archive/store-inquiry.ts";
import { logEvent } from "../core/log-event.ts";

/** How far back the backfill looks: a deploy's window is minutes, the cron runs every 5. */
const BACKFILL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Gives clean inquiries stored without a lead status (by the previous worker, between a deploy's
 * migrations and its new code) the lead status `new` with no due time, as migrations/0012 did for
 * the archive (docs/architecture.md#scheduled-jobs). Spam and the Setup panel's test inquiries keep
 * none. Only inquiries received in the last day, read through the `received_at` index, so a run
 * costs a day's rows, not the archive. Idempotent; the count triggers follow the update. Logs
 * `lead_status_backfilled` when it changed rows; answers how many. Throws what D1 throws.
 * @param now - ms since the epoch (the cron's scheduled time).
 */
export async function backfillLeadStatus(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE inquiries SET lead_status = 'new', due_at = NULL, due_soon_at = NULL
       WHERE received_at >= ? AND lead_status IS NULL AND status <> 'spam' AND substr(id, 1, ?) <> ?
       RETURNING id`,
    )
    .bind(
      new Date(now - BACKFILL_WINDOW_MS).toISOString(),
      TEST_INQUIRY_ID_PREFIX.length,
      TEST_INQUIRY_ID_PREFIX,
    )
    .all<{ id: string }>();
  // Counted from RETURNING: meta.changes also counts the rows the count triggers touch.
  const count = result.results.length;
  if (count > 0) logEvent("info", "lead_status_backfilled", { count });
  return count;
}
