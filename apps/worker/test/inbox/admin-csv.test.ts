import { env } from "cloudflare:workers";
import { INQUIRY_CSV_COLUMNS } from "@clearwell/contract";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CSV_PAGE_SIZE,
  csvCell,
  csvLine,
  inquiryCsvStream,
  MAX_EXPORT_ROWS,
} from "../../src/inbox/csv-export.ts";
import { callAdmin, inquiryRow, seedInquiries } from "../helpers/admin.ts";
import { envelopeOf } from "../helpers/api.ts";
import { setPhotoCount } from "./photo-fixtures.ts";

/** The inbox's CSV export (docs/product.md#operator-inbox): RFC 4180, injection-safe, streamed. */

const CSV = "/api/admin/inquiries.csv";
const HEADER =
  '"id","receivedAt","status","name","email","phone","subject","message","attempts","lastError","spamReason","photos","first_page","referrer_host","utm_source","utm_medium","utm_campaign","click_ids","lead_status","answered_at","first_answer_minutes","won_value_usd"\r\n';

/** `env.DB` counting the statements prepared on it (each one D1 query). */
function countingDb(): { db: D1Database; queries: () => number } {
  let queries = 0;
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          queries += 1;
          return target.prepare(sql);
        };
      }
      return Reflect.get(target, property, target);
    },
  });
  return { db, queries: () => queries };
}

/** The first cell of a CSV line whose first cell holds no comma or quote (an id). */
function firstCell(line: string): string {
  return line.split(",")[0]?.replaceAll('"', "") ?? "";
}

/** `minutes` after a fixed start, as the archive stores times. */
function at(minutes: number): string {
  return new Date(Date.UTC(2026, 10, 1, 8, 0) + minutes * 60_000).toISOString();
}

// The archive starts empty in every test (test/support/apply-migrations.ts).
afterEach(() => {
  vi.useRealTimers();
});

