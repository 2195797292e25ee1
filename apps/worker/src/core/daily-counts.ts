/** A `daily_counts` counter per UTC day (docs/architecture.md#the-inquiry-archive); `photo_bytes` counts bytes. */
export type DailyCounter = "spam" | "confirmation" | "photo_bytes";

/** The UTC day of `ms` (ms since the epoch), `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Adds one to today's `counter` in one statement (safe when concurrent); the new count. Throws what D1 throws. */
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

/** Adds `amount` to today's `counter` only within `limit`, in one statement; whether added. Throws what D1 throws. */
export async function addToDailyCountWithin(
  db: D1Database,
  counter: DailyCounter,
  amount: number,
  nowMs: number,
  limit: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO daily_counts (day, name, count) SELECT ?, ?, ? WHERE ? <= ?
       ON CONFLICT(day, name) DO UPDATE SET count = count + excluded.count WHERE count + excluded.count <= ?
       RETURNING count`,
    )
    .bind(utcDay(nowMs), counter, amount, amount, limit, limit)
    .first<{ count: number }>();
  return row !== null;
}

/** Takes `amount` back from `counter` of `nowMs`'s UTC day (never below 0); throws what D1 throws. */
export async function subtractFromDailyCount(
  db: D1Database,
  counter: DailyCounter,
  amount: number,
  nowMs: number,
): Promise<void> {
  await db
    .prepare("UPDATE daily_counts SET count = MAX(0, count - ?) WHERE day = ? AND name = ?")
    .bind(amount, utcDay(nowMs), counter)
    .run();
}
