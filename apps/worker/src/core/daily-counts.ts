/**
 * Counters per UTC day in `daily_counts` (migrations/0004): `spam` (spam seen, against
 * `SPAM_DAILY_LIMIT`) and `confirmation` (confirmation emails sent, against
 * `AUTORESPONDER_DAILY_LIMIT`), docs/reference.md#configuration.
 */

/** A counter's name. */
export type DailyCounter = "spam" | "confirmation";

/** The UTC day of `ms` (ms since the epoch), `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Adds one to today's `counter` in one statement (safe under concurrent requests).
 *
 * @param nowMs - the time, ms since the epoch (its UTC day is the counter's day).
 * @returns the count after adding.
 * @throws whatever D1 throws.
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
