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
import { apiError } from "../core/api-error.ts";
import type { InquiryRow } from "../core/inquiry-row.ts";
import { confirmationState, readServerSettings } from "../core/server-settings.ts";
import { composeEmail } from "../delivery/email/compose-email.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL } from "../delivery/records/deliveries.ts";
import { readInquiryRow } from "../delivery/records/inquiry-records.ts";
import { endDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { retryDelivery } from "../delivery/run/retry-delivery.ts";
import { addBlockedSender, domainAndParents } from "../intake/spam/block-list.ts";

/**
 * The operator's corrections of spam verdicts (docs/product.md#operator-inbox): "Not spam",
 * "Mark as spam" and the block list's entries. Each names who did it (the verified Access identity,
 * or `local`) in the inquiry's history; the routes record them in the audit trail.
 */

/**
 * The business's own domains, which no block-list entry may match: the sender address's, every
 * recipient's and the company's contact address's, in canonical form (`canonicalAddress`).
 */
function businessDomains(env: Env): string[] {
  const settings = readServerSettings(env);
  return [settings.fromAddress, ...settings.recipients, COMPANY_CONTACT.email]
    .map((address) => domainOf(canonicalAddress(address) ?? address))
    .filter(Boolean);
}

/**
 * Reads what the operator typed as a block-list entry and checks it may be blocked.
 *
 * @returns the entry in canonical form (`blockEntryOf`), as the block list stores it.
 * @throws HTTPException 400 `block_entry_invalid` when it is neither an address nor a domain; 400
 *   `block_not_allowed` when it would block the business's own domain: an address at it, the
 *   domain itself or a domain it is under (a domain entry also blocks its subdomains).
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
 * "Not spam" on inquiry `id`: composes its email from the five stored fields (as the Contact form
 * would have, to the first of `CONTACT_RECIPIENTS`), makes it `received` with no spam reason, notes
 * `not spam, corrected by <actor> (was <reason>)` in its history, and delivers it through every
 * channel like a new inquiry (`retryDelivery` of its email, and of the visitor's confirmation while
 * `AUTORESPONDER` is on; the run opens the other channels).
 *
 * @returns the row after the correction, or `null` when no inquiry has this id.
 * @throws HTTPException 409 `inquiry_not_spam` when it is not spam; 403 `recipient_not_allowed`
 *   when no recipient is configured; whatever D1 throws.
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
  const email = composeEmail(request, { to, fromAddress: settings.fromAddress });
  const at = new Date().toISOString();
  const note = `not spam, corrected by ${actor} (was ${row.spam_reason ?? "spam"})`;
  await db.batch([
    db
      .prepare(
        "UPDATE inquiries SET status = 'received', spam_reason = NULL, email_json = ?, updated_at = ? WHERE id = ? AND status = 'spam'",
      )
      .bind(JSON.stringify(email), at, id),
    db
      .prepare(
        "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, 'received', ? WHERE changes() > 0",
      )
      .bind(id, at, note),
  ]);
  const channels = confirmationState(env).on ? [EMAIL_CHANNEL, CONFIRMATION_CHANNEL] : [EMAIL_CHANNEL];
  return retryDelivery(env, id, channels, note);
}

/**
 * "Mark as spam" on inquiry `id`: it becomes `spam` with reason `operator` (its delivery records
 * stay, its run is ended and every channel still `pending` or `queued` ends `skipped` with
 * `last_error` `spam`, so nothing more is sent), noted `marked as spam by <actor> (was
 * <status>)`; with `block`, the sender's address or domain joins the block list in the same D1
 * batch. A spam inquiry is kept 7 days from this change (docs/reference.md#retention-and-erasure).
 *
 * @returns the row after the change, or `null` when no inquiry has this id.
 * @throws HTTPException 409 `inquiry_already_spam`; 400 `block_not_allowed` (the sender is at the
 *   business's own domain) or `block_entry_invalid`; whatever D1 throws.
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
        "UPDATE inquiries SET status = 'spam', spam_reason = 'operator', updated_at = ? WHERE id = ? AND status <> 'spam'",
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
