import { type BlockEntry, type BlockedSender, canonicalAddress, domainOf } from "@clearwell/contract";

/**
 * The operator's block list (docs/product.md#operator-inbox): addresses and domains whose
 * inquiries are judged `blocked_sender` spam, in `blocked_senders` (migrations/0004, brought into
 * canonical form by 0008). Values are stored in canonical form (`blockEntryOf` in the contract).
 */

/**
 * `domain` and every domain it is under, of two labels or more: `mail.spam.com` ->
 * `["mail.spam.com", "spam.com"]`. A domain entry blocks each of these (and never `notspam.com`:
 * only whole labels are dropped).
 */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/**
 * Whether `email` is on the block list (docs/product.md#abuse-defences), compared in canonical form
 * (`canonicalAddress` in the contract, the form entries are stored in):
 * - an address entry matches every spelling of its address: `eve@example.com` blocks
 *   `Eve+promo@Example.com`, `jane@gmail.com` blocks `j.ane@googlemail.com`;
 * - a domain entry matches its domain and every subdomain: `spam.com` blocks `x@spam.com` and
 *   `x@mail.spam.com`, not `x@notspam.com`; `x@ｓｐａｍ.com` (full-width) is `x@spam.com`.
 *
 * @throws whatever D1 throws.
 */
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
 * Adds `entry`, in the canonical form `blockEntryOf` reads it in (an entry already there keeps its
 * first date and author).
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
