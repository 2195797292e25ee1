/**
 * Claims the one confirmation per address per 24 h (docs/product.md#the-confirmation) for
 * `inquiryId`, atomically in one D1 statement: the claim on the canonical `address` is taken when
 * there is none, when the one there is older than `sinceIso`, or when it is this inquiry's already
 * (a retry). Two inquiries racing for one address, or two spellings of it, get one claim; a pending
 * confirmation counts as much as a sent one.
 *
 * @param address - the canonical address (`canonicalAddress` in the contract).
 * @returns `true` when this inquiry holds the claim, `false` when another inquiry does.
 * @throws whatever D1 throws.
 */
export async function claimConfirmation(
  db: D1Database,
  address: string,
  inquiryId: string,
  nowIso: string,
  sinceIso: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO confirmation_claims (address, inquiry_id, claimed_at) VALUES (?, ?, ?)
       ON CONFLICT (address) DO UPDATE SET inquiry_id = excluded.inquiry_id, claimed_at = excluded.claimed_at
       WHERE confirmation_claims.claimed_at < ? OR confirmation_claims.inquiry_id = excluded.inquiry_id`,
    )
    .bind(address, inquiryId, nowIso, sinceIso)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
