import { type BlockEntry, type BlockedSender, canonicalAddress, domainOf } from "@clearwell/contract";

/** `domain` and the domains of two labels or more it is under (`mail.spam.com`, `spam.com`). */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** Whether `email`, canonical, is on the block list (docs/product.md#abuse-defences); throws D1's. */
export async function isBlockedSender(db: D1Database, email: string): Promise<boolean> {
  const address = canonicalAddress(email) ?? email.trim().toLowerCase();
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM blocked_senders
       WHERE (kind = 'address' AND value = ?)
          OR (kind = 'domain' AND value IN (SELECT domains.value FROM json_each(?) AS domains))
       LIMIT 1`,
    )
    .bind(address, JSON.stringify(domainAndParents(domainOf(address))))
    .first<{ hit: number }>();
  return row !== null;
}

/** Every entry, newest first; throws what D1 throws. */
export async function listBlockedSenders(db: D1Database): Promise<BlockedSender[]> {
  const { results } = await db
    .prepare(
      "SELECT value, kind, added_at AS addedAt, added_by AS addedBy FROM blocked_senders ORDER BY added_at DESC, value",
    )
    .all<BlockedSender>();
  return results;
}

/**
 * Adds `entry` by `actor` at `at` (ISO 8601 UTC); an entry already there keeps its date and author.
 * @throws whatever D1 throws.
 */
export async function addBlockedSender(
  db: D1Database,
  entry: BlockEntry,
  actor: string,
  at: string,
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO blocked_senders (value, kind, added_at, added_by) VALUES (?, ?, ?, ?) ON CONFLICT(value) DO NOTHING",
    )
    .bind(entry.value, entry.kind, at, actor)
    .run();
}

/** Removes the entry `value`: whether there was one; throws what D1 throws. */
export async function removeBlockedSender(db: D1Database, value: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM blocked_senders WHERE value = ?").bind(value).run();
  return result.meta.changes > 0;
}
