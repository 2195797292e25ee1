/**
 * Claims the one confirmation per canonical `address` for `inquiryId`, atomically: taken when free,
 * older than `sinceIso`, or already this inquiry's (docs/product.md#the-confirmation).
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
