import { env, exports } from "cloudflare:workers";
import { ANSWERING_MESSAGES, type InquiryDetail, inquiryDetailSchema } from "@clearwell/contract";
import { Webhook } from "standardwebhooks";
import { beforeEach, describe, expect, it } from "vitest";
import { openDeliveries, recordDelivery } from "../../src/delivery/records/deliveries.ts";
import { callAdmin } from "../helpers/admin.ts";
import { type ChangedEnv, envelopeOf } from "../helpers/api.ts";
import { type SentEmail, standIn } from "../helpers/stand-in.ts";
import { disableRetryDelays, settleAllRuns } from "../helpers/workflow-runs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";
import { seedLead, storedRow } from "./answering-fixtures.ts";

/**
 * Replies from the inbox (docs/product.md#answering-inquiries): stored before they are sent, sent
 * by their own delivery run with retries and an idempotency key, their delivery events recorded;
 * every refusal sends nothing.
 */

beforeEach(() => standIn.reset());

const FROM = `Clearwell Interiors <${TEST_BINDINGS.MAIL_FROM_ADDRESS}>`;
const BUSINESS_MAILBOX = "hello@clearwell-interiors.example";

function reply(id: string, body: Record<string, unknown> = {}, changedEnv?: ChangedEnv) {
  return callAdmin(`/api/admin/inquiries/${id}/replies`, {
    method: "POST",
    body: {
      subject: "Re: Kitchen remodel",
      message: "Thank you, Ada.\n\nWe can visit on Tuesday.",
      requestKey: crypto.randomUUID(),
      ...body,
    },
    ...(changedEnv ? { env: changedEnv } : {}),
  });
}

async function detailOf(response: Response): Promise<InquiryDetail> {
  return inquiryDetailSchema.parse(await response.json());
}

async function sentEmails(): Promise<SentEmail[]> {
  return (await standIn.recorded()).emails as SentEmail[];
}

async function replyRows(id: string): Promise<number> {
  return (
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiry_replies WHERE inquiry_id = ?")
      .bind(id)
      .first<number>("n")) ?? 0
  );
}

