import type { Inquiry } from "@clearwell/contract";
import type { OutgoingEmail } from "../email/outgoing-email.ts";
import { archiveBinding } from "./archive-binding.ts";
import { type InquiryRow, toInquiry } from "./inquiry-row.ts";
import { deliverAndRecord } from "./record-delivery.ts";

/** How long the provider (Resend) remembers an idempotency key, in milliseconds (24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Resend's limit on an idempotency key's length, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 256;

/**
 * The idempotency key a delivery of `row` uses at `now` (ms since the epoch): the stored one while
 * it is younger than 24 hours (so a retry the provider already took is a no-op), else a new one,
 * `<id>-r<n>` with `n` one more than the stored key's (`<id>-r1` first), at most 256 characters.
 */
export function idempotencyKeyAt(
  row: Pick<InquiryRow, "id" | "idempotency_key" | "idempotency_key_at">,
  now: number,
): { key: string; renewed: boolean } {
  const firstUsed = Date.parse(row.idempotency_key_at);
  if (Number.isFinite(firstUsed) && now - firstUsed < IDEMPOTENCY_WINDOW_MS) {
    return { key: row.idempotency_key, renewed: false };
  }
  const previous = /-r(\d+)$/.exec(row.idempotency_key);
  const key = `${row.id}-r${previous ? Number(previous[1]) + 1 : 1}`;
  return { key: key.slice(0, MAX_IDEMPOTENCY_KEY_LENGTH), renewed: true };
}

/**
 * Delivers a stored inquiry now (docs/architecture.md#the-inquiry-archive): the operator's re-send
 * (`reason: "resend"`, for `failed`, `dead`, `queued` and `spam` rows - the admin route refuses
 * other statuses itself) and the sweep (`reason: "sweep"`, for rows left in `received`). It sends
 * the stored email with the provider configured now, using the stored idempotency key, or a new
 * `<id>-r<n>` when the stored one was first used 24 hours ago or more (the provider's window); on
 * a retryable failure it puts the inquiry on the queue. The row's status, attempts, last_error,
 * provider_message_id and updated_at change as docs/architecture.md#inquiry-statuses says
 * (`sent`; `queued`; `failed` when refused for good or no provider is configured; `received` when
 * neither the provider nor the queue took it, for the next sweep), with one history entry.
 *
 * @returns the updated inquiry, or `null` when no inquiry has this id.
 * @throws Error when the `DB` binding is missing; whatever D1 throws while reading the row
 *   (callers answer 503 `archive_unavailable`). A failure to record the outcome after sending is
 *   logged (`archive_unavailable`), then the read of the updated row decides.
 */
export async function deliverStoredInquiry(
  env: Env,
  id: string,
  options: { reason: "sweep" | "resend" },
): Promise<Inquiry | null> {
  const db = archiveBinding(env);
  if (!db) throw new Error("The DB binding (the inquiry archive) is not configured.");
  const select = db.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id);
  const row = await select.first<InquiryRow>();
  if (!row) return null;
  const { key, renewed } = idempotencyKeyAt(row, Date.now());
  await deliverAndRecord(
    env,
    db,
    {
      id,
      idempotencyKey: key,
      renewedKey: renewed,
      email: JSON.parse(row.email_json) as OutgoingEmail,
      apiKeyEnvName: row.api_key_env_name,
    },
    `${options.reason} from ${row.status}`,
  );
  const updated = await select.first<InquiryRow>();
  return updated ? toInquiry(updated) : null;
}
