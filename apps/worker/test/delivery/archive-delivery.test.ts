import { env } from "cloudflare:workers";
import type { SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { expectAccepted } from "../helpers/accepted.ts";
import { failingDb } from "../helpers/admin.ts";
import { postInquiry, validInquiry } from "../helpers/api.ts";
import { historyOf, inquiryCount, rowOf, storedRow, throwingDb } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { disableRetryDelays, settleAllRuns } from "../helpers/workflow-runs.ts";

const logs = captureLogs();
beforeEach(() => standIn.reset());

/** The visitor's answer: HTTP status and body. */
async function answerOf(response: Response): Promise<{ status: number; body: SendEmailAccepted }> {
  return { status: response.status, body: (await response.json()) as SendEmailAccepted };
}

/** Moves inquiry `id`'s arrival `hours` back, as if it had been received then. */
async function receivedHoursAgo(id: string, hours: number): Promise<void> {
  const then = new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
  await env.DB.prepare("UPDATE inquiries SET received_at = ?, updated_at = ? WHERE id = ?")
    .bind(then, then, id)
    .run();
}

/**
 * A valid inquiry with a token of its own in its message, for a stand-in script that must apply to
 * this inquiry's email only (`match`): a late retry of another test's run cannot use the script up.
 */
function ownInquiry() {
  const token = crypto.randomUUID();
  return { inquiry: validInquiry({ message: `Please call me back about ${token}.` }), token };
}
describe("store first, then deliver: every inquiry that passes the checks is kept", () => {
  it("sent: 200 (or 202 on a slow run), the row is `sent` with the provider's message id, one attempt, history received -> sent", async () => {
    const body = await expectAccepted(await postInquiry(validInquiry()));
    const [delivery] = (await standIn.deliveries()).delivered;
    expect(delivery?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const row = await storedRow(body.id);
    expect(row).toMatchObject({
      status: "sent",
      provider_message_id: delivery?.id,
      attempts: 1,
      last_error: null,
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(503) 555-0100",
      subject: "Kitchen remodel",
      message: "We would like a quote for our kitchen.\nIt is about 20 square metres.",
      api_key_env_name: "RESEND_API_KEY",
      idempotency_key: body.id,
    });
    const email = await standIn.onlyEmail();
    // The stored email is exactly the one sent, so a re-send sends the same.
    expect(JSON.parse(row.email_json)).toMatchObject({
      subject: email.body.subject,
      html: email.body.html,
      text: email.body.text,
    });
    expect(JSON.parse(row.email_json)).toMatchObject({
      to: "hello@clearwell-interiors.example",
      replyTo: "ada@example.com",
    });
    expect((await historyOf(body.id)).map((event) => event.status)).toEqual(["received", "sent"]);
  });

  it("queued -> sent: 202, the row is `queued` with the error; the run's retry makes it `sent`", async () => {
    const { inquiry, token } = ownInquiry();
    await standIn.setMode({ match: token, script: [{ status: 503, retryAfter: 1 }] });
    const { status, body } = await answerOf(await postInquiry(inquiry));
    expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
    expect(await storedRow(body.id)).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "503 application_error",
    });
    await settleAllRuns();
    const row = await storedRow(body.id);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(row.provider_message_id).toBe((await standIn.deliveries()).delivered[0]?.id);
    expect((await historyOf(body.id)).map((event) => event.status)).toEqual(["received", "queued", "sent"]);
  });

  it("a failed retry keeps the row `queued` with one more attempt and the last error", async () => {
    const { inquiry, token } = ownInquiry();
    await standIn.setMode({ match: token, script: [{ status: 500 }, { status: 429 }] });
    await disableRetryDelays();
    const { body } = await answerOf(await postInquiry(inquiry));
    await settleAllRuns();
    const history = await historyOf(body.id);
    expect(history.map((event) => event.status)).toEqual(["received", "queued", "queued", "sent"]);
    expect(history[2]?.detail).toContain("429 rate_limit_exceeded");
    expect(await storedRow(body.id)).toMatchObject({ status: "sent", attempts: 3 });
  });

  for (const [providerStatus, name] of [
    [403, "invalid_api_key"],
    [422, "validation_error"],
  ] as const) {
    it(`failed: the provider refuses (${providerStatus}) -> the visitor still gets 202 queued, the row is \`failed\`, never retried`, async () => {
      await standIn.setMode({ status: providerStatus, name, message: "no" });
      const { status, body } = await answerOf(await postInquiry(validInquiry()));
      expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
      await settleAllRuns();
      expect((await standIn.recorded()).emails).toHaveLength(1);
      expect(await storedRow(body.id)).toMatchObject({
        status: "failed",
        attempts: 1,
        last_error: `${providerStatus} ${name}`,
        provider_message_id: null,
      });
      expect((await historyOf(body.id)).map((event) => event.status)).toEqual(["received", "failed"]);
    });
  }

  it("the run could not be created -> 202 queued, the row stays `received` for the scheduled start", async () => {
    const { status, body } = await answerOf(
      await postInquiry(validInquiry(), { env: { INQUIRY_DELIVERY: undefined } }),
    );
    expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
    expect(await storedRow(body.id)).toMatchObject({ status: "received", attempts: 0 });
    expect(logs.events("workflow_unavailable")[0]).toMatchObject({ during: "create", id: body.id });
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("spam: a filled honeypot is stored as `spam` with its reason and five fields only, never emailed; the bot gets the decoy", async () => {
    const { status, body } = await answerOf(
      await postInquiry({ ...validInquiry(), honeypot: "https://spam.example" }),
    );
    expect({ status, body: body.status }).toEqual({ status: 200, body: "sent" });
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
    const row = await storedRow(body.id);
    expect(row).toMatchObject({
      status: "spam",
      spam_reason: "honeypot",
      attempts: 0,
      name: "Ada Lovelace",
      email_json: "",
    });
    expect(await historyOf(body.id)).toMatchObject([{ status: "spam", detail: "honeypot" }]);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS count FROM deliveries WHERE inquiry_id = ?")
        .bind(body.id)
        .first(),
    ).toEqual({
      count: 0,
    });
  });

  it("idempotency: the same submission twice is one row and one email", async () => {
    const first = await answerOf(await postInquiry(validInquiry()));
    const second = await answerOf(await postInquiry(validInquiry()));
    expect(second).toEqual(first);
    expect(await inquiryCount()).toBe(1);
    expect((await standIn.recorded()).emails).toHaveLength(1);
    expect((await historyOf(first.body.id)).map((event) => event.status)).toEqual(["received", "sent"]);
  });

  it("the same submission more than 24 hours later is a new inquiry: its own row, run and email", async () => {
    const first = await answerOf(await postInquiry(validInquiry()));
    await settleAllRuns();
    await receivedHoursAgo(first.body.id, 25);
    const later = await expectAccepted(await postInquiry(validInquiry()));
    expect(later.id).toBe(`${first.body.id}-d${Math.floor(Date.now() / 86_400_000)}`);
    expect(await inquiryCount()).toBe(2);
    const keys = (await standIn.recorded()).emails.map((email) => email.headers["idempotency-key"]);
    expect(keys).toEqual([first.body.id, later.id]);
    // Within 24 hours of that new one (delivered by now), a repeat is the new one again, from its row.
    expect(await answerOf(await postInquiry(validInquiry()))).toEqual({
      status: 200,
      body: { id: later.id, status: "sent" },
    });
    expect(await inquiryCount()).toBe(2);
  });

  it("idempotency: a `failed` inquiry submitted again is delivered again (still one row)", async () => {
    const { inquiry, token } = ownInquiry();
    await standIn.setMode({ match: token, script: [{ status: 422 }] });
    const first = await answerOf(await postInquiry(inquiry));
    await settleAllRuns();
    expect((await storedRow(first.body.id)).status).toBe("failed");
    const second = await expectAccepted(await postInquiry(inquiry));
    expect(second.id).toBe(first.body.id);
    expect(await inquiryCount()).toBe(1);
    expect(await storedRow(first.body.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });
});

describe("D1 unavailable to the request: the run stores the inquiry, then delivers it", () => {
  const brokenArchives = [
    ["the DB binding is missing", () => undefined],
    ["D1 fails every query", failingDb],
    ["prepare throws", throwingDb],
  ] as const;
  for (const [label, db] of brokenArchives) {
    it(`${label}: 202 queued, then stored and sent once by the run, archive_unavailable logged`, async () => {
      const { status, body } = await answerOf(await postInquiry(validInquiry(), { env: { DB: db() } }));
      expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
      expect(logs.events("archive_unavailable")).toContainEqual(
        expect.objectContaining({ level: "error", during: "store", id: body.id }),
      );
      await settleAllRuns();
      expect((await standIn.recorded()).emails).toHaveLength(1);
      expect(await rowOf(body.id)).toMatchObject({ status: "sent", name: "Ada Lovelace" });
      expect(logs.lines.join("\n")).not.toContain("We would like a quote");
    });

    it(`${label}: a provider refusal -> 202 queued, the stored row \`failed\``, async () => {
      await standIn.setMode({ status: 403 });
      const response = await postInquiry(validInquiry(), { env: { DB: db() } });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as SendEmailAccepted;
      await settleAllRuns();
      expect((await rowOf(id))?.status).toBe("failed");
    });
  }

  it("the same submission more than 24 hours after the first, with D1 down: a new inquiry, stored and sent by its run", async () => {
    const first = await answerOf(await postInquiry(validInquiry()));
    await settleAllRuns();
    await receivedHoursAgo(first.body.id, 25);
    const later = await answerOf(await postInquiry(validInquiry(), { env: { DB: throwingDb() } }));
    expect(later).toEqual({
      status: 202,
      body: { id: `${first.body.id}-d${Math.floor(Date.now() / 86_400_000)}`, status: "queued" },
    });
    await settleAllRuns();
    const keys = (await standIn.recorded()).emails.map((email) => email.headers["idempotency-key"]);
    expect(keys).toEqual([first.body.id, later.body.id]);
    expect(await rowOf(later.body.id)).toMatchObject({ status: "sent" });
  });

  it("a spam submission with D1 down still gets the decoy, nothing sent", async () => {
    const response = await postInquiry({ ...validInquiry(), honeypot: "bot" }, { env: { DB: failingDb() } });
    expect(response.status).toBe(200);
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
    // Each D1 use that failed says so: the form token's use count, then storing the spam.
    expect(logs.events("archive_unavailable").map((line) => line.during)).toEqual([
      "form_token_uses",
      "store",
    ]);
  });
});
