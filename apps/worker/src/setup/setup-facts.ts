/** The newest file of apps/worker/migrations, which a test keeps current (docs/product.md#setup-panel). */
export const EXPECTED_MIGRATION = "0014_answer_clock_start.sql";

/** Resend's delivery events since the window's start, and whether an email was sent meanwhile. */
export type DeliveryEventFacts = {
  /** Events recorded since `since`. */
  recent: number;
  /** When the newest event arrived (ISO 8601 UTC), `null` when none ever did (or all were pruned). */
  lastAt: string | null;
  /** Whether the business email was handed to the provider (has a message id) since `since`. */
  emailSent: boolean;
};

/**
 * Reads {@link DeliveryEventFacts} since `since` (ISO 8601 UTC), in one D1 `batch`.
 * @throws whatever D1 throws.
 */
export async function readDeliveryEventFacts(db: D1Database, since: string): Promise<DeliveryEventFacts> {
  const [events, emails] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        "SELECT COUNT(*) AS recent, (SELECT MAX(received_at) FROM provider_events) AS last_at FROM provider_events WHERE received_at >= ?",
      )
      .bind(since),
    db
      .prepare(
        "SELECT 1 AS sent FROM deliveries WHERE channel = 'email' AND updated_at >= ? AND provider_message_id IS NOT NULL LIMIT 1",
      )
      .bind(since),
  ]);
  const row = events?.results[0] as { recent: number; last_at: string | null } | undefined;
  return {
    recent: row?.recent ?? 0,
    lastAt: row?.last_at ?? null,
    emailSent: (emails?.results.length ?? 0) > 0,
  };
}

/**
 * Which migrations are applied: the newest one's file name (`null` when none), and whether
 * `expected` is among them; `null` when there is no `d1_migrations` table (never migrated).
 * @throws whatever else D1 throws.
 */
export async function readMigrationState(
  db: D1Database,
  expected: string,
): Promise<{ newest: string | null; hasExpected: boolean } | null> {
  try {
    const [newest, found] = await db.batch<{ name: string }>([
      db.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1"),
      db.prepare("SELECT name FROM d1_migrations WHERE name = ?").bind(expected),
    ]);
    return {
      newest: newest?.results[0]?.name ?? null,
      hasExpected: (found?.results.length ?? 0) > 0,
    };
  } catch (error) {
    if (error instanceof Error && /no such table/i.test(error.message)) return null;
    throw error;
  }
}
