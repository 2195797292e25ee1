import type { SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import type { QueuedInquiry } from "../src/delivery/queued-inquiry.ts";
import { failingDb } from "./helpers/admin.ts";
import { captureQueue, envelopeOf, postInquiry, validInquiry } from "./helpers/api.ts";
import { historyOf, inquiryCount, rowOf, storedRow, throwingDb } from "./helpers/archive.ts";
import { captureLogs } from "./helpers/logs.ts";
import { drainQueue } from "./helpers/queue-driver.ts";
import { standIn } from "./helpers/stand-in.ts";

const logs = captureLogs();
beforeEach(() => standIn.reset());

/** The visitor's answer: HTTP status and body. */
async function answerOf(response: Response): Promise<{ status: number; body: SendEmailAccepted }> {
  return { status: response.status, body: (await response.json()) as SendEmailAccepted };
}

describe("store first, then deliver: every inquiry that passes the checks is kept", () => {
  it("sent: 200, the row is `sent` with the provider's message id, one attempt, history received -> sent", async () => {
    const { status, body } = await answerOf(await postInquiry(validInquiry()));
    expect(status).toBe(200);
    expect(body.status).toBe("sent");
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

  it("queued -> sent: 202, the row is `queued` with the error; the consumer's success makes it `sent`", async () => {
    await standIn.setMode({
      script: [{ status: 503 }],
    });
    const { queue, sent } = captureQueue();
    const { status, body } = await answerOf(
      await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } }),
    );
    expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
    expect(await storedRow(body.id)).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "503 application_error",
    });
    expect((sent[0]?.body as QueuedInquiry | undefined)?.id).toBe(body.id);

    const drained = await drainQueue(sent);
    expect(drained.acked).toHaveLength(1);
    const row = await storedRow(body.id);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(row.provider_message_id).toBe((await standIn.deliveries()).delivered[0]?.id);
    expect((await historyOf(body.id)).map((event) => event.status)).toEqual(["received", "queued", "sent"]);
  });

  it("a failed queued attempt keeps the row `queued` with one more attempt and the last error", async () => {
    await standIn.setMode({
      script: [{ status: 500 }, { status: 429 }],
    });
    const { queue, sent } = captureQueue();
    const { body } = await answerOf(await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } }));
    await drainQueue(sent);
    const history = await historyOf(body.id);
    expect(history.map((event) => event.status)).toEqual(["received", "queued", "queued", "sent"]);
    expect(history[2]?.detail).toContain("429 rate_limit_exceeded");
    expect(await storedRow(body.id)).toMatchObject({ status: "sent", attempts: 3 });
  });

  for (const [providerStatus, name] of [
    [403, "invalid_api_key"],
    [422, "validation_error"],
  ] as const) {
    it(`failed: the provider refuses (${providerStatus}) -> the visitor still gets 202 queued, the row is \`failed\`, nothing queued`, async () => {
      await standIn.setMode({
        status: providerStatus,
        name,
        message: "no",
      });
      const { queue, sent } = captureQueue();
      const { status, body } = await answerOf(
        await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } }),
      );
      expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
      expect(sent).toEqual([]);
      expect(await storedRow(body.id)).toMatchObject({
        status: "failed",
        attempts: 1,
        last_error: `${providerStatus} ${name}`,
        provider_message_id: null,
      });
      expect((await historyOf(body.id)).map((event) => event.status)).toEqual(["received", "failed"]);
    });
  }

  it("failed: provider not configured -> 202 queued, the row is `failed` (provider_not_configured), nothing sent", async () => {
    const { status, body } = await answerOf(
      await postInquiry(validInquiry(), { env: { RESEND_API_KEY: undefined } }),
    );
    expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
    expect(await storedRow(body.id)).toMatchObject({
      status: "failed",
      last_error: "provider_not_configured",
    });
    expect(logs.events("provider_not_configured")).toHaveLength(1);
  });

  it("neither provider nor queue took it -> 202 queued, the row stays `received` for the sweep", async () => {
    await standIn.setMode({ status: 500 });
    const { status, body } = await answerOf(
      await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: undefined } }),
    );
    expect({ status, body: body.status }).toEqual({ status: 202, body: "queued" });
    expect(await storedRow(body.id)).toMatchObject({ status: "received", attempts: 1 });
    expect((await storedRow(body.id)).last_error).toContain("queue unavailable");
  });

  it("spam: a filled honeypot is stored as `spam` with its composed email, never emailed; the bot gets the decoy", async () => {
    const { status, body } = await answerOf(
      await postInquiry({ ...validInquiry(), honeypot: "https://spam.example" }),
    );
    expect({ status, body: body.status }).toEqual({ status: 200, body: "sent" });
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
    const row = await storedRow(body.id);
    expect(row).toMatchObject({ status: "spam", attempts: 0, name: "Ada Lovelace" });
    expect(JSON.parse(row.email_json)).toMatchObject({ to: "hello@clearwell-interiors.example" });
    expect(await historyOf(body.id)).toMatchObject([{ status: "spam", detail: "honeypot" }]);
  });

  it("idempotency: the same submission twice is one row and one email", async () => {
    const first = await answerOf(await postInquiry(validInquiry()));
    const second = await answerOf(await postInquiry(validInquiry()));
    expect(second).toEqual(first);
    expect(await inquiryCount()).toBe(1);
    expect((await standIn.recorded()).emails).toHaveLength(1);
    expect((await historyOf(first.body.id)).map((event) => event.status)).toEqual(["received", "sent"]);
  });

  it("idempotency: a `failed` inquiry submitted again is delivered again (still one row)", async () => {
    await standIn.setMode({ script: [{ status: 422 }] });
    const first = await answerOf(await postInquiry(validInquiry()));
    expect((await storedRow(first.body.id)).status).toBe("failed");
    const second = await answerOf(await postInquiry(validInquiry()));
    expect(second).toEqual({ status: 200, body: { id: first.body.id, status: "sent" } });
    expect(await inquiryCount()).toBe(1);
    expect(await storedRow(first.body.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });
});

