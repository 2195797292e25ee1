import {
  BLOCK_ENTRY_MESSAGES,
  type BlockEntry,
  type BlockedSenderKind,
  blockEntryOf,
  buildContactRequest,
  COMPANY_CONTACT,
  canonicalAddress,
  domainOf,
  type InquiryStatus,
  sendEmailRequestSchema,
} from "@clearwell/contract";
import { dueTimesOf } from "../answering/answer-clock.ts";
import { isTestInquiry } from "../archive/store-inquiry.ts";
import { apiError } from "../core/api-error.ts";
import type { InquiryRow } from "../core/inquiry-row.ts";
import { confirmationState, readServerSettings } from "../core/server-settings.ts";
import { composeEmail } from "../delivery/email/compose-email.ts";
import { photoNoteOptions } from "../delivery/email/photo-note.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL } from "../delivery/records/deliveries.ts";
import { readInquiryRow } from "../delivery/records/inquiry-records.ts";
import { endDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { retryDelivery } from "../delivery/run/retry-delivery.ts";
import { addBlockedSender, domainAndParents } from "../intake/spam/block-list.ts";

/** The business's own domains (sender, recipients, company), canonical, which no block may match. */
function businessDomains(env: Env): string[] {
  const settings = readServerSettings(env);
  return [settings.fromAddress, ...settings.recipients, COMPANY_CONTACT.email]
    .map((address) => domainOf(canonicalAddress(address) ?? address))
    .filter(Boolean);
}

/**
 * The block-list entry the operator typed, canonical (docs/product.md#operator-inbox).
 * @throws HTTPException 400 `block_entry_invalid`, or `block_not_allowed` for the business's own domain.
 */
export function allowedBlockEntry(env: Env, text: string): BlockEntry {
  const entry = blockEntryOf(text);
  if (!entry) {
    throw apiError(400, "block_entry_invalid", BLOCK_ENTRY_MESSAGES.invalid);
  }
  const owned = businessDomains(env);
  const blocksOwn =
    entry.kind === "domain"
      ? owned.some((domain) => domainAndParents(domain).includes(entry.value))
      : owned.includes(domainOf(entry.value));
  if (blocksOwn) {
    throw apiError(400, "block_not_allowed", BLOCK_ENTRY_MESSAGES.notAllowed);
  }
  return entry;
}

/**
 * "Not spam" by `actor` on inquiry `id` (docs/product.md#operator-inbox); `null` when there is none.
 * @throws HTTPException 409 `inquiry_not_spam`, 403 `recipient_not_allowed`; whatever D1 throws.
 */
export async function markNotSpam(
  env: Env,
  db: D1Database,
  id: string,
  actor: string,
): Promise<InquiryRow | null> {
  const row = await readInquiryRow(db, id);
  if (!row) return null;
  if (row.status !== "spam")
    throw apiError(409, "inquiry_not_spam", `This inquiry is ${row.status}, not spam.`);
  const settings = readServerSettings(env);
  const to = settings.recipients[0];
  if (!to) throw apiError(403, "recipient_not_allowed", "No recipient is configured (CONTACT_RECIPIENTS).");
  const request = sendEmailRequestSchema.parse(
    buildContactRequest(
      { name: row.name, email: row.email, phone: row.phone, subject: row.subject, message: row.message },
      { honeypot: "" },
    ),
  );
  // The photos kept with the spam are announced now, by count and inbox link (docs/product.md#the-email).
  const photos = photoNoteOptions(env, id, row.photo_count ?? 0);
  const email = composeEmail(request, { to, fromAddress: settings.fromAddress, ...photos });
  const at = new Date().toISOString();
  const note = `not spam, corrected by ${actor} (was ${row.spam_reason ?? "spam"})`;
  // A New lead from now on, never answered: its clock starts now (docs/product.md#answering-inquiries).
  // A Setup panel test stays what it was: no lead, no clock.
  const lead = isTestInquiry(id)
    ? { status: null, dueAt: null, dueSoonAt: null, clockStartedAt: null }
    : { status: "new", ...dueTimesOf(env, Date.parse(at)), clockStartedAt: at };
  await db.batch([
    db
      .prepare(
        `UPDATE inquiries SET status = 'received', spam_reason = NULL, email_json = ?, updated_at = ?,
           lead_status = ?, due_at = ?, due_soon_at = ?, answered_at = NULL, first_answer_minutes = NULL,
           job_value_usd = NULL, lost_reason = NULL,
           clock_started_at = ?,
           due_soon_reminded_at = NULL, overdue_reminded_at = NULL
         WHERE id = ? AND status = 'spam'`,
      )
      .bind(JSON.stringify(email), at, lead.status, lead.dueAt, lead.dueSoonAt, lead.clockStartedAt, id),
    db
      .prepare(
        "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, 'received', ? WHERE changes() > 0",
      )
      .bind(id, at, note),
    // The channels Mark as spam ended while they waited (`skipped`, `spam`) wait again.
    db
      .prepare(
        `INSERT INTO delivery_events (inquiry_id, channel, at, status, detail)
         SELECT inquiry_id, channel, ?, 'pending', ? FROM deliveries
         WHERE inquiry_id = ? AND status = 'skipped' AND last_error = 'spam'`,
      )
      .bind(at, note, id),
    db
      .prepare(
        `UPDATE deliveries SET status = 'pending', last_error = NULL, updated_at = ?
         WHERE inquiry_id = ? AND status = 'skipped' AND last_error = 'spam'`,
      )
      .bind(at, id),
  ]);
  const channels = confirmationState(env).on ? [EMAIL_CHANNEL, CONFIRMATION_CHANNEL] : [EMAIL_CHANNEL];
  return retryDelivery(env, id, channels, note);
}

/**
 * "Mark as spam" by `actor` on inquiry `id`, `block` in the same D1 batch (docs/product.md#operator-inbox);
 * `null` when there is none.
 * @throws HTTPException 409 `inquiry_already_spam`, 400 `block_not_allowed` or `block_entry_invalid`.
 */
export async function markSpam(
  env: Env,
  db: D1Database,
  id: string,
  actor: string,
  block: BlockedSenderKind | "none",
): Promise<InquiryRow | null> {
  const row = await readInquiryRow(db, id);
  if (!row) return null;
  if (row.status === "spam") throw apiError(409, "inquiry_already_spam", "This inquiry is already spam.");
  const entry =
    block === "none"
      ? null
      : allowedBlockEntry(env, block === "address" ? row.email : domainOf(row.email.toLowerCase()));
  const at = new Date().toISOString();
  const was: InquiryStatus = row.status;
  await endDeliveryRun(env, id);
  await db.batch([
    db
      .prepare(
        "UPDATE inquiries SET status = 'spam', spam_reason = 'operator', lead_status = NULL, updated_at = ? WHERE id = ? AND status <> 'spam'",
      )
      .bind(at, id),
    db
      .prepare(
        "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, 'spam', ? WHERE changes() > 0",
      )
      .bind(id, at, `marked as spam by ${actor} (was ${was})`),
    // Channels still waiting end here, so no later run (the scheduled start, a repeat) sends them.
    db
      .prepare(
        `INSERT INTO delivery_events (inquiry_id, channel, at, status, detail)
         SELECT inquiry_id, channel, ?, 'skipped', 'marked as spam' FROM deliveries
         WHERE inquiry_id = ? AND status IN ('pending', 'queued')`,
      )
      .bind(at, id),
    db
      .prepare(
        "UPDATE deliveries SET status = 'skipped', last_error = 'spam', updated_at = ? WHERE inquiry_id = ? AND status IN ('pending', 'queued')",
      )
      .bind(at, id),
  ]);
  if (entry) await addBlockedSender(db, entry, actor, at);
  return readInquiryRow(db, id);
}
