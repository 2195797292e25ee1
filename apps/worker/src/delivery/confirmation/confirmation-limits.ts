import { canonicalAddress } from "@clearwell/contract";
import { bumpDailyCount } from "../../core/daily-counts.ts";
import type { InquiryRow } from "../../core/inquiry-row.ts";
import type { ServerSettings } from "../../core/server-settings.ts";
import type { DeliveryRow } from "../records/deliveries.ts";

/**
 * Claims the one confirmation per canonical `address` for `inquiryId`, atomically: taken when free,
 * older than `sinceIso`, or already this inquiry's (docs/product.md#the-confirmation).
 * @returns `true` when this inquiry holds the claim, `false` when another inquiry does.
 * @throws whatever D1 throws.
 */
async function claimConfirmation(
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

/** One day in ms: the window of the one-per-address limit. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the confirmation must not be sent at `nowMs` (ms), or `null` (docs/product.md#the-confirmation).
 * Only a first try is checked and counted: a retry is never skipped nor counted twice.
 * @throws whatever D1 throws (the step retries).
 */
export async function confirmationSkipReason(
  db: D1Database,
  inquiry: InquiryRow,
  delivery: DeliveryRow,
  settings: ServerSettings,
  nowMs: number,
): Promise<"address_limit" | "daily_limit" | null> {
  if (delivery.attempts > 0) return null;
  const since = new Date(nowMs - DAY_MS).toISOString();
  const address = canonicalAddress(inquiry.email) ?? inquiry.email.trim().toLowerCase();
  const claimed = await claimConfirmation(db, address, inquiry.id, new Date(nowMs).toISOString(), since);
  if (!claimed) return "address_limit";
  const tried = await bumpDailyCount(db, "confirmation", nowMs);
  return tried > settings.autoresponderDailyLimit ? "daily_limit" : null;
}
