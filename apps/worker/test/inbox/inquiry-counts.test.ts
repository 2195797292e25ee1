import { createScheduledController, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inquiryPageSchema, type SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { seedLead } from "../answering/answering-fixtures.ts";
import { callAdmin, inquiryRow, seedInquiries } from "../helpers/admin.ts";
import { postInquiry, validInquiry } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";

/**
 * The inbox list's counts come from `inquiry_counts`, kept by triggers (migrations/0013): after every
 * kind of write to the archive they equal a COUNT(*) over `inquiries`.
 */

beforeEach(() => standIn.reset());

type CountRow = { facet: string; value: string; n: number };

/** The counts as COUNT(*) computes them, in the table's shape (zero rows left out). */
const COUNTED = `SELECT 'status' AS facet, status AS value, COUNT(*) AS n FROM inquiries GROUP BY status
  UNION ALL SELECT 'spam_reason', spam_reason, COUNT(*) FROM inquiries
    WHERE status = 'spam' AND spam_reason IS NOT NULL GROUP BY spam_reason
  UNION ALL SELECT 'lead_status', lead_status, COUNT(*) FROM inquiries
    WHERE lead_status IS NOT NULL GROUP BY lead_status
  UNION ALL SELECT 'needs_answer', '', COUNT(*) FROM inquiries
    WHERE lead_status = 'new' AND answered_at IS NULL HAVING COUNT(*) > 0
  ORDER BY facet, value`;

async function counted(): Promise<CountRow[]> {
  return (await env.DB.prepare(COUNTED).all<CountRow>()).results;
}

async function kept(): Promise<CountRow[]> {
  return (
    await env.DB.prepare(
      "SELECT facet, value, n FROM inquiry_counts WHERE n <> 0 ORDER BY facet, value",
    ).all<CountRow>()
  ).results;
}

/** Asserts the kept counts equal COUNT(*), and answers them. */
async function expectCountsKept(): Promise<CountRow[]> {
  const truth = await counted();
  expect(await kept()).toEqual(truth);
  return truth;
}

/** The kept count of one facet's value (0 when it has none). */
async function countOf(facet: string, value: string): Promise<number> {
  return (await kept()).find((row) => row.facet === facet && row.value === value)?.n ?? 0;
}

function post(path: string, body?: unknown) {
  return callAdmin(path, { method: "POST", ...(body === undefined ? {} : { body }) });
}

describe("inquiry_counts", () => {
  it("follows the intake: a clean inquiry, its delivery, and spam", async () => {
    const { id } = (await (await postInquiry(validInquiry())).json()) as SendEmailAccepted;
    expect(id).toBeTruthy();
    await expectCountsKept();
    await settleAllRuns();
    await expectCountsKept();
    expect([await countOf("lead_status", "new"), await countOf("needs_answer", "")]).toEqual([1, 1]);
    await postInquiry({ ...validInquiry({ email: "bot@example.com" }), honeypot: "x" });
    await settleAllRuns();
    await expectCountsKept();
    expect(await countOf("spam_reason", "honeypot")).toBe(1);
  });

  it("follows the Setup panel's test inquiry, which has no lead status", async () => {
    expect((await post("/api/admin/test-inquiry")).status).toBe(202);
    await settleAllRuns();
    const truth = await expectCountsKept();
    expect(truth.filter((row) => row.facet === "status").reduce((sum, row) => sum + row.n, 0)).toBe(1);
    expect(truth.filter((row) => row.facet !== "status")).toEqual([]);
  });

  it("follows lead status changes, Mark as answered and a reply", async () => {
    const [quoted, marked, replied] = [await seedLead(), await seedLead(), await seedLead()];
    await expectCountsKept();
    expect(await countOf("needs_answer", "")).toBe(3);
    for (const [status, extra] of [
      ["quoted", {}],
      ["won", { jobValueUsd: 1200 }],
      ["lost", { lostReason: "Went elsewhere" }],
      ["new", {}],
    ] as const) {
      expect((await post(`/api/admin/inquiries/${quoted}/lead-status`, { status, ...extra })).status).toBe(
        200,
      );
      await expectCountsKept();
    }
    expect((await post(`/api/admin/inquiries/${marked}/mark-answered`)).status).toBe(200);
    await expectCountsKept();
    const reply = { subject: "Re: Kitchen", message: "Thank you.", requestKey: crypto.randomUUID() };
    expect((await post(`/api/admin/inquiries/${replied}/replies`, reply)).status).toBe(202);
    await settleAllRuns();
    await expectCountsKept();
    // Answered once, New again stays out of Needs an answer.
    expect(await countOf("needs_answer", "")).toBe(0);
    expect(await countOf("lead_status", "answered")).toBe(2);
  });

  it("follows spam corrections both ways", async () => {
    const id = await seedLead();
    expect((await post(`/api/admin/inquiries/${id}/mark-spam`, {})).status).toBe(200);
    await expectCountsKept();
    expect([await countOf("spam_reason", "operator"), await countOf("lead_status", "new")]).toEqual([1, 0]);
    expect((await post(`/api/admin/inquiries/${id}/not-spam`)).status).toBe(200);
    await settleAllRuns();
    await expectCountsKept();
    expect([await countOf("status", "spam"), await countOf("needs_answer", "")]).toEqual([0, 1]);
  });

  it("Not spam on an answered inquiry makes it a New lead never answered, its reminders not yet sent", async () => {
    const id = await seedLead(
      {},
      {
        answered_at: "2026-11-20T11:00:00.000Z",
        first_answer_minutes: 60,
        overdue_reminded_at: "2026-11-21T10:00:00.000Z",
      },
    );
    expect((await post(`/api/admin/inquiries/${id}/mark-spam`, {})).status).toBe(200);
    await expectCountsKept();
    expect((await post(`/api/admin/inquiries/${id}/not-spam`)).status).toBe(200);
    await settleAllRuns();
    await expectCountsKept();
    expect(await countOf("needs_answer", "")).toBe(1);
    const row = await env.DB.prepare(
      "SELECT lead_status, answered_at, first_answer_minutes, due_soon_reminded_at, overdue_reminded_at FROM inquiries WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(row).toEqual({
      lead_status: "new",
      answered_at: null,
      first_answer_minutes: null,
      due_soon_reminded_at: null,
      overdue_reminded_at: null,
    });
  });

  it("follows erasure and retention's deletes", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const [, erased] = [await seedLead(), await seedLead()];
    await seedInquiries([
      inquiryRow({ received_at: old, updated_at: old }),
      inquiryRow({ received_at: old, updated_at: old, status: "spam", spam_reason: "honeypot" }),
    ]);
    await seedLead({ received_at: old, updated_at: old });
    await expectCountsKept();
    expect((await callAdmin(`/api/admin/inquiries/${erased}`, { method: "DELETE" })).status).toBe(204);
    await expectCountsKept();
    await worker.scheduled?.(
      createScheduledController({ cron: CRON.retention, scheduledTime: Date.now() }),
      env,
    );
    const truth = await expectCountsKept();
    // Only `kept` is left: the erased one and the three past retention are out of every count.
    expect(truth.filter((row) => row.facet !== "status")).toEqual([
      { facet: "lead_status", value: "new", n: 1 },
      { facet: "needs_answer", value: "", n: 1 },
    ]);
    expect(truth.filter((row) => row.facet === "status").map((row) => row.n)).toEqual([1]);
  });

  it("follows the 5-minute cron giving clean inquiries stored without a lead status New", async () => {
    const recent = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await seedInquiries([
      inquiryRow({ received_at: recent }),
      inquiryRow({ received_at: recent, status: "delivered" }),
      inquiryRow({ received_at: recent, status: "spam", spam_reason: "honeypot" }),
    ]);
    await expectCountsKept();
    expect(await countOf("lead_status", "new")).toBe(0);
    for (let run = 0; run < 2; run += 1) {
      await worker.scheduled?.(
        createScheduledController({ cron: CRON.start, scheduledTime: Date.now() }),
        env,
      );
      await expectCountsKept();
      expect([await countOf("lead_status", "new"), await countOf("needs_answer", "")]).toEqual([2, 2]);
    }
  });

  it("is what the list answers, and the migration's backfill recounts an archive", async () => {
    await seedLead();
    await seedLead({}, { answered_at: "2026-11-02T08:00:00.000Z", lead_status: "answered" });
    await seedInquiries([inquiryRow({ status: "spam", spam_reason: "honeypot_missing" })]);
    const page = inquiryPageSchema.parse(await (await callAdmin("/api/admin/inquiries")).json());
    expect(page).toMatchObject({
      needsAnswer: 1,
      spamCounts: { honeypot_missing: 1 },
      leadCounts: { new: 1, answered: 1, quoted: 0, won: 0, lost: 0 },
    });
    const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] };
    const backfill = TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0013_"))?.queries.find(
      (query) => query.trim().startsWith("INSERT INTO inquiry_counts"),
    );
    expect(backfill).toBeDefined();
    const before = await kept();
    await env.DB.batch([env.DB.prepare("DELETE FROM inquiry_counts"), env.DB.prepare(backfill ?? "")]);
    expect(await kept()).toEqual(before);
    await expectCountsKept();
  });
});
