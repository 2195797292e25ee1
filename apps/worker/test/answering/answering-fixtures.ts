import { env } from "cloudflare:workers";
import type { InquiryRow } from "../../src/core/inquiry-row.ts";
import { inquiryRow, seedInquiries } from "../helpers/admin.ts";

/** The lead columns a seeded row may set (migrations/0012). */
export type LeadColumns = Partial<
  Pick<
    InquiryRow,
    | "lead_status"
    | "due_at"
    | "due_soon_at"
    | "answered_at"
    | "first_answer_minutes"
    | "job_value_usd"
    | "due_soon_reminded_at"
    | "overdue_reminded_at"
    | "first_page"
  >
>;

/**
 * Stores a row like `inquiryRow(changes)` with the lead status `new` (unless `lead` says otherwise)
 * and the given lead columns, as the intake stores a clean inquiry; answers its id.
 */
export async function seedLead(changes: Partial<InquiryRow> = {}, lead: LeadColumns = {}): Promise<string> {
  const [row] = await seedInquiries([inquiryRow(changes)]);
  const id = row?.id ?? "";
  const columns = { lead_status: "new", ...lead } as Record<string, unknown>;
  const names = Object.keys(columns);
  await env.DB.prepare(`UPDATE inquiries SET ${names.map((name) => `${name} = ?`).join(", ")} WHERE id = ?`)
    .bind(...names.map((name) => columns[name] ?? null), id)
    .run();
  return id;
}

/** The row of `id` as stored. */
export async function storedRow(id: string): Promise<InquiryRow> {
  const row = await env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id).first<InquiryRow>();
  if (!row) throw new Error(`no inquiry ${id}`);
  return row;
}
