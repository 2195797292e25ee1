import {
  INQUIRY_STATUSES,
  type InquiryPage,
  type InquiryQuery,
  type InquiryStatus,
  LEAD_STATUSES,
  type LeadStatus,
  SPAM_REASONS,
  type SpamReason,
} from "@clearwell/contract";
import {
  type AnswerClockOf,
  INQUIRY_SUMMARY_COLUMNS,
  type InquirySummaryRow,
  inquiryFromRow,
} from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { encodeCursor, type InquiryCursor } from "./cursor.ts";

/** The filters of the inquiry list and the CSV export (docs/product.md#operator-inbox); `view` default `all`. */
export type InquiryFilter = Pick<InquiryQuery, "status" | "q" | "lead"> & { view?: InquiryQuery["view"] };

/**
 * The `needs-answer` view's condition, literal so D1 reads the partial index `inquiries_needs_answer`
 * (migrations/0012); its order key puts the inquiries with no target last.
 */
const NEEDS_ANSWER = "lead_status = 'new' AND answered_at IS NULL";
const DUE_KEY = "coalesce(due_at, '~')";

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
  if (filter.view === "needs-answer") conditions.push(NEEDS_ANSWER);
  else if (filter.lead) {
    conditions.push("lead_status = ?");
    bindings.push(filter.lead);
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
 * One page of the archive after `after` (keyset, no OFFSET), at most `limit` rows: newest first, or
 * in the `needs-answer` view soonest due first (no target last). `q` matches by
 * `instr(lower(col), lower(?))`: ASCII case only, `%` and `_` literal. A cursor of the other order
 * is ignored (inquiry-query.ts refuses one).
 */
export function pageStatement(
  db: D1Database,
  filter: InquiryFilter,
  after: InquiryCursor | undefined,
  limit: number,
): D1PreparedStatement {
  const { conditions, bindings } = filterConditions(filter);
  const byDue = filter.view === "needs-answer";
  if (after && byDue && "dueKey" in after) {
    // Spelled out rather than a row value, so SQLite seeks in the expression index.
    conditions.push(`${DUE_KEY} >= ? AND (${DUE_KEY} > ? OR id > ?)`);
    bindings.push(after.dueKey, after.dueKey, after.id);
  } else if (after && !byDue && "receivedAt" in after) {
    conditions.push("(received_at, id) < (?, ?)");
    bindings.push(after.receivedAt, after.id);
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
  const order = byDue ? `${DUE_KEY}, id` : "received_at DESC, id DESC";
  // Named: without statistics SQLite would take the lead-status index and sort every New row.
  const from = byDue ? "inquiries INDEXED BY inquiries_needs_answer" : "inquiries";
  return db
    .prepare(`SELECT ${INQUIRY_SUMMARY_COLUMNS} FROM ${from}${where} ORDER BY ${order} LIMIT ?`)
    .bind(...bindings, limit);
}

/** The position right after `row` in `filter`'s list order, for the next page. */
export function cursorAfter(
  row: Pick<InquirySummaryRow, "received_at" | "id" | "due_at">,
  filter: Pick<InquiryFilter, "view">,
): InquiryCursor {
  return filter.view === "needs-answer"
    ? { dueKey: row.due_at ?? "~", id: row.id }
    : { receivedAt: row.received_at, id: row.id };
}

/** One row of `inquiry_counts` (migrations/0013): how many inquiries have `value` in `facet`. */
type CountRow = {
  facet: "status" | "spam_reason" | "lead_status" | "needs_answer";
  value: string;
  n: number;
};

/** The list's counts from `inquiry_counts`' rows; a value outside the contract's lists is left out. */
function countsOf(
  rows: CountRow[],
): Pick<InquiryPage, "counts" | "spamCounts" | "leadCounts" | "needsAnswer"> {
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    InquiryStatus,
    number
  >;
  const spamCounts: Partial<Record<SpamReason, number>> = {};
  const leadCounts = Object.fromEntries(LEAD_STATUSES.map((lead) => [lead, 0])) as Record<LeadStatus, number>;
  let needsAnswer = 0;
  for (const { facet, value, n } of rows) {
    if (facet === "status" && value in counts) counts[value as InquiryStatus] = n;
    else if (facet === "spam_reason" && n > 0 && (SPAM_REASONS as readonly string[]).includes(value))
      spamCounts[value as SpamReason] = n;
    else if (facet === "lead_status" && value in leadCounts) leadCounts[value as LeadStatus] = n;
    else if (facet === "needs_answer") needsAnswer = n;
  }
  return { counts, spamCounts, leadCounts, needsAnswer };
}

/**
 * `GET /api/admin/inquiries`'s `InquiryPage` (docs/product.md#operator-inbox): the page and the
 * whole archive's counts, read from `inquiry_counts` (kept by triggers, migrations/0013) in one D1
 * `batch`, so both come from one snapshot and the request reads about a page of rows.
 * @throws whatever D1 throws.
 */
export async function listInquiries(
  db: D1Database,
  filter: InquiryFilter,
  after: InquiryCursor | undefined,
  limit: number,
  clockOf: AnswerClockOf,
): Promise<InquiryPage> {
  const [page, counted] = await db.batch<unknown>([
    pageStatement(db, filter, after, limit + 1),
    db.prepare("SELECT facet, value, n FROM inquiry_counts"),
  ]);
  const rows = (page?.results ?? []) as InquirySummaryRow[];
  // What the request cost in D1 (no visitor data): the list must stay an index read (bench:csv).
  logEvent("info", "inquiry_list", {
    view: filter.view ?? "all",
    rows: rows.length,
    pageRowsRead: page?.meta.rows_read ?? null,
    pageMs: page?.meta.duration ?? null,
    countRowsRead: counted?.meta.rows_read ?? null,
    countMs: counted?.meta.duration ?? null,
  });
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    inquiries: shown.map((row) => inquiryFromRow(row, clockOf)),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorAfter(last, filter)) : null,
    ...countsOf((counted?.results ?? []) as CountRow[]),
  };
}
