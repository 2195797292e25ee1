import { CONFIRMATION_CHANNEL } from "./deliveries.ts";

/**
 * Whether a confirmation was already sent to `email` (compared lower-cased) for another inquiry
 * since `sinceIso` (docs/product.md#the-confirmation: at most one per address per 24 hours).
 *
 * @param exceptInquiryId - the inquiry asking (its own record does not count).
 * @throws whatever D1 throws.
 */
export async function confirmationSentTo(
  db: D1Database,
  email: string,
  sinceIso: string,
  exceptInquiryId: string,
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM deliveries d JOIN inquiries i ON i.id = d.inquiry_id
       WHERE d.channel = ? AND d.status IN ('sent', 'delivered', 'bounced', 'complained')
         AND d.updated_at >= ? AND d.inquiry_id <> ? AND lower(i.email) = ? LIMIT 1`,
    )
    .bind(CONFIRMATION_CHANNEL, sinceIso, exceptInquiryId, email.trim().toLowerCase())
    .first<{ hit: number }>();
  return row !== null;
}
