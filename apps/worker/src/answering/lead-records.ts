import { ANSWERING_LEAD_STATUSES, type LeadStatus } from "@clearwell/contract";
import type { InquiryRow } from "../core/inquiry-row.ts";
import { firstAnswerMinutes } from "./answer-clock.ts";

/** How a lead status changed: the Lead status control, Mark as answered, or a first reply. */
export type LeadChangeVia = "change" | "mark_answered" | "reply";

/** One lead-status change: the new status and Won's value / Lost's reason (`null`: none). */
export type LeadChange = {
  status: LeadStatus;
  jobValueUsd: number | null;
  lostReason: string | null;
  via: LeadChangeVia;
};

/** What a change found: done, no such inquiry, or one without a lead status (spam, Setup test). */
export type LeadChangeResult = "changed" | "not_found" | "not_answerable" | "not_new";

/** The row fields a change reads. */
type LeadRow = Pick<InquiryRow, "id" | "received_at" | "clock_started_at" | "lead_status" | "answered_at">;

/** Whether changing to `status` answers the inquiry (sets its answered-at once). */
function answers(status: LeadStatus): boolean {
  return (ANSWERING_LEAD_STATUSES as readonly LeadStatus[]).includes(status);
}

/** The row's lead fields, or `null` when there is no such inquiry; throws what D1 throws. */
export function readLeadRow(db: D1Database, id: string): Promise<LeadRow | null> {
  return db
    .prepare("SELECT id, received_at, clock_started_at, lead_status, answered_at FROM inquiries WHERE id = ?")
    .bind(id)
    .first<LeadRow>();
}

/** An extra SQL condition (`sql` with `?` placeholders, and their `params`) a statement requires. */
export type SqlCondition = { sql: string; params: unknown[] };

/**
 * The statements that change `row`'s lead status as `change` says and add its timeline entry, in
 * one D1 `batch` (docs/product.md#answering-inquiries): answered-at (and its office minutes) set
 * once by Answered, Quoted, Won or Lost; Won keeps its value and Lost its reason, other statuses
 * neither. Changes nothing when the status changed since `row` was read, or `onlyIf` is false.
 */
export function leadChangeStatements(
  env: Env,
  row: LeadRow & { lead_status: LeadStatus },
  change: LeadChange,
  actor: string,
  at: string,
  onlyIf: SqlCondition = { sql: "1", params: [] },
): D1PreparedStatement[] {
  const db = env.DB;
  const answeredNow = answers(change.status) && !row.answered_at;
  const minutes = answeredNow ? firstAnswerMinutes(env, row, at) : null;
  const jobValue = change.status === "won" ? change.jobValueUsd : null;
  const lostReason = change.status === "lost" && change.lostReason ? change.lostReason : null;
  return [
    db
      .prepare(
        `UPDATE inquiries SET lead_status = ?, job_value_usd = ?, lost_reason = ?,
           answered_at = coalesce(answered_at, ?), first_answer_minutes = coalesce(first_answer_minutes, ?)
         WHERE id = ? AND lead_status = ? AND ${onlyIf.sql}`,
      )
      .bind(
        change.status,
        jobValue,
        lostReason,
        answeredNow ? at : null,
        minutes,
        row.id,
        row.lead_status,
        ...onlyIf.params,
      ),
    db
      .prepare(
        `INSERT INTO inquiry_timeline (inquiry_id, at, actor, kind, lead_from, lead_to, via, job_value_usd, lost_reason)
         SELECT ?, ?, ?, 'lead_status', ?, ?, ?, ?, ? WHERE changes() > 0`,
      )
      .bind(row.id, at, actor, row.lead_status, change.status, change.via, jobValue, lostReason),
  ];
}

/**
 * Changes inquiry `id`'s lead status (the Lead status control, or Mark as answered with
 * `onlyFromNew`), read again when another change won the race (an error after three races).
 * Throws what D1 throws.
 * @returns `changed`, `not_found`, `not_answerable` (no lead status), or `not_new` (`onlyFromNew`).
 */
export async function changeLeadStatus(
  env: Env,
  id: string,
  change: LeadChange,
  actor: string,
  options: { onlyFromNew?: boolean } = {},
): Promise<LeadChangeResult> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await readLeadRow(env.DB, id);
    if (!row) return "not_found";
    if (!row.lead_status) return "not_answerable";
    if (options.onlyFromNew && row.lead_status !== "new") return "not_new";
    const at = new Date().toISOString();
    const statements = leadChangeStatements(env, { ...row, lead_status: row.lead_status }, change, actor, at);
    const [updated] = await env.DB.batch(statements);
    if ((updated?.meta.changes ?? 0) > 0) return "changed";
  }
  throw new Error("The lead status kept changing while it was being changed.");
}

/**
 * Adds a private note to inquiry `id`'s timeline (any inquiry the archive holds, spam included).
 * @returns whether the inquiry exists; throws what D1 throws.
 */
export async function addNote(db: D1Database, id: string, note: string, actor: string): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO inquiry_timeline (inquiry_id, at, actor, kind, note)
       SELECT id, ?, ?, 'note', ? FROM inquiries WHERE id = ?`,
    )
    .bind(new Date().toISOString(), actor, note, id)
    .run();
  return result.meta.changes > 0;
}
