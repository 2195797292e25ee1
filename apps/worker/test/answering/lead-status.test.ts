import { env } from "cloudflare:workers";
import {
  ANSWERING_MESSAGES,
  type InquiryDetail,
  inquiryDetailSchema,
  inquiryPageSchema,
  type SendEmailAccepted,
} from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import { callAdmin } from "../helpers/admin.ts";
import { envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";
import { seedLead, storedRow } from "./answering-fixtures.ts";

/**
 * The lead status, Mark as answered, notes and the timeline (docs/product.md#answering-inquiries)
 * through the admin API, over the real migrations.
 */

const OPERATOR = "operator@clearwell-interiors.example";

function post(path: string, body?: unknown) {
  return callAdmin(path, { method: "POST", ...(body === undefined ? {} : { body }) });
}

async function detail(response: Response, status = 200): Promise<InquiryDetail> {
  expect(response.status).toBe(status);
  return inquiryDetailSchema.parse(await response.json());
}

describe("a new inquiry", () => {
  it("is stored New with its due time; spam has no lead status", async () => {
    const before = Date.now();
    const response = await postInquiry(validInquiry());
    const { id } = (await response.json()) as SendEmailAccepted;
    await settleAllRuns();
    const row = await storedRow(id);
    expect(row.lead_status).toBe("new");
    expect(Date.parse(row.due_at ?? "")).toBeGreaterThan(before);
    expect(Date.parse(row.due_soon_at ?? "")).toBeLessThan(Date.parse(row.due_at ?? ""));
    const spam = await postInquiry({ ...validInquiry({ email: "bot@example.com" }), honeypot: "x" });
    const spamRow = await storedRow(((await spam.json()) as SendEmailAccepted).id);
    expect([spamRow.lead_status, spamRow.due_at]).toEqual([null, null]);
  });
});

describe("POST /api/admin/inquiries/:id/lead-status", () => {
  it("changes the status, sets answered-at once, and records who did it in the timeline", async () => {
    const id = await seedLead({ received_at: "2026-11-23T17:30:00.000Z" });
    const quoted = await detail(await post(`/api/admin/inquiries/${id}/lead-status`, { status: "quoted" }));
    expect(quoted.leadStatus).toBe("quoted");
    expect(quoted.answeredAt).not.toBeNull();
    expect(quoted.answerClock?.state).toBe("answered");
    const won = await detail(
      await post(`/api/admin/inquiries/${id}/lead-status`, { status: "won", jobValueUsd: 12500 }),
    );
    expect(won).toMatchObject({ leadStatus: "won", jobValueUsd: 12500, answeredAt: quoted.answeredAt });
    expect(won.firstAnswerMinutes).toBe(quoted.firstAnswerMinutes);
    const lost = await detail(
      await post(`/api/admin/inquiries/${id}/lead-status`, {
        status: "lost",
        lostReason: "  Went elsewhere ",
      }),
    );
    expect(lost).toMatchObject({ leadStatus: "lost", jobValueUsd: null, lostReason: "Went elsewhere" });
    const changes = lost.timeline.filter((entry) => entry.kind === "lead_status");
    expect(changes).toMatchObject([
      { from: "new", to: "quoted", by: OPERATOR, via: "change" },
      { from: "quoted", to: "won", jobValueUsd: 12500 },
      { from: "won", to: "lost", lostReason: "Went elsewhere" },
    ]);
    expect(lost.timeline[0]).toEqual({ kind: "received", at: "2026-11-23T17:30:00.000Z" });
  });

  it.each([
    [{ status: "pending" }, "status", ANSWERING_MESSAGES.leadStatus],
    [{ status: "won", jobValueUsd: -1 }, "jobValueUsd", ANSWERING_MESSAGES.jobValue],
    [{ status: "won", jobValueUsd: 10.5 }, "jobValueUsd", ANSWERING_MESSAGES.jobValue],
    [{ status: "won", jobValueUsd: 10_000_001 }, "jobValueUsd", ANSWERING_MESSAGES.jobValue],
    [{ status: "quoted", jobValueUsd: 100 }, "jobValueUsd", ANSWERING_MESSAGES.jobValueNotWon],
    [{ status: "lost", lostReason: "x".repeat(201) }, "lostReason", ANSWERING_MESSAGES.lostReason],
  ])("refuses %j with 422 and changes nothing", async (body, field, message) => {
    const id = await seedLead();
    const response = await post(`/api/admin/inquiries/${id}/lead-status`, body);
    expect(response.status).toBe(422);
    expect(await envelopeOf(response)).toEqual({
      error: message,
      code: "validation_failed",
      fields: { [field]: message },
    });
    const row = await storedRow(id);
    expect([row.lead_status, row.answered_at]).toEqual(["new", null]);
  });

  it("takes the extremes of the job value", async () => {
    const id = await seedLead();
    for (const jobValueUsd of [0, 10_000_000]) {
      const won = await detail(
        await post(`/api/admin/inquiries/${id}/lead-status`, { status: "won", jobValueUsd }),
      );
      expect(won.jobValueUsd).toBe(jobValueUsd);
    }
  });

  it("refuses spam and Setup tests (409) and an unknown id (404)", async () => {
    const spam = await seedLead({ status: "spam" }, { lead_status: null });
    const refused = await post(`/api/admin/inquiries/${spam}/lead-status`, { status: "won" });
    expect(refused.status).toBe(409);
    expect((await envelopeOf(refused)).code).toBe("inquiry_not_answerable");
    const missing = await post("/api/admin/inquiries/inquiry-none/lead-status", { status: "won" });
    expect([missing.status, (await envelopeOf(missing)).code]).toEqual([404, "not_found"]);
  });

  it("refuses a body that is not JSON with 400 invalid_json and changes nothing", async () => {
    const id = await seedLead();
    const response = await callAdmin(`/api/admin/inquiries/${id}/lead-status`, {
      method: "POST",
      rawBody: "{status: won",
    });
    expect([response.status, (await envelopeOf(response)).code]).toEqual([400, "invalid_json"]);
    expect((await storedRow(id)).lead_status).toBe("new");
  });

  it("refuses a change from another site (same-origin rule)", async () => {
    const id = await seedLead();
    const response = await callAdmin(`/api/admin/inquiries/${id}/lead-status`, {
      method: "POST",
      origin: "https://evil.example",
      body: { status: "won" },
    });
    expect(response.status).toBe(403);
    expect((await storedRow(id)).lead_status).toBe("new");
  });
});

describe("POST /api/admin/inquiries/:id/mark-answered", () => {
  it("sets Answered from New once, then refuses with 409", async () => {
    const id = await seedLead();
    const answered = await detail(await post(`/api/admin/inquiries/${id}/mark-answered`));
    expect(answered).toMatchObject({ leadStatus: "answered" });
    expect(answered.timeline.at(-1)).toMatchObject({
      kind: "lead_status",
      via: "mark_answered",
      by: OPERATOR,
    });
    const again = await post(`/api/admin/inquiries/${id}/mark-answered`);
    expect([again.status, (await envelopeOf(again)).code]).toEqual([409, "inquiry_already_answered"]);
    expect((await storedRow(id)).answered_at).toBe(answered.answeredAt);
  });

  it("keeps answered-at when the status goes back to New and is answered again", async () => {
    const id = await seedLead();
    const first = await detail(await post(`/api/admin/inquiries/${id}/mark-answered`));
    await detail(await post(`/api/admin/inquiries/${id}/lead-status`, { status: "new" }));
    const second = await detail(await post(`/api/admin/inquiries/${id}/mark-answered`));
    expect(second.answeredAt).toBe(first.answeredAt);
  });
});

describe("POST /api/admin/inquiries/:id/notes", () => {
  it("adds a private note to the timeline", async () => {
    const id = await seedLead();
    const noted = await detail(
      await post(`/api/admin/inquiries/${id}/notes`, { text: " Called, left a voicemail. " }),
      201,
    );
    expect(noted.timeline.at(-1)).toMatchObject({
      kind: "note",
      text: "Called, left a voicemail.",
      by: OPERATOR,
    });
  });

  it("takes the longest note in any script: 2,000 characters of Japanese are 6 KB of JSON", async () => {
    const id = await seedLead();
    const text = "日本語のメモ".repeat(334).slice(0, 2000);
    const noted = await detail(await post(`/api/admin/inquiries/${id}/notes`, { text }), 201);
    expect(noted.timeline.at(-1)).toMatchObject({ kind: "note", text });
  });

  it.each([
    [{ text: "   " }, ANSWERING_MESSAGES.noteEmpty],
    [{ text: "x".repeat(2001) }, ANSWERING_MESSAGES.noteTooLong],
    [{}, ANSWERING_MESSAGES.noteEmpty],
  ])("refuses %#: 422 and nothing stored", async (body, message) => {
    const id = await seedLead();
    const response = await post(`/api/admin/inquiries/${id}/notes`, body);
    expect(response.status).toBe(422);
    expect(await envelopeOf(response)).toMatchObject({ error: message, fields: { text: message } });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiry_timeline WHERE inquiry_id = ?")
      .bind(id)
      .first<number>("n");
    expect(count).toBe(0);
  });
});

describe("GET /api/admin/inquiries?view=needs-answer", () => {
  it("lists New unanswered inquiries soonest due first, no target last, with its count and pages", async () => {
    const late = await seedLead(
      { received_at: "2026-11-20T10:00:00.000Z" },
      { due_at: "2099-01-03T00:00:00.000Z" },
    );
    const soon = await seedLead(
      { received_at: "2026-11-21T10:00:00.000Z" },
      { due_at: "2099-01-01T00:00:00.000Z" },
    );
    const old = await seedLead({ received_at: "2026-11-22T10:00:00.000Z" });
    const overdue = await seedLead(
      { received_at: "2026-11-19T10:00:00.000Z" },
      { due_at: "2026-11-19T12:00:00.000Z" },
    );
    await seedLead(
      {},
      { lead_status: "quoted", answered_at: "2026-11-20T11:00:00.000Z", first_answer_minutes: 70 },
    );
    await seedLead({ status: "spam" }, { lead_status: null });
    const first = inquiryPageSchema.parse(
      await (await callAdmin("/api/admin/inquiries?view=needs-answer&limit=2")).json(),
    );
    expect(first.inquiries.map((inquiry) => inquiry.id)).toEqual([overdue, soon]);
    expect(first.needsAnswer).toBe(4);
    expect(first.leadCounts).toEqual({ new: 4, answered: 0, quoted: 1, won: 0, lost: 0 });
    expect(first.inquiries[0]?.answerClock?.state).toBe("overdue");
    expect(first.inquiries[1]?.answerClock?.state).toBe("due");
    const second = inquiryPageSchema.parse(
      await (
        await callAdmin(`/api/admin/inquiries?view=needs-answer&limit=2&cursor=${first.nextCursor}`)
      ).json(),
    );
    expect(second.inquiries.map((inquiry) => inquiry.id)).toEqual([late, old]);
    expect(second.inquiries[1]?.answerClock).toEqual({ state: "no_target", minutes: null });
    expect(second.nextCursor).toBeNull();
  });

  it("filters by lead status and says how long the answer took", async () => {
    const quoted = await seedLead(
      {},
      { lead_status: "quoted", answered_at: "2026-11-20T11:10:00.000Z", first_answer_minutes: 70 },
    );
    await seedLead();
    const page = inquiryPageSchema.parse(await (await callAdmin("/api/admin/inquiries?lead=quoted")).json());
    expect(page.inquiries.map((inquiry) => inquiry.id)).toEqual([quoted]);
    expect(page.inquiries[0]?.answerClock).toEqual({ state: "answered", minutes: 70 });
  });

  it("refuses an unknown view or lead status, and a cursor of the other order", async () => {
    for (const query of ["view=soon", "lead=pending"]) {
      const response = await callAdmin(`/api/admin/inquiries?${query}`);
      expect([response.status, (await envelopeOf(response)).code]).toEqual([400, "invalid_query"]);
    }
    await seedLead();
    await seedLead();
    const all = inquiryPageSchema.parse(await (await callAdmin("/api/admin/inquiries?limit=1")).json());
    const mixed = await callAdmin(`/api/admin/inquiries?view=needs-answer&cursor=${all.nextCursor}`);
    expect(mixed.status).toBe(400);
  });
});

describe("spam corrections", () => {
  it("Not spam makes a lead with its own due time; Mark as spam takes the lead status away", async () => {
    const id = await seedLead({ status: "spam" }, { lead_status: null });
    const before = Date.now();
    expect((await post(`/api/admin/inquiries/${id}/not-spam`)).status).toBe(200);
    await settleAllRuns();
    const lead = await storedRow(id);
    expect(lead.lead_status).toBe("new");
    expect(Date.parse(lead.due_at ?? "")).toBeGreaterThan(before);
    expect((await post(`/api/admin/inquiries/${id}/mark-spam`)).status).toBe(200);
    expect((await storedRow(id)).lead_status).toBeNull();
  });

  it("Not spam starts the answer clock at the correction: the first answer counts from it, not from arrival", async () => {
    // Twelve days in spam, whole office weeks among them: counted from arrival, thousands of minutes.
    const id = await seedLead(
      { status: "spam", received_at: "2026-11-16T09:00:00.000Z" },
      { lead_status: null },
    );
    const before = new Date().toISOString();
    expect((await post(`/api/admin/inquiries/${id}/not-spam`)).status).toBe(200);
    await settleAllRuns();
    const corrected = await storedRow(id);
    expect(Date.parse(corrected.clock_started_at ?? "")).toBeGreaterThanOrEqual(Date.parse(before));
    const answered = await detail(
      await post(`/api/admin/inquiries/${id}/lead-status`, { status: "answered" }),
    );
    const minutes = Math.ceil((Date.parse(answered.answeredAt ?? "") - Date.parse(before)) / 60_000);
    expect(answered.firstAnswerMinutes).toBeLessThanOrEqual(minutes);
    expect(answered.answerClock).toEqual({ state: "answered", minutes: answered.firstAnswerMinutes });
  });
});
