import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type LeadsReport, leadsReportSchema } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import type { InquiryRow } from "../../src/core/inquiry-row.ts";
import worker from "../../src/index.ts";
import { pageViewCutoffDay } from "../../src/leads/page-views.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { callAdmin, inquiryRow, seedInquiries } from "../helpers/admin.ts";
import { throwingDb } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";

/**
 * `GET /api/admin/leads?days=7|30|90` behind Access (docs/product.md#where-leads-come-from): the
 * period's visits, Contact page views and inquiries (spam excluded), every day of the period, and
 * the top first pages, referring hosts and campaigns; and the 13 months the daily counts are kept.
 */

captureLogs();

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM page_view_days").run();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `back` days before today, `YYYY-MM-DD`. */
function dayBefore(back: number): string {
  return new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
}

/** Noon UTC of {@link dayBefore}, as an ISO time. */
function noonBefore(back: number): string {
  return `${dayBefore(back)}T12:00:00.000Z`;
}

async function seedViews(rows: [day: string, path: string, views: number, visits: number][]): Promise<void> {
  const insert = env.DB.prepare("INSERT INTO page_view_days (day, path, views, visits) VALUES (?, ?, ?, ?)");
  await env.DB.batch(rows.map((row) => insert.bind(...row)));
}

type Source = Partial<
  Pick<
    InquiryRow,
    "first_page" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign" | "click_ids"
  >
>;

/** Stores inquiries received `back` days ago with these sources and statuses. */
async function seedLeads(leads: { back: number; status?: InquiryRow["status"]; source?: Source }[]) {
  const rows = await seedInquiries(
    leads.map((lead) => inquiryRow({ received_at: noonBefore(lead.back), status: lead.status ?? "sent" })),
  );
  const update = env.DB.prepare(
    "UPDATE inquiries SET first_page = ?, referrer_host = ?, utm_source = ?, utm_campaign = ? WHERE id = ?",
  );
  await env.DB.batch(
    rows.map((row, index) => {
      const source = leads[index]?.source ?? {};
      return update.bind(
        source.first_page ?? null,
        source.referrer_host ?? null,
        source.utm_source ?? null,
        source.utm_campaign ?? null,
        row.id,
      );
    }),
  );
}

async function report(days?: string): Promise<LeadsReport> {
  const response = await callAdmin(`/api/admin/leads${days === undefined ? "" : `?days=${days}`}`);
  expect(response.status).toBe(200);
  return leadsReportSchema.parse(await response.json());
}

