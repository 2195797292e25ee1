import { INQUIRY_CSV_COLUMNS } from "@clearwell/contract";
import type { InquirySummaryRow } from "../archive/inquiry-row.ts";
import { cursorAfter, type InquiryFilter, pageStatement } from "../archive/list-inquiries.ts";

/** Rows read from D1 per page of the export. */
export const CSV_PAGE_SIZE = 500;

/** First characters a spreadsheet may read as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that make RFC 4180 quote a field. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (docs/operations.md#retention-and-erasure, the export): `null` is empty; a value
 * starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so spreadsheets show
 * it as text instead of running it; then, per RFC 4180, a value containing `,`, `"`, CR or LF is
 * wrapped in double quotes with its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
};

/** The cells of one archive row, in {@link INQUIRY_CSV_COLUMNS} order. */
function rowCells(row: InquirySummaryRow): (string | number | null)[] {
  return INQUIRY_CSV_COLUMNS.map((column) => CELL_OF[column](row));
}

/** Reads one page of the export: up to {@link CSV_PAGE_SIZE} rows after `after`. */
async function readPage(
  db: D1Database,
  filter: InquiryFilter,
  after: InquirySummaryRow | undefined,
): Promise<InquirySummaryRow[]> {
  const statement = pageStatement(db, filter, after && cursorAfter(after), CSV_PAGE_SIZE);
  return (await statement.all<InquirySummaryRow>()).results;
}

/**
 * The CSV export of every inquiry matching `filter`, newest first (docs/product.md#operator-inbox):
 * the {@link INQUIRY_CSV_COLUMNS} header, then one CRLF-terminated record per inquiry, UTF-8.
 *
 * The first page is read before this resolves, so an unavailable archive fails the request (the
 * caller answers 503) instead of a broken download. The rest is a pull stream: the next page of
 * {@link CSV_PAGE_SIZE} rows is read by keyset only when the reader wants more, so at most one page
 * is in memory however large the archive. A D1 failure mid-export errors the stream (the download
 * ends incomplete).
 *
 * @throws whatever D1 throws on the first page.
 */
export async function inquiryCsvStream(
  db: D1Database,
  filter: InquiryFilter,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let page = await readPage(db, filter, undefined);
  let first = true;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        if (!first) page = await readPage(db, filter, page.at(-1));
        const header = first ? csvLine(INQUIRY_CSV_COLUMNS) : "";
        first = false;
        const text = header + page.map((row) => csvLine(rowCells(row))).join("");
        if (text) controller.enqueue(encoder.encode(text));
        if (page.length < CSV_PAGE_SIZE) {
          done = true;
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}
