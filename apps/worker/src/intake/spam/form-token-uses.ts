/** A form token is accepted at most this many times in its life (docs/product.md#abuse-defences). */
export const FORM_TOKEN_MAX_USES = 5;

/**
 * Counts one more use of `token` as written (only its canonical spelling gets here) atomically.
 * @returns its uses, this one included; throws what D1 throws.
 */
export async function countFormTokenUse(db: D1Database, token: string, nowIso: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO form_token_uses (token, uses, first_used_at) VALUES (?, 1, ?)
       ON CONFLICT (token) DO UPDATE SET uses = uses + 1 RETURNING uses`,
    )
    .bind(token, nowIso)
    .first<{ uses: number }>();
  return row?.uses ?? 1;
}