describe("POST /api/admin/inquiries/:id/replies", () => {
  it("stores the reply, answers the inquiry and sends one email to the visitor", async () => {
    const id = await seedLead({ received_at: "2026-11-23T17:30:00.000Z", name: "Ada Lovelace" });
    const response = await reply(id);
    expect(response.status).toBe(202);
    const answered = await detailOf(response);
    expect(answered).toMatchObject({ leadStatus: "answered", answerClock: { state: "answered" } });
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.timeline.filter((entry) => entry.kind === "reply")).toMatchObject([
      {
        by: "operator@clearwell-interiors.example",
        to: "ada@example.com",
        subject: "Re: Kitchen remodel",
        replyId: "1",
      },
    ]);
    expect(answered.timeline.at(-1)).toMatchObject({
      kind: "lead_status",
      from: "new",
      to: "answered",
      via: "reply",
    });
    await settleAllRuns();
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(`${id}-reply-1`);
    expect(email.schemaErrors).toEqual([]);
    expect(email.body).toMatchObject({
      from: FROM,
      to: ["ada@example.com"],
      reply_to: BUSINESS_MAILBOX,
      subject: "Re: Kitchen remodel",
    });
    expect(email.body.text).toBe(
      "Thank you, Ada.\n\nWe can visit on Tuesday.\n\n-- \nClearwell Interiors\n(503) 555-0142\nhttps://clearwell-interiors.example\n\n" +
        "On Nov 23, 2026, 9:30 AM, Ada Lovelace wrote:\n> We would like a quote for our kitchen.\n",
    );
    expect(email.body.html).toContain("<blockquote");
    expect(email.body.headers?.["Message-ID"]).toBe(`<reply.1.${id}@clearwell-interiors.example>`);
    expect(email.body.headers?.["In-Reply-To"]).toBeUndefined();
    const after = await detailOf(await callAdmin(`/api/admin/inquiries/${id}`));
    expect(after.timeline.find((entry) => entry.kind === "reply")).toMatchObject({ status: "sent" });
    // The reply is not a business channel: the banner of failing channels leaves it out.
    const channels = (await (await callAdmin("/api/admin/channels")).json()) as {
      channels: { channel: string }[];
    };
    expect(channels.channels.map((channel) => channel.channel)).not.toContain("reply:1");
  });

  it("threads under the visitor's confirmation when one was sent", async () => {
    const id = await seedLead();
    await openDeliveries(env.DB, id, ["confirmation"], new Date().toISOString());
    await recordDelivery(env.DB, id, "confirmation", {
      status: "sent",
      at: new Date().toISOString(),
      detail: null,
    });
    expect((await reply(id)).status).toBe(202);
    await settleAllRuns();
    const { body } = await standIn.onlyEmail();
    const confirmation = `<confirmation.${id}@clearwell-interiors.example>`;
    expect(body.headers).toMatchObject({ "In-Reply-To": confirmation, References: confirmation });
  });

  it("sends one email for a double click (the same request key), even at the same time", async () => {
    const id = await seedLead();
    const requestKey = crypto.randomUUID();
    const [first, second] = await Promise.all([reply(id, { requestKey }), reply(id, { requestKey })]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    const third = await reply(id, { requestKey });
    expect(third.status).toBe(200);
    await settleAllRuns();
    expect(await replyRows(id)).toBe(1);
    expect(await sentEmails()).toHaveLength(1);
  });

  it("a retry after a failed store (same request key) sends exactly one email", async () => {
    const id = await seedLead();
    const requestKey = crypto.randomUUID();
    let failures = 1;
    // D1 fails once on the reply's batch, after whatever the request wrote before it.
    const flakyDb = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch" && failures > 0) {
          return async () => {
            failures -= 1;
            throw new Error("D1_ERROR: Network connection lost.");
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const failed = await reply(id, { requestKey }, { DB: flakyDb });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failures).toBe(0);
    const retried = await reply(id, { requestKey });
    expect(retried.status).toBe(202);
    expect((await detailOf(retried)).leadStatus).toBe("answered");
    await settleAllRuns();
    expect(await replyRows(id)).toBe(1);
    expect(await sentEmails()).toHaveLength(1);
  });

  it("retries a failed send with the same idempotency key", async () => {
    const id = await seedLead();
    await disableRetryDelays();
    await standIn.setMode({ script: [{ status: 503 }] });
    expect((await reply(id)).status).toBe(202);
    await settleAllRuns();
    const emails = await sentEmails();
    expect(emails.map((email) => email.status)).toEqual([503, 200]);
    expect(new Set(emails.map((email) => email.headers["idempotency-key"]))).toEqual(
      new Set([`${id}-reply-1`]),
    );
    const detail = await detailOf(await callAdmin(`/api/admin/inquiries/${id}`));
    expect(detail.deliveries.find((delivery) => delivery.channel === "reply:1")).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it("records a bounce: the reply shows bounced and the operator is alerted", async () => {
    const id = await seedLead();
    expect((await reply(id)).status).toBe(202);
    await settleAllRuns();
    const emailId = (await standIn.onlyEmail()).answer as { id: string };
    const body = JSON.stringify({
      type: "email.bounced",
      created_at: new Date().toISOString(),
      data: { email_id: emailId.id },
    });
    const eventId = `msg_${crypto.randomUUID()}`;
    const now = new Date();
    const signature = new Webhook(TEST_BINDINGS.RESEND_WEBHOOK_SECRET).sign(eventId, now, body);
    const event = await exports.default.fetch(
      new Request("https://worker.test/api/webhooks/resend", {
        method: "POST",
        body,
        headers: {
          "svix-id": eventId,
          "svix-timestamp": String(Math.floor(now.getTime() / 1000)),
          "svix-signature": signature,
          "Content-Type": "application/json",
        },
      }),
    );
    expect(event.status).toBe(200);
    const detail = await detailOf(await callAdmin(`/api/admin/inquiries/${id}`));
    expect(detail.timeline.find((entry) => entry.kind === "reply")).toMatchObject({ status: "bounced" });
    let alerts: string[] = [];
    for (let tries = 0; tries < 40 && alerts.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      alerts = (await standIn.webhooks())
        .map((call) => call.body)
        .filter((text) => text.includes("delivery.failed"));
    }
    expect(alerts.some((text) => text.includes("reply:1"))).toBe(true);
  });

  it.each([
    [{ message: "  " }, "message", ANSWERING_MESSAGES.replyEmpty],
    [{ message: "x".repeat(5001) }, "message", ANSWERING_MESSAGES.replyTooLong],
    [{ subject: "" }, "subject", ANSWERING_MESSAGES.subjectRequired],
  ])("refuses %#: 422 with the form's message, nothing stored or sent", async (body, field, message) => {
    const id = await seedLead();
    const response = await reply(id, body);
    expect(response.status).toBe(422);
    expect(await envelopeOf(response)).toMatchObject({
      error: message,
      code: "validation_failed",
      fields: { [field]: message },
    });
    expect(await replyRows(id)).toBe(0);
    expect((await storedRow(id)).lead_status).toBe("new");
  });

  it("takes a reply of exactly 5,000 characters", async () => {
    const id = await seedLead();
    expect((await reply(id, { message: "é".repeat(5000) })).status).toBe(202);
    await settleAllRuns();
  });

  it("refuses spam and Setup tests (409) and an erased inquiry (404), sending nothing", async () => {
    const spam = await seedLead({ status: "spam" }, { lead_status: null });
    const test = await seedLead({ id: `inquiry-test-${"0".repeat(32)}` }, { lead_status: null });
    for (const id of [spam, test]) {
      const response = await reply(id);
      expect([response.status, (await envelopeOf(response)).code]).toEqual([409, "inquiry_not_answerable"]);
    }
    const erased = await seedLead();
    expect((await callAdmin(`/api/admin/inquiries/${erased}`, { method: "DELETE" })).status).toBe(204);
    const gone = await reply(erased);
    expect([gone.status, (await envelopeOf(gone)).code]).toEqual([404, "not_found"]);
    expect(await sentEmails()).toEqual([]);
  });

  it("several different replies to one inquiry at the same time each get their number, none refused", async () => {
    const id = await seedLead();
    const answers = await Promise.all(Array.from({ length: 4 }, () => reply(id)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(await replyRows(id)).toBe(4);
    const numbers = await env.DB.prepare("SELECT n FROM inquiry_replies WHERE inquiry_id = ? ORDER BY n")
      .bind(id)
      .all<{ n: number }>();
    expect(numbers.results.map((row) => row.n)).toEqual([1, 2, 3, 4]);
  });

  it("refuses past REPLIES_DAILY_LIMIT replies per UTC day with 429", async () => {
    const id = await seedLead();
    const limit = { REPLIES_DAILY_LIMIT: "1" };
    expect((await reply(id, {}, limit)).status).toBe(202);
    const refused = await reply(id, {}, limit);
    expect(refused.status).toBe(429);
    expect((await envelopeOf(refused)).code).toBe("reply_limit_reached");
    expect(await replyRows(id)).toBe(1);
    await settleAllRuns();
    expect(await sentEmails()).toHaveLength(1);
  });

  it("erasure removes the replies, notes and timeline with the inquiry", async () => {
    const id = await seedLead();
    expect((await reply(id)).status).toBe(202);
    await callAdmin(`/api/admin/inquiries/${id}/notes`, { method: "POST", body: { text: "Called back." } });
    await settleAllRuns();
    expect((await callAdmin(`/api/admin/inquiries/${id}`, { method: "DELETE" })).status).toBe(204);
    for (const table of ["inquiry_replies", "inquiry_timeline", "deliveries"]) {
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE inquiry_id = ?`)
        .bind(id)
        .first<number>("n");
      expect(left, table).toBe(0);
    }
  });
});
