/** A counter per UTC day in `daily_counts` (docs/architecture.md#the-inquiry-archive). */
export type DailyCounter = "spam" | "confirmation";

/** The UTC day of `ms` (ms since the epoch), `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Adds one to `counter` of `nowMs`'s UTC day in one statement, safe when concurrent.
 * @returns the count after adding; throws what D1 throws.
 */
export async function bumpDailyCount(db: D1Database, counter: DailyCounter, nowMs: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO daily_counts (day, name, count) VALUES (?, ?, 1)
       ON CONFLICT(day, name) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(utcDay(nowMs), counter)
    .first<{ count: number }>();
  return row?.count ?? 1;
}