describe("GET /api/admin/leads", () => {
  it("has every day of the period with zeros when nothing happened", async () => {
    const answer = await report("7");
    expect(answer.period).toEqual({ days: 7, from: dayBefore(6), to: dayBefore(0) });
    expect(answer.daily).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => ({ day: dayBefore(back), visits: 0, inquiries: 0 })),
    );
    expect(answer.totals).toEqual({ visits: 0, contactViews: 0, inquiries: 0, conversion: null });
    expect(answer.top).toEqual({ firstPages: [], referrerHosts: [], campaigns: [] });
  });

  it("adds up visits, Contact page views and inquiries of the period, spam excluded", async () => {
    await seedViews([
      [dayBefore(0), "/", 40, 30],
      [dayBefore(0), "/contact", 12, 2],
      [dayBefore(3), "/services", 20, 8],
      [dayBefore(3), "/contact", 5, 0],
      // Outside the 7 days.
      [dayBefore(7), "/", 100, 100],
      [dayBefore(7), "/contact", 100, 100],
    ]);
    await seedLeads([
      { back: 0 },
      { back: 0, status: "queued" },
      { back: 0, status: "spam" },
      { back: 3, status: "failed" },
      { back: 7 },
    ]);
    const answer = await report("7");
    expect(answer.totals).toEqual({ visits: 40, contactViews: 17, inquiries: 3, conversion: 3 / 40 });
    expect(answer.daily.find((day) => day.day === dayBefore(0))).toEqual({
      day: dayBefore(0),
      visits: 32,
      inquiries: 2,
    });
    expect(answer.daily.find((day) => day.day === dayBefore(3))).toEqual({
      day: dayBefore(3),
      visits: 8,
      inquiries: 1,
    });
    expect(answer.daily.filter((day) => day.visits === 0 && day.inquiries === 0)).toHaveLength(5);
    // The 30 days hold the older day too.
    const month = await report("30");
    expect(month.daily).toHaveLength(30);
    expect(month.period.from).toBe(dayBefore(29));
    expect(month.totals).toMatchObject({ visits: 240, contactViews: 117, inquiries: 4 });
  });

  it("lists the top first pages, referring hosts and campaigns by inquiries, unknown as null", async () => {
    await seedLeads([
      {
        back: 1,
        source: { first_page: "/services/mold-removal", utm_source: "google", utm_campaign: "mold" },
      },
      {
        back: 1,
        source: { first_page: "/services/mold-removal", utm_source: "google", utm_campaign: "mold" },
      },
      { back: 2, source: { first_page: "/services/mold-removal", referrer_host: "www.bing.com" } },
      { back: 2, source: { first_page: "/", referrer_host: "www.bing.com", utm_source: "newsletter" } },
      { back: 2, source: { first_page: "/about", referrer_host: "duckduckgo.com" } },
      { back: 3, source: { first_page: "/works" } },
      { back: 3, source: { first_page: "/contact" } },
      { back: 3, source: { first_page: "/services" } },
      { back: 4 },
      { back: 4, status: "spam", source: { first_page: "/spam", utm_campaign: "spam" } },
    ]);
    const { top, totals } = await report("7");
    expect(totals.inquiries).toBe(9);
    expect(top.firstPages).toEqual([
      { value: "/services/mold-removal", inquiries: 3 },
      { value: "/", inquiries: 1 },
      { value: "/about", inquiries: 1 },
      { value: "/contact", inquiries: 1 },
      { value: "/services", inquiries: 1 },
    ]);
    expect(top.referrerHosts).toEqual([
      { value: null, inquiries: 6 },
      { value: "www.bing.com", inquiries: 2 },
      { value: "duckduckgo.com", inquiries: 1 },
    ]);
    // utm_campaign, else utm_source.
    expect(top.campaigns).toEqual([
      { value: null, inquiries: 6 },
      { value: "mold", inquiries: 2 },
      { value: "newsletter", inquiries: 1 },
    ]);
  });

  it("names the days of the period whose page views reached the site's daily limit (their figures are a floor)", async () => {
    await env.DB.prepare("DELETE FROM page_view_capped_days").run();
    const insert = env.DB.prepare("INSERT INTO page_view_capped_days (day) VALUES (?)");
    await env.DB.batch([dayBefore(0), dayBefore(3), dayBefore(40)].map((day) => insert.bind(day)));
    const response = await callAdmin("/api/admin/leads?days=7");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { cappedDays: string[] }).cappedDays).toEqual([
      dayBefore(3),
      dayBefore(0),
    ]);
    const month = (await (await callAdmin("/api/admin/leads?days=90")).json()) as { cappedDays: string[] };
    expect(month.cappedDays).toEqual([dayBefore(40), dayBefore(3), dayBefore(0)]);
  });

  it("takes 30 days when days is absent or empty, and refuses anything but 7, 30 or 90", async () => {
    expect((await report()).period.days).toBe(30);
    expect((await report("")).period.days).toBe(30);
    expect((await report("90")).daily).toHaveLength(90);
    for (const days of ["1", "31", "abc", "7.0", "-30"]) {
      const response = await callAdmin(`/api/admin/leads?days=${days}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "invalid_query",
        error: "The leads query is not valid (days: must be one of 7, 30, 90).",
        fields: { days: "must be one of 7, 30, 90" },
      });
    }
  });

  it("is behind Access: 401 without a token, 403 with a bad one", async () => {
    expect((await callAdmin("/api/admin/leads", { token: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/leads", { token: "not-a-jwt" })).status).toBe(403);
  });

  it("every /api/admin/* answer, errors included, carries Cross-Origin-Resource-Policy: same-origin", async () => {
    const answers = [
      await callAdmin("/api/admin/leads?days=7"),
      await callAdmin("/api/admin/leads?days=8"),
      await callAdmin("/api/admin/leads", { token: null }),
      await callAdmin("/api/admin/no-such-route"),
      await callAdmin(`/api/admin/inquiries/inquiry-${"0".repeat(64)}/photos/1`),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 400, 401, 404, 404]);
    for (const response of answers) {
      expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    }
    const health = await worker.fetch(
      new Request("https://worker.test/api/health"),
      env,
      {} as ExecutionContext,
    );
    expect(health.headers.get("Cross-Origin-Resource-Policy")).toBeNull();
  });

  it("answers 503 archive_unavailable when D1 fails", async () => {
    const response = await callAdmin("/api/admin/leads?days=7", { env: { DB: throwingDb() } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { code: string }).code).toBe("archive_unavailable");
  });
});

describe("retention of the daily counts", () => {
  it("keeps 13 months of days: the daily run deletes older ones", async () => {
    const cutoff = pageViewCutoffDay(Date.now());
    const dayBeforeCutoff = new Date(Date.parse(`${cutoff}T00:00:00.000Z`) - DAY_MS)
      .toISOString()
      .slice(0, 10);
    await seedViews([
      [dayBeforeCutoff, "/", 1, 1],
      [cutoff, "/", 2, 2],
      [dayBefore(0), "/", 3, 3],
    ]);
    const handler = worker.scheduled;
    if (!handler) throw new Error("the worker exports no scheduled handler");
    await handler(createScheduledController({ cron: CRON.retention, scheduledTime: Date.now() }), env);
    const { results } = await env.DB.prepare("SELECT day FROM page_view_days ORDER BY day").all<{
      day: string;
    }>();
    expect(results.map((row) => row.day)).toEqual([cutoff, dayBefore(0)]);
  });

  it("counts 13 calendar months back, the month's last day when it is shorter", () => {
    expect(pageViewCutoffDay(Date.parse("2026-11-26T03:17:00Z"))).toBe("2025-10-26");
    expect(pageViewCutoffDay(Date.parse("2026-03-31T03:17:00Z"))).toBe("2025-02-28");
    expect(pageViewCutoffDay(Date.parse("2025-01-15T00:00:00Z"))).toBe("2023-12-15");
  });
});
