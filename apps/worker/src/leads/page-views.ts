import { utcDay } from "../core/daily-counts.ts";

/** How long the daily page view counts are kept, in months (docs/reference.md#retention-and-erasure). */
export const PAGE_VIEW_RETENTION_MONTHS = 13;

/**
 * Adds one view of `path` on `nowMs`'s UTC day to `page_view_days`, and one visit when `first`,
 * in one statement, safe when concurrent, unless the day already counts `dailyLimit` views on all
 * pages together (docs/product.md#where-leads-come-from): then nothing is written.
 * @param path - a counted path (contract `countedPathOf`).
 * @returns whether the view was counted.
 * @throws whatever D1 throws.
 */
export async function countPageView(
  db: D1Database,
  path: string,
  first: boolean,
  nowMs: number,
  dailyLimit: number,
): Promise<boolean> {
  const day = utcDay(nowMs);
  const result = await db
    .prepare(
      `INSERT INTO page_view_days (day, path, views, visits)
       SELECT ?, ?, 1, ? WHERE (SELECT COALESCE(SUM(views), 0) FROM page_view_days WHERE day = ?) < ?
       ON CONFLICT(day, path) DO UPDATE SET views = views + 1, visits = visits + excluded.visits`,
    )
    .bind(day, path, first ? 1 : 0, day, dailyLimit)
    .run();
  return (result.meta?.changes ?? 0) > 0;
}

/**
 * The first UTC day (`YYYY-MM-DD`) whose counts the retention run keeps at `nowMs`: the same day
 * {@link PAGE_VIEW_RETENTION_MONTHS} months before (the month's last day when it has fewer days).
 */
export function pageViewCutoffDay(nowMs: number): string {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return utcDay(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}

/**
 * The retention run's statement deleting the daily counts older than
 * {@link PAGE_VIEW_RETENTION_MONTHS} months (docs/reference.md#retention-and-erasure).
 */
export function deleteOldPageViews(db: D1Database, nowMs: number): D1PreparedStatement {
  return db.prepare("DELETE FROM page_view_days WHERE day < ?").bind(pageViewCutoffDay(nowMs));
}