describe("csvCell", () => {
  it("prefixes formula starts with ' before quoting (OWASP CSV injection), also after leading spaces", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("+1 503 555 0100")).toBe(`"'+1 503 555 0100"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("\n=cmd")).toBe(`"'\n=cmd"`);
    expect(csvCell("  =1+1")).toBe(`"'  =1+1"`);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("a=b, c")).toBe('"a=b, c"');
  });

  it("quotes every cell (RFC 4180), so a ';' list separator never splits one into a formula", () => {
    expect(csvCell("plain text")).toBe('"plain text"');
    expect(csvCell("x;=1+1")).toBe('"x;=1+1"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("line\r\nbreak")).toBe('"line\r\nbreak"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });
});

/** A reference RFC 4180 reader of one CRLF-terminated record (quoted fields may hold CR, LF, `,`). */
function readRecord(text: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = "";
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quoted field");
        cell += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    } else {
      const end = text.slice(i).search(/,|\r\n/);
      if (end < 0) throw new Error("record not CRLF-terminated");
      cell = text.slice(i, i + end);
      if (/["\r\n]/.test(cell))
        throw new Error(`unquoted field holds a quote, CR or LF: ${JSON.stringify(cell)}`);
      i += end;
    }
    cells.push(cell);
    if (text.startsWith(",", i)) i += 1;
    else if (text.startsWith("\r\n", i) && i + 2 === text.length) return cells;
    else throw new Error(`junk after field at ${i}`);
  }
}

describe("csvLine (property)", () => {
  it("any cells read back as themselves, formula starts prefixed with '", () => {
    const cellText = fc.string({
      unit: fc.constantFrom("a", "1", " ", ",", '"', "\r", "\n", "=", "+", "-", "@", "\t", "'", "é"),
    });
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (cells) => {
        const expected = cells.map((cell) =>
          /^[\t\r\n]/.test(cell) || /^[=+\-@]/.test(cell.trimStart()) ? `'${cell}` : cell,
        );
        expect(readRecord(csvLine(cells))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe("GET /api/admin/inquiries.csv", () => {
  it("answers a dated CSV attachment: header row, CRLF records, quoting and injection prefixes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-02-03T23:59:30.000Z"));
    await seedInquiries([
      inquiryRow({
        id: "inquiry-2",
        received_at: at(2),
        status: "failed",
        name: '=HYPERLINK("http://evil.example")',
        email: "@evil.example",
        phone: "+1 503 555 0100",
        subject: "-2+3",
        message: 'Hello, "world"\nSecond line',
        attempts: 3,
        last_error: "422 validation_error",
      }),
      inquiryRow({
        id: "inquiry-1",
        received_at: at(1),
        name: "\tTabbed",
        email: "ada@example.com",
        phone: "",
        subject: "\rReturn",
        message: "a, b\r\nc",
        attempts: 0,
        last_error: null,
      }),
    ]);
    await setPhotoCount("inquiry-2", 3);
    const response = await callAdmin(CSV);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="inquiries-2031-02-03.csv"',
    );
    expect(await response.text()).toBe(
      HEADER +
        `"inquiry-2","${at(2)}","failed","'=HYPERLINK(""http://evil.example"")","'@evil.example","'+1 503 555 0100","'-2+3","Hello, ""world""\nSecond line","3","422 validation_error","","3","","","","","","","","","",""\r\n` +
        `"inquiry-1","${at(1)}","sent","'\tTabbed","ada@example.com","","'\rReturn","a, b\r\nc","0","","","0","","","","","","","","","",""\r\n`,
    );
  });

  it("the header row is the contract's column list; an empty archive is just the header", async () => {
    const text = await (await callAdmin(CSV)).text();
    expect(text).toBe(`${INQUIRY_CSV_COLUMNS.map((column) => `"${column}"`).join(",")}\r\n`);
    expect(text).toBe(HEADER);
  });

  it("takes the list's status and q filters; a bad one -> 400 invalid_query", async () => {
    await seedInquiries([
      inquiryRow({ id: "inquiry-spam", status: "spam", subject: "Cheap pills", received_at: at(3) }),
      inquiryRow({ id: "inquiry-kitchen", status: "sent", subject: "Kitchen", received_at: at(2) }),
      inquiryRow({ id: "inquiry-bath", status: "sent", subject: "Bathroom", received_at: at(1) }),
    ]);
    const ids = async (query: string) =>
      (await (await callAdmin(`${CSV}${query}`)).text()).split("\r\n").slice(1, -1).map(firstCell);
    expect(await ids("")).toEqual(["inquiry-spam", "inquiry-kitchen", "inquiry-bath"]);
    expect(await ids("?status=sent")).toEqual(["inquiry-kitchen", "inquiry-bath"]);
    expect(await ids("?q=BATH")).toEqual(["inquiry-bath"]);
    expect(await ids("?status=spam&q=bathroom")).toEqual([]);
    expect(await ids("?status=spam&q=PILLS")).toEqual(["inquiry-spam"]);
    const bad = await callAdmin(`${CSV}?status=nope`);
    expect(bad.status).toBe(400);
    expect((await envelopeOf(bad)).fields).toHaveProperty("status");
  });

  it("streams rows across pages: every row once, newest first", async () => {
    const rows = Array.from({ length: CSV_PAGE_SIZE + 200 }, (_, i) =>
      inquiryRow({ id: `inquiry-${String(i).padStart(5, "0")}`, received_at: at(Math.floor(i / 7)) }),
    );
    await seedInquiries(rows);
    const response = await callAdmin(CSV);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(HEADER.trimEnd());
    expect(lines.at(-1)).toBe("");
    const ids = lines.slice(1, -1).map(firstCell);
    const expected = [...rows]
      .sort((a, b) =>
        a.received_at === b.received_at
          ? b.id.localeCompare(a.id)
          : b.received_at.localeCompare(a.received_at),
      )
      .map((row) => row.id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(CSV_PAGE_SIZE + 200);
  });

  it("reads the next page only when the reader wants more (one page in memory at a time)", async () => {
    const rows = Array.from({ length: CSV_PAGE_SIZE * 2 + 7 }, (_, i) =>
      inquiryRow({ id: `inquiry-${String(i).padStart(5, "0")}`, received_at: at(i) }),
    );
    await seedInquiries(rows);
    const { db: counting, queries: queriesSoFar } = countingDb();
    const stream = await inquiryCsvStream(counting, {});
    // The count, then the first page.
    expect(queriesSoFar()).toBe(2);
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const before = queriesSoFar();
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value));
      // Each chunk is one page, read just for this chunk (the first was read up front).
      expect(queriesSoFar() - before).toBe(chunks.length === 1 ? 0 : 1);
    }
    expect(chunks.map((chunk) => chunk.split("\r\n").length - 1)).toEqual([
      1 + CSV_PAGE_SIZE,
      CSV_PAGE_SIZE,
      7,
    ]);
    expect(queriesSoFar()).toBe(4);
  });

  it("refuses before the first byte, with a hint to filter, an export larger than one invocation can read", async () => {
    // MAX_EXPORT_ROWS + 1 rows is what matters; a COUNT stand-in keeps the test quick.
    const counting = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") {
          return (sql: string) =>
            sql.startsWith("SELECT COUNT(*)")
              ? target.prepare(`SELECT ${MAX_EXPORT_ROWS + 1} AS count`)
              : target.prepare(sql);
        }
        return Reflect.get(target, property, target);
      },
    });
    await expect(inquiryCsvStream(counting, {})).rejects.toMatchObject({ status: 400 });
    const refusal = await inquiryCsvStream(counting, {}).catch((error: { getResponse(): Response }) =>
      error.getResponse(),
    );
    expect(await (refusal as Response).json()).toEqual({
      code: "export_too_large",
      error: `This export would hold ${MAX_EXPORT_ROWS + 1} inquiries, more than ${MAX_EXPORT_ROWS} in one download. Filter by status or search to export fewer at a time.`,
    });
  });

  it("a 100,000-row export completes within the Free plan's 50 D1 queries per invocation", async () => {
    await env.DB.prepare(
      `INSERT INTO inquiries (id, received_at, updated_at, status, name, email, phone, subject, message,
         email_json, api_key_env_name, idempotency_key, idempotency_key_at, attempts)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
       SELECT printf('inquiry-%06d', i), '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'sent',
         'Ada Lovelace', 'ada@example.com', '', 'Kitchen remodel', 'We would like a quote for our kitchen.',
         '{}', 'RESEND_API_KEY', printf('inquiry-%06d', i), '2026-01-01T00:00:00.000Z', 1 FROM n`,
    ).run();
    const { db: counting, queries: queriesSoFar } = countingDb();
    const text = await new Response(await inquiryCsvStream(counting, {})).text();
    const lines = text.split("\r\n");
    expect(lines.length - 2).toBe(100_000);
    expect(firstCell(lines[1] ?? "")).toBe("inquiry-100000");
    expect(firstCell(lines.at(-2) ?? "")).toBe("inquiry-000001");
    expect(queriesSoFar()).toBeLessThanOrEqual(50);
  }, 60_000);
});
