import {
  type InquiryStatus,
  LEAD_SOURCE_COLUMNS,
  type LeadSource,
  type ParsedSendEmailRequest,
  type SpamReason,
} from "@clearwell/contract";
import { orWhenArchiveFails } from "../core/archive.ts";
import { INQUIRY_ID_PREFIX, type InquiryRow } from "../core/inquiry-row.ts";
import type { OutgoingEmail } from "../core/outgoing-email.ts";
import { leadSourceValues } from "../leads/lead-source-columns.ts";

/** One inquiry to store (docs/architecture.md#the-inquiry-archive). */
export type NewInquiry = {
  /** The id answered to the visitor: the submission's idempotency key (`inquiry-` + 64 hex). */
  id: string;
  status: Extract<InquiryStatus, "received" | "spam">;
  /** The visitor's five fields, trimmed (`phone` `""` when not given). */
  fields: Pick<InquiryRow, "name" | "email" | "phone" | "subject" | "message">;
  /** The composed email, so a re-send sends exactly it; `null` for spam (`email_json` `''`). */
  email: OutgoingEmail | null;
  spamReason: SpamReason | null;
  /** The env setting holding the provider key (never the key). */
  apiKeyEnvName: string;
  /** When it was received, ISO 8601 UTC. */
  at: string;
  /** Where the lead came from, clean (docs/product.md#where-leads-come-from); absent: unknown. */
  source?: LeadSource;
  /**
   * How many photos were stored with it in the PHOTOS bucket (docs/reference.md#photos), the
   * `photo_count` the notifications read; default 0.
   */
  photoCount?: number;
  /**
   * A clean inquiry's due times (docs/product.md#answering-inquiries), ISO 8601 UTC; absent or
   * `null`: no target. Every clean inquiry but a Setup test is stored with the lead status `new`.
   */
  dueAt?: string | null;
  dueSoonAt?: string | null;
  /** The upload the photos are under (`inquiries/<id>/<upload>/<n>`), `null` or absent without. */
  photoUpload?: string | null;
  /** Whether photos came but were not kept (the day's `PHOTOS_DAILY_BYTES`); default `false`. */
  photosNotKept?: boolean;
};

/** A request's five fields as stored: trimmed, `phone` `""` when not given. */
export function storedFieldsOf(request: ParsedSendEmailRequest): NewInquiry["fields"] {
  const { name, email, phone, subject, message } = request;
  return {
    name: name.trim(),
    email: email.trim(),
    phone: phone.trim(),
    subject: subject.trim(),
    message: message.trim(),
  };
}

/** The ids of the Setup panel's test inquiries start so: they get no lead status. */
export const TEST_INQUIRY_ID_PREFIX = "inquiry-test-";

/** Whether inquiry `id` is a Setup panel test ({@link TEST_INQUIRY_ID_PREFIX}): never a lead. */
export function isTestInquiry(id: string): boolean {
  return id.startsWith(TEST_INQUIRY_ID_PREFIX);
}

/** What the archive already held for this id before the insert (`null`: the row is new). */
export type StoreOutcome = { existing: Pick<InquiryRow, "status"> | null };

const INSERT_INQUIRY = `INSERT INTO inquiries (id, received_at, updated_at, status, name, email, phone, subject,
  message, email_json, api_key_env_name, idempotency_key, idempotency_key_at, attempts, spam_reason, photo_count,
  photo_upload, photos_not_kept, ${LEAD_SOURCE_COLUMNS.join(", ")}, lead_status, due_at, due_soon_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ${LEAD_SOURCE_COLUMNS.map(() => "?").join(", ")}, ?, ?, ?)
  ON CONFLICT(id) DO NOTHING`;

/** The history entry of a new row; `changes()` is 0 when the insert hit an existing id. */
const INSERT_FIRST_EVENT =
  "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, ?, ? WHERE changes() > 0";