describe("D1 unavailable: the inquiry still goes out, the answer stays honest", () => {
  const brokenArchives = [
    ["the DB binding is missing", () => undefined],
    ["D1 fails every query", failingDb],
    ["prepare throws", throwingDb],
  ] as const;
  for (const [label, db] of brokenArchives) {
    it(`${label}: sent -> 200 sent, one email, archive_unavailable logged`, async () => {
      const { status, body } = await answerOf(await postInquiry(validInquiry(), { env: { DB: db() } }));
      expect({ status, body: body.status }).toEqual({ status: 200, body: "sent" });
      expect((await standIn.recorded()).emails).toHaveLength(1);
      expect(logs.events("archive_unavailable")[0]).toMatchObject({
        level: "error",
        during: "store",
        id: body.id,
      });
      expect(await rowOf(body.id)).toBeNull();
      expect(logs.lines.join("\n")).not.toContain("We would like a quote");
    });

    it(`${label}: a provider outage -> 202 queued on the queue`, async () => {
      await standIn.setMode({ status: 500 });
      const { queue, sent } = captureQueue();
      const response = await postInquiry(validInquiry(), { env: { DB: db(), INQUIRY_QUEUE: queue } });
      expect(response.status).toBe(202);
      expect(sent).toHaveLength(1);
    });

    it(`${label}: a provider refusal -> the old 502 provider_rejected (neither stored nor sent)`, async () => {
      await standIn.setMode({ status: 403 });
      const response = await postInquiry(validInquiry(), { env: { DB: db() } });
      expect(response.status).toBe(502);
      expect((await envelopeOf(response)).code).toBe("provider_rejected");
    });
  }

  it("a spam submission with D1 down still gets the decoy, nothing sent", async () => {
    const response = await postInquiry({ ...validInquiry(), honeypot: "bot" }, { env: { DB: failingDb() } });
    expect(response.status).toBe(200);
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
    expect(logs.events("archive_unavailable")).toHaveLength(1);
  });
});
