import {
  type AnswerClock,
  type Inquiry,
  type InquiryStatus,
  LEAD_SOURCE_COLUMNS,
  type LeadSourceColumn,
  type LeadStatus,
  type SpamReason,
} from "@clearwell/contract";

/** How every inquiry's id starts: the idempotency key's prefix, also the spam decoy's. */
export const INQUIRY_ID_PREFIX = "inquiry-";

/** A row's `LEAD_SOURCE_COLUMNS` (docs/product.md#where-leads-come-from), `null` when not known. */
export type LeadSourceRow = Record<LeadSourceColumn, string | null>;

/** One `inquiries` row as D1 returns it: times ISO 8601 UTC text, `phone` `""` when not given. */
export type InquiryRow = {
  id: string;
  received_at: string;
  updated_at: string;
  status: InquiryStatus;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The composed `OutgoingEmail` as JSON; `''` for spam stored before any email was composed. */
  email_json: string;
  api_key_env_name: string;
  idempotency_key: string;
  idempotency_key_at: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  /** Why it is spam (one of `SPAM_REASONS`), `null` when it was judged clean. */
  spam_reason: SpamReason | null;
  photo_count: number;
  /** 1 when photos came but were not kept (the day's limit on stored photos), else 0. */
  photos_not_kept: number;
  /** Answering (docs/product.md#answering-inquiries): `null` lead status for spam and tests, `null` due: no target. */
  lead_status: LeadStatus | null;
  due_at: string | null;
  due_soon_at: string | null;
  answered_at: string | null;
  first_answer_minutes: number | null;
  /** When the answer clock started if not at `received_at` (a Not spam correction); `null`: received. */
  clock_started_at: string | null;
  job_value_usd: number | null;
  lost_reason: string | null;
  due_soon_reminded_at: string | null;
  overdue_reminded_at: string | null;
} & LeadSourceRow;

/** `now` (epoch ms) as ISO 8601 UTC text, the format of every time column of the archive. */
export function nowIso(now: number = Date.now()): string {
  return new Date(now).toISOString();
}

/** The columns the operator's views read (everything but the stored email and the key bookkeeping). */
export const INQUIRY_SUMMARY_COLUMNS = `id, received_at, updated_at, status, name, email, phone, subject, message, attempts, last_error, provider_message_id, spam_reason, photo_count, ${LEAD_SOURCE_COLUMNS.join(", ")}, lead_status, due_at, answered_at, first_answer_minutes, clock_started_at, job_value_usd, lost_reason`;

/** The part of an {@link InquiryRow} that {@link inquiryFromRow} reads. */
export type InquirySummaryRow = Pick<
  InquiryRow,
  | "id"
  | "received_at"
  | "updated_at"
  | "status"
  | "name"
  | "email"
  | "phone"
  | "subject"
  | "message"
  | "attempts"
  | "last_error"
  | "provider_message_id"
  | "spam_reason"
  | "photo_count"
  | LeadSourceColumn
  | "lead_status"
  | "due_at"
  | "answered_at"
  | "first_answer_minutes"
  | "clock_started_at"
  | "job_value_usd"
  | "lost_reason"
>;

/** The clock of a row as of now (the answering module's `answerClockReader`). */
export type AnswerClockOf = (row: InquirySummaryRow) => AnswerClock | null;

/** A row as the admin API's `Inquiry` (docs/product.md#operator-inbox), the clock from `clockOf`. */
export function inquiryFromRow(row: InquirySummaryRow, clockOf: AnswerClockOf): Inquiry {
  return {
    leadStatus: row.lead_status ?? null,
    dueAt: row.due_at ?? null,
    answeredAt: row.answered_at ?? null,
    firstAnswerMinutes: row.first_answer_minutes ?? null,
    jobValueUsd: row.job_value_usd ?? null,
    lostReason: row.lost_reason ?? null,
    answerClock: clockOf(row),
    id: row.id,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
    status: row.status,
    fields: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
    },
    attempts: row.attempts,
    lastError: row.last_error,
    providerMessageId: row.provider_message_id,
    spamReason: row.spam_reason ?? null,
    photoCount: row.photo_count ?? 0,
  };
}