/** The statements {@link storeInquiry} runs in one D1 `batch`: the row and its first history entry. */
export function storeStatements(db: D1Database, inquiry: NewInquiry): D1PreparedStatement[] {
  const { id, at, fields } = inquiry;
  const lead = inquiry.status === "received" && !isTestInquiry(id);
  return [
    db.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id),
    db
      .prepare(INSERT_INQUIRY)
      .bind(
        id,
        at,
        at,
        inquiry.status,
        fields.name,
        fields.email,
        fields.phone,
        fields.subject,
        fields.message,
        inquiry.email ? JSON.stringify(inquiry.email) : "",
        inquiry.apiKeyEnvName,
        id,
        at,
        inquiry.spamReason,
        inquiry.photoCount ?? 0,
        inquiry.photoUpload ?? null,
        inquiry.photosNotKept ? 1 : 0,
        ...leadSourceValues(inquiry.source),
        lead ? "new" : null,
        lead ? (inquiry.dueAt ?? null) : null,
        lead ? (inquiry.dueSoonAt ?? null) : null,
      ),
    db.prepare(INSERT_FIRST_EVENT).bind(id, at, inquiry.status, inquiry.spamReason),
  ];
}

/**
 * Stores one inquiry in one D1 `batch`, an existing id left as it is (docs/architecture.md#the-inquiry-archive).
 * @returns the status the row already had, or `existing: null` when this call created it.
 * @throws whatever D1 throws (unreachable, missing table); nothing is stored then.
 */
export async function storeInquiry(db: D1Database, inquiry: NewInquiry): Promise<StoreOutcome> {
  const [before] = await db.batch<Pick<InquiryRow, "status">>(storeStatements(db, inquiry));
  return { existing: before?.results[0] ?? null };
}

/**
 * The newest stored inquiry of submission `key` (`key` itself or `<key>-d<day>`), or `null`.
 * @throws whatever D1 throws.
 */
async function findLatestInquiryOf(
  db: D1Database,
  key: string,
): Promise<Pick<InquiryRow, "id" | "received_at"> | null> {
  return db
    .prepare(
      // A range, not LIKE: D1 refuses LIKE patterns this long. `<key>-d...` sorts between these two.
      "SELECT id, received_at FROM inquiries WHERE id = ? OR (id > ? AND id < ?) ORDER BY received_at DESC LIMIT 1",
    )
    .bind(key, `${key}-d`, `${key}-e`)
    .first<Pick<InquiryRow, "id" | "received_at">>();
}

/** The parts of a submission that make it the same inquiry. */
export type SubmissionIdentity = {
  recipient: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/**
 * The idempotency key of a submission, also the inquiry's `id` (docs/decisions.md#idempotency-key):
 * `inquiry-` + the hex SHA-256 of the JSON array of its trimmed parts, recipient and email lower-cased
 * (72 characters; Resend allows 256).
 */
export async function idempotencyKeyFor(submission: SubmissionIdentity): Promise<string> {
  const canonical = JSON.stringify([
    submission.recipient.trim().toLowerCase(),
    submission.name.trim(),
    submission.email.trim().toLowerCase(),
    submission.phone.trim(),
    submission.subject.trim(),
    submission.message.trim(),
  ]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${INQUIRY_ID_PREFIX}${hex}`;
}

/** One day in ms: a repeat of a submission within it is the same inquiry. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The id of this submission's inquiry: its key ({@link idempotencyKeyFor}), its newest inquiry's id
 * within 24 hours, else `<key>-d<days since the epoch>` (docs/decisions.md#idempotency-key). When D1
 * fails it is `<key>-d<day>` too: never an older inquiry's id, whose run would take it for a repeat.
 * @param now - ms since the epoch.
 * @returns the id, and whether a stored inquiry already has it (`null`: not known, D1 failed).
 */
export async function inquiryIdFor(
  db: D1Database,
  submission: SubmissionIdentity,
  now: number,
): Promise<{ id: string; stored: boolean | null }> {
  const key = await idempotencyKeyFor(submission);
  const latest = await orWhenArchiveFails(
    "find",
    key,
    () => findLatestInquiryOf(db, key),
    () => undefined,
  );
  const dayId = `${key}-d${Math.floor(now / DAY_MS)}`;
  if (latest === undefined) return { id: dayId, stored: null };
  if (latest && now - Date.parse(latest.received_at) < DAY_MS) return { id: latest.id, stored: true };
  return { id: latest ? dayId : key, stored: false };
}
