import { type BlockEntry, type BlockedSender, blockEntryOf, domainOf } from "@clearwell/contract";

/**
 * The operator's block list (docs/product.md#operator-inbox): addresses and domains whose
 * inquiries are judged `blocked_sender` spam, in `blocked_senders` (migrations/0004). Values are
 * lower-cased ASCII (`blockEntryOf` in the contract).
 */

/**
 * Whether `email` or its domain is on the block list. Both sides are compared in the canonical form
 * the entries are stored in (`blockEntryOf`: the domain in ASCII after the platform's IDNA mapping,
 * lower case), so `x@ｓｐａｍ.com` (full-width) or `x@ſpam.com` (long s) is caught by `spam.com`.
 *
 * @throws whatever D1 throws.
 */
export async function isBlockedSender(db: D1Database, email: string): Promise<boolean> {
  const entry = blockEntryOf(email);
  const address = entry?.kind === "address" ? entry.value : email.trim().toLowerCase();
  const row = await db
    .prepare("SELECT 1 AS hit FROM blocked_senders WHERE value IN (?, ?) LIMIT 1")
    .bind(address, domainOf(address))
    .first<{ hit: number }>();
  return row !== null;
}

/**
 * Every entry, newest first.
 *
 * @throws whatever D1 throws.
 */
export async function listBlockedSenders(db: D1Database): Promise<BlockedSender[]> {
  const { results } = await db
    .prepare(
      "SELECT value, kind, added_at AS addedAt, added_by AS addedBy FROM blocked_senders ORDER BY added_at DESC, value",
    )
    .all<BlockedSender>();
  return results;
}

/**
 * Adds `entry` (an entry already there keeps its first date and author).
 *
 * @param actor - who added it (the verified Access identity, or `local`).
 * @param at - ISO 8601 UTC.
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

/**
 * Removes the entry `value`.
 *
 * @returns whether there was one.
 * @throws whatever D1 throws.
 */
export async function removeBlockedSender(db: D1Database, value: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM blocked_senders WHERE value = ?").bind(value).run();
  return result.meta.changes > 0;
}
