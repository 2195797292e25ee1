/**
 * Claims the alert for `cause` at `now` (ms), one per `windowMs` (docs/reference.md#operator-alerts).
 * @returns `true` when the caller may send it; throws what D1 throws.
 */
export async function claimAlert(
  db: D1Database,
  cause: string,
  inquiryId: string,
  now: number,
  windowMs: number,
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const cutoff = new Date(now - windowMs).toISOString();
  const result = await db
    .prepare(
      `INSERT INTO alerts (cause, last_sent_at, inquiry_id) VALUES (?, ?, ?)
       ON CONFLICT (cause) DO UPDATE SET last_sent_at = excluded.last_sent_at, inquiry_id = excluded.inquiry_id
       WHERE alerts.last_sent_at <= ?`,
    )
    .bind(cause, at, inquiryId, cutoff)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
