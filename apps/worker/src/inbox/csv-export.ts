import { INQUIRY_CSV_COLUMNS } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";
import type { InquirySummaryRow } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { leadSourceOfRow } from "../leads/lead-source-columns.ts";
import { countInquiries, cursorAfter, type InquiryFilter, pageStatement } from "./list-inquiries.ts";

/** Rows read from D1 per page of the export. */
export const CSV_PAGE_SIZE = 2500;

/** The most inquiries one export holds: 46 D1 queries, under the Free plan's 50 per invocation. */
export const MAX_EXPORT_ROWS = 110_000;

/** A spreadsheet may read a cell starting with these, after spaces, as a formula. */
const FORMULA_START = /^[=+\-@]/;
/** Characters that start a cell a spreadsheet may trim before reading a formula. */
const CONTROL_START = /^[\t\r\n]/;

/** One CSV cell, formulas defused and always quoted (docs/reference.md#retention-and-erasure). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (CONTROL_START.test(text) || FORMULA_START.test(text.trimStart())) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV record of {@link INQUIRY_CSV_COLUMNS} cells, ending in CRLF. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** How each CSV column reads an archive row (typed against the contract's column list). */
const CELL_OF: Record<
  (typeof INQUIRY_CSV_COLUMNS)[number],
  (row: InquirySummaryRow) => string | number | null
> = {
  id: (row) => row.id,
  receivedAt: (row) => row.received_at,
  status: (row) => row.status,
  name: (row) => row.name,
  email: (row) => row.email,
  phone: (row) => row.phone,
  subject: (row) => row.subject,
  message: (row) => row.message,
  attempts: (row) => row.attempts,
  lastError: (row) => row.last_error,
  spamReason: (row) => row.spam_reason,
  first_page: (row) => row.first_page,
  referrer_host: (row) => row.referrer_host,
  utm_source: (row) => row.utm_source,
  utm_medium: (row) => row.utm_medium,
  utm_campaign: (row) => row.utm_campaign,
  click_ids: (row) => leadSourceOfRow(row)?.clickIds?.join(" ") ?? null,
  photos: (row) => row.photo_count ?? 0,
  lead_status: (row) => row.lead_status,
  answered_at: (row) => row.answered_at,
  first_answer_minutes: (row) => row.first_answer_minutes,
  won_value_usd: (row) => (row.lead_status === "won" ? row.job_value_usd : null),
};

function rowCells(row: InquirySummaryRow): (string | number | null)[] {
  return INQUIRY_CSV_COLUMNS.map((column) => CELL_OF[column](row));
}

/** Reads one page of the export: up to {@link CSV_PAGE_SIZE} rows after `after`. */
async function readPage(
  db: D1Database,
  filter: InquiryFilter,
  after: InquirySummaryRow | undefined,
): Promise<InquirySummaryRow[]> {
  const statement = pageStatement(db, filter, after && cursorAfter(after, filter), CSV_PAGE_SIZE);
  return (await statement.all<InquirySummaryRow>()).results;
}

/**
 * The CSV export of `filter`'s inquiries as a pull stream of one page at a time; it resolves after the
 * count and the first page, so a refusal comes before the first byte (docs/reference.md#retention-and-erasure).
 * @throws HTTPException 400 `export_too_large` over {@link MAX_EXPORT_ROWS}; whatever D1 throws.
 */
export async function inquiryCsvStream(
  db: D1Database,
  filter: InquiryFilter,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const total = await countInquiries(db, filter);
  if (total > MAX_EXPORT_ROWS) {
    throw apiError(
      400,
      "export_too_large",
      `This export would hold ${total} inquiries, more than ${MAX_EXPORT_ROWS} in one download. Filter by status or search to export fewer at a time.`,
    );
  }
  let queries = 2;
  let rows = 0;
  let page = await readPage(db, filter, undefined);
  let first = true;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        if (!first) {
          page = await readPage(db, filter, page.at(-1));
          queries += 1;
        }
        const header = first ? csvLine(INQUIRY_CSV_COLUMNS) : "";
        first = false;
        rows += page.length;
        const text = header + page.map((row) => csvLine(rowCells(row))).join("");
        if (text) controller.enqueue(encoder.encode(text));
        if (page.length < CSV_PAGE_SIZE) {
          done = true;
          logEvent("info", "csv_export", { rows, queries });
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}
