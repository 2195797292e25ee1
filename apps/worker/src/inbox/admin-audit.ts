/** What the operator did, as the audit trail `admin_audit` records it (docs/reference.md#audit-trail). */
export type AdminAction =
  | "resend"
  | "retry"
  | "erase"
  | "not_spam"
  | "mark_spam"
  | "block"
  | "unblock"
  | "test_inquiry";

/** One audited admin write. */
export type AdminActionRecord = {
  /** ISO 8601 UTC. */
  at: string;
  /** The verified Access identity's email, or `local` in development. */
  actor: string;
  action: AdminAction;
  /** The inquiry acted on; `""` for a block-list change made from the list itself. */
  inquiryId: string;
  /** A short note; no visitor data but a block-list change's address or domain. */
  detail: string | null;
};

/** Records one admin write; throws what D1 throws. */
export async function recordAdminAction(db: D1Database, record: AdminActionRecord): Promise<void> {
  await db
    .prepare("INSERT INTO admin_audit (at, actor, action, inquiry_id, detail) VALUES (?, ?, ?, ?, ?)")
    .bind(record.at, record.actor, record.action, record.inquiryId, record.detail)
    .run();
}
