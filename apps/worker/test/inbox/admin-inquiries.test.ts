import {
  INQUIRY_STATUSES,
  type InquiryDetail,
  type InquiryPage,
  inquiryDetailSchema,
  inquiryPageSchema,
} from "@clearwell/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../src/inbox/cursor.ts";
import {
  callAdmin,
  eventCount,
  failingDb,
  inquiryRow,
  seedEvents,
  seedInquiries,
  seedInquiry,
} from "../helpers/admin.ts";
import { envelopeOf } from "../helpers/api.ts";

/** The operator inbox's API (docs/product.md#operator-inbox) over a seeded archive. */

const LIST = "/api/admin/inquiries";

/** A list page, checked against the contract schema. */
async function page(query = ""): Promise<InquiryPage> {
  const response = await callAdmin(`${LIST}${query}`);
  expect(response.status, query).toBe(200);
  return inquiryPageSchema.parse(await response.json());
}

/** `minutes` after a fixed start, as the archive stores times. */
function at(minutes: number): string {
  return new Date(Date.UTC(2026, 10, 1, 8, 0) + minutes * 60_000).toISOString();
}

// The archive starts empty in every test (test/support/apply-migrations.ts).

describe("GET /api/admin/inquiries", () => {
  it("answers newest first (received_at, then id, descending) with Inquiry shapes", async () => {
    const [older, tieLow, tieHigh, newest] = await seedInquiries([
      inquiryRow({ id: "inquiry-b-older", received_at: at(1) }),
      inquiryRow({ id: "inquiry-a-tie", received_at: at(5) }),
      inquiryRow({ id: "inquiry-c-tie", received_at: at(5) }),
      inquiryRow({
        id: "inquiry-0-newest",
        received_at: at(9),
        status: "failed",
        last_error: "422 validation_error",
      }),
    ]);
    const { inquiries, nextCursor } = await page();
    expect(inquiries.map((inquiry) => inquiry.id)).toEqual([newest?.id, tieHigh?.id, tieLow?.id, older?.id]);
    expect(nextCursor).toBeNull();
    expect(inquiries[0]).toEqual({
      id: "inquiry-0-newest",
      receivedAt: at(9),
      updatedAt: at(9),
      status: "failed",
      fields: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "(503) 555-0100",
        subject: "Kitchen remodel",
        message: "We would like a quote for our kitchen.",
      },
      attempts: 1,
      lastError: "422 validation_error",
      providerMessageId: "em_seeded",
      spamReason: null,
      photoCount: 0,
      // Seeded as stored before the response clock: no lead status (docs/product.md#answering-inquiries).
      leadStatus: null,
      dueAt: null,
      answeredAt: null,
      firstAnswerMinutes: null,
      jobValueUsd: null,
      lostReason: null,
      answerClock: null,
    });
  });

  it("status filters; counts cover the whole archive whatever the filters", async () => {
    const statuses = [
      "sent",
      "sent",
      "sent",
      "failed",
      "spam",
      "queued",
      "dead",
      "delivered",
      "bounced",
      "delivered",
    ] as const;
    await seedInquiries(statuses.map((status, i) => inquiryRow({ status, received_at: at(i) })));
    const expectedCounts = {
      received: 0,
      sent: 3,
      queued: 1,
      failed: 1,
      dead: 1,
      spam: 1,
      delivered: 2,
      bounced: 1,
    };
    for (const status of INQUIRY_STATUSES) {
      const { inquiries, counts } = await page(`?status=${status}&q=nothing-matches-this`);
      expect(inquiries).toEqual([]);
      expect(counts).toEqual(expectedCounts);
      const filtered = await page(`?status=${status}`);
      expect(filtered.inquiries.map((inquiry) => inquiry.status)).toEqual(
        Array(expectedCounts[status]).fill(status),
      );
    }
    expect((await page("?status=")).inquiries).toHaveLength(statuses.length);
  });

  it("counts are all zero on an empty archive", async () => {
    expect((await page()).counts).toEqual({
      received: 0,
      sent: 0,
      queued: 0,
      failed: 0,
      dead: 0,
      spam: 0,
      delivered: 0,
      bounced: 0,
    });
  });

  it("q matches a substring of name, email, subject or message, ignoring case", async () => {
    const [byName, byEmail, bySubject, byMessage] = await seedInquiries([
      inquiryRow({ name: "Grace HOPPER", received_at: at(4) }),
      inquiryRow({ email: "Marie.Curie@Example.org", received_at: at(3) }),
      inquiryRow({ subject: "Bathroom TILES", received_at: at(2) }),
      inquiryRow({ message: "Please quote the Loft Conversion.", received_at: at(1) }),
      inquiryRow({ received_at: at(0) }),
    ]);
    const ids = async (q: string) => (await page(`?q=${encodeURIComponent(q)}`)).inquiries.map((i) => i.id);
    expect(await ids("grace hopper")).toEqual([byName?.id]);
    expect(await ids("marie.curie@EXAMPLE")).toEqual([byEmail?.id]);
    expect(await ids("bathroom tiles")).toEqual([bySubject?.id]);
    expect(await ids("LOFT CONVERSION")).toEqual([byMessage?.id]);
    expect(await ids("no such words")).toEqual([]);
  });

  it("q treats % and _ literally and combines with status", async () => {
    const [percent, underscore] = await seedInquiries([
      inquiryRow({ subject: "Save 50% now", received_at: at(3), status: "spam" }),
      inquiryRow({ message: "see snake_case", received_at: at(2) }),
      inquiryRow({ subject: "Save 500 now", message: "snakeXcase", received_at: at(1) }),
    ]);
    expect((await page("?q=50%25")).inquiries.map((i) => i.id)).toEqual([percent?.id]);
    expect((await page("?q=e_c")).inquiries.map((i) => i.id)).toEqual([underscore?.id]);
    expect((await page("?q=%25")).inquiries.map((i) => i.id)).toEqual([percent?.id]);
    expect((await page("?q=save&status=spam")).inquiries.map((i) => i.id)).toEqual([percent?.id]);
  });

  it("pages by cursor without duplicates or gaps, also with a filter and equal times", async () => {
    // 23 rows, several sharing a received_at, so the id breaks ties across page boundaries.
    const rows = await seedInquiries(
      Array.from({ length: 23 }, (_, i) =>
        inquiryRow({ received_at: at(Math.floor(i / 3)), status: i % 2 === 0 ? "sent" : "failed" }),
      ),
    );
    const walk = async (query: string, limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: InquiryPage = await page(
          `?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        expect(next.inquiries.length).toBeLessThanOrEqual(limit);
        seen.push(...next.inquiries.map((inquiry) => inquiry.id));
        cursor = next.nextCursor;
        pages += 1;
      } while (cursor);
      return { seen, pages };
    };
    const all = (await page("?limit=200")).inquiries.map((inquiry) => inquiry.id);
    expect(all).toHaveLength(23);
    const byFour = await walk("", 4);
    expect(byFour.seen).toEqual(all);
    expect(byFour.pages).toBe(6);
    const failedOnly = await walk("&status=failed", 5);
    expect(failedOnly.seen).toEqual(
      all.filter((id) => rows.find((row) => row.id === id)?.status === "failed"),
    );
    expect(failedOnly.seen).toHaveLength(11);
    // An exact multiple of the limit: the last full page still says there is no more.
    const exact = await walk("", 23);
    expect(exact.pages).toBe(1);
  });

  it("limit defaults to 50 and accepts 1 to 200", async () => {
    await seedInquiries(Array.from({ length: 60 }, (_, i) => inquiryRow({ received_at: at(i) })));
    const first = await page();
    expect(first.inquiries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    expect((await page("?limit=1")).inquiries).toHaveLength(1);
    expect((await page("?limit=200")).inquiries).toHaveLength(60);
  });

  it("a bad limit, status or cursor -> 400 invalid_query naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
      ["?limit=-5", "limit"],
      ["?limit=2.5", "limit"],
      ["?limit=ten", "limit"],
      ["?status=archived", "status"],
      ["?cursor=not*base64", "cursor"],
      [`?cursor=${btoa("no-bar-here")}`, "cursor"],
      [`?cursor=${btoa("yesterday|inquiry-1")}`, "cursor"],
      [`?q=${"x".repeat(201)}`, "q"],
    ];
    for (const [query, field] of cases) {
      const response = await callAdmin(`${LIST}${query}`);
      expect(response.status, query).toBe(400);
      const envelope = await envelopeOf(response);
      expect(envelope.code, query).toBe("invalid_query");
      expect(Object.keys(envelope.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe("the list cursor", () => {
  it("any position reads back as itself; anything else is refused", () => {
    const time = fc
      .date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2100-01-01T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
    fc.assert(
      fc.property(time, fc.string({ minLength: 1, unit: "grapheme" }), (receivedAt, id) => {
        const cursor = encodeCursor({ receivedAt, id });
        expect(cursor).toMatch(/^[A-Za-z0-9_=-]+$/);
        expect(decodeCursor(cursor)).toEqual({ receivedAt, id });
      }),
    );
    for (const bad of [
      "",
      "!!!",
      btoa("|inquiry-1"),
      btoa(`${new Date().toISOString()}|`),
      btoa("\xff\xfe|x"),
    ]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });
});

describe("GET /api/admin/inquiries/:id", () => {
  it("answers the InquiryDetail with its history, oldest first", async () => {
    const row = await seedInquiry({ status: "sent", attempts: 2, received_at: at(0), updated_at: at(3) });
    await seedEvents(row.id, [
      { at: at(0), status: "received", detail: null },
      { at: at(1), status: "queued", detail: "503 application_error" },
      { at: at(3), status: "sent", detail: "em_seeded" },
    ]);
    const other = await seedInquiry();
    await seedEvents(other.id, [{ at: at(9), status: "received", detail: null }]);
    const response = await callAdmin(`${LIST}/${row.id}`);
    expect(response.status).toBe(200);
    const detail: InquiryDetail = inquiryDetailSchema.parse(await response.json());
    expect(detail).toMatchObject({ id: row.id, status: "sent", attempts: 2, updatedAt: at(3) });
    expect(detail.history).toEqual([
      { at: at(0), status: "received", detail: null },
      { at: at(1), status: "queued", detail: "503 application_error" },
      { at: at(3), status: "sent", detail: "em_seeded" },
    ]);
  });

  it("an inquiry without events has an empty history", async () => {
    const row = await seedInquiry();
    const detail = inquiryDetailSchema.parse(await (await callAdmin(`${LIST}/${row.id}`)).json());
    expect(detail.history).toEqual([]);
  });

  it("an unknown id -> 404 not_found", async () => {
    const response = await callAdmin(`${LIST}/inquiry-${"f".repeat(64)}`);
    expect(response.status).toBe(404);
    expect((await envelopeOf(response)).code).toBe("not_found");
  });
});

describe("DELETE /api/admin/inquiries/:id (erasure on request)", () => {
  it("-> 204 and removes the row and its events; then 404", async () => {
    const row = await seedInquiry();
    const kept = await seedInquiry();
    await seedEvents(row.id, [
      { at: at(0), status: "received", detail: null },
      { at: at(1), status: "sent", detail: "em_1" },
    ]);
    await seedEvents(kept.id, [{ at: at(0), status: "received", detail: null }]);
    const response = await callAdmin(`${LIST}/${row.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await eventCount(row.id)).toBe(0);
    expect(await eventCount(kept.id)).toBe(1);
    expect((await callAdmin(`${LIST}/${row.id}`)).status).toBe(404);
    const again = await callAdmin(`${LIST}/${row.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await envelopeOf(again)).code).toBe("not_found");
    expect((await page()).inquiries.map((inquiry) => inquiry.id)).toEqual([kept.id]);
  });
});

describe("an unavailable archive -> 503 archive_unavailable, never 500", () => {
  const requests: [string, string][] = [
    ["GET", LIST],
    ["GET", `${LIST}.csv`],
    ["GET", `${LIST}/inquiry-1`],
    ["DELETE", `${LIST}/inquiry-1`],
  ];
  for (const [method, path] of requests) {
    it(`${method} ${path}: missing DB binding and failing D1`, async () => {
      for (const DB of [undefined, failingDb()]) {
        const response = await callAdmin(path, { method, env: { DB } });
        expect(response.status).toBe(503);
        expect(await envelopeOf(response)).toEqual({
          code: "archive_unavailable",
          error: "The inquiry archive is unavailable right now. Please try again shortly.",
        });
      }
    });
  }
});
