import {
  INQUIRY_STATUSES,
  type InquiryPage,
  type InquiryQuery,
  type InquiryStatus,
  SPAM_REASONS,
  type SpamReason,
} from "@clearwell/contract";
import { INQUIRY_SUMMARY_COLUMNS, type InquirySummaryRow, inquiryFromRow } from "../core/inquiry-row.ts";
import { encodeCursor, type InquiryCursor } from "./cursor.ts";

/** The filters of the inquiry list and the CSV export (docs/product.md#operator-inbox). */
export type InquiryFilter = Pick<InquiryQuery, "status" | "q">;

/** The columns `q` searches, case-insensitively. */
const SEARCHED_COLUMNS = ["name", "email", "subject", "message"] as const;

/** The `WHERE` conditions of `filter` (status, search), with their `?` values. */
function filterConditions(filter: InquiryFilter): { conditions: string[]; bindings: (string | number)[] } {
  const conditions: string[] = [];
  const bindings: (string | number)[] = [];
  if (filter.status) {
    conditions.push("status = ?");
    bindings.push(filter.status);
  }
  if (filter.q) {
    conditions.push(
      `(${SEARCHED_COLUMNS.map((column) => `instr(lower(${column}), lower(?)) > 0`).join(" OR ")})`,
    );
    for (const _ of SEARCHED_COLUMNS) bindings.push(filter.q);
  }
  return { conditions, bindings };
}

/** How many inquiries match `filter` (the CSV export counts before its first byte); throws what D1 throws. */
export async function countInquiries(db: D1Database, filter: InquiryFilter): Promise<number> {
  const { conditions, bindings } = filterConditions(filter);
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
  const count = await db
    .prepare(`SELECT COUNT(*) AS count FROM inquiries${where}`)
    .bind(...bindings)
    .first<number>("count");
  return count ?? 0;
}

/**
 * One page of the archive, newest first, after `after` (keyset, no OFFSET), at most `limit` rows.
 * `q` matches by `instr(lower(col), lower(?))`: ASCII case only, `%` and `_` literal.
 */
export function pageStatement(
  db: D1Database,
  filter: InquiryFilter,
  after: InquiryCursor | undefined,
  limit: number,
): D1PreparedStatement {
  const { conditions, bindings } = filterConditions(filter);
  if (after) {
    conditions.push("(received_at, id) < (?, ?)");
    bindings.push(after.receivedAt, after.id);
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
  return db
    .prepare(
      `SELECT ${INQUIRY_SUMMARY_COLUMNS} FROM inquiries${where} ORDER BY received_at DESC, id DESC LIMIT ?`,
    )
    .bind(...bindings, limit);
}

/** The position right after `row` in the list order, for the next page. */
export function cursorAfter(row: Pick<InquirySummaryRow, "received_at" | "id">): InquiryCursor {
  return { receivedAt: row.received_at, id: row.id };
}

/**
 * `GET /api/admin/inquiries`'s `InquiryPage` (docs/product.md#operator-inbox), its queries in one
 * D1 `batch` so they read one snapshot.
 * @throws whatever D1 throws.
 */
export async function listInquiries(
  db: D1Database,
  filter: InquiryFilter,
  after: InquiryCursor | undefined,
  limit: number,
): Promise<InquiryPage> {
  const [page, counted, spamCounted] = await db.batch<unknown>([
    pageStatement(db, filter, after, limit + 1),
    db.prepare("SELECT status, COUNT(*) AS count FROM inquiries GROUP BY status"),
    db.prepare(
      "SELECT spam_reason AS reason, COUNT(*) AS count FROM inquiries WHERE status = 'spam' AND spam_reason IS NOT NULL GROUP BY spam_reason",
    ),
  ]);
  const rows = (page?.results ?? []) as InquirySummaryRow[];
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    InquiryStatus,
    number
  >;
  for (const { status, count } of (counted?.results ?? []) as { status: InquiryStatus; count: number }[]) {
    counts[status] = count;
  }
  const spamCounts: Partial<Record<SpamReason, number>> = {};
  for (const { reason, count } of (spamCounted?.results ?? []) as { reason: SpamReason; count: number }[]) {
    if ((SPAM_REASONS as readonly string[]).includes(reason)) spamCounts[reason] = count;
  }
  return {
    inquiries: shown.map(inquiryFromRow),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorAfter(last)) : null,
    counts,
    spamCounts,
  };
}
