import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { deliverStoredInquiry } from "../src/archive/deliver-stored.ts";
import { QUEUED_INQUIRY_VERSION, type QueuedInquiry } from "../src/delivery/queued-inquiry.ts";
import { MAX_QUEUE_ATTEMPTS } from "../src/delivery/retry-policy.ts";
import worker from "../src/index.ts";
import { CRON } from "../src/scheduled.ts";
import { inquiryId, inquiryRow, seedEvents, seedInquiries, seedInquiry } from "./helpers/admin.ts";
import { type ChangedEnv, captureQueue, postInquiry, validInquiry } from "./helpers/api.ts";
import { historyOf, inquiryCount, rowOf, storedRow } from "./helpers/archive.ts";
import { captureLogs } from "./helpers/logs.ts";
import { DEAD_LETTER_QUEUE_NAME, drainQueue, runConsumer } from "./helpers/queue-driver.ts";
import { standIn } from "./helpers/stand-in.ts";

const logs = captureLogs();
beforeEach(() => standIn.reset());

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** ISO 8601 UTC time `ms` ago. */
function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

/** A composed email as the archive stores it. */
const STORED_EMAIL = JSON.stringify({
  from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
  to: "hello@clearwell-interiors.example",
  replyTo: "ada@example.com",
  subject: "New Inquiry: Kitchen remodel",
  html: "<p>We would like a quote for our kitchen.</p>",
  text: "We would like a quote for our kitchen.",
  tags: [{ name: "form", value: "Website_Contact_Form" }],
});

/** The queue message of the stored inquiry `id`, carrying {@link STORED_EMAIL}, queued just now. */
function queuedMessage(id: string): QueuedInquiry {
  return {
    v: QUEUED_INQUIRY_VERSION,
    id,
    apiKeyEnvName: "RESEND_API_KEY",
    email: JSON.parse(STORED_EMAIL),
    queuedAt: ago(0),
  };
}

/** Runs the worker's `scheduled` handler for `cron`, as Cloudflare would. */
async function runCron(cron: string, changedEnv: ChangedEnv = {}): Promise<void> {
  const handler = worker.scheduled;
  if (!handler) throw new Error("the worker exports no scheduled handler");
  const controller = createScheduledController({ cron, scheduledTime: Date.now() });
  await handler(controller, { ...env, ...changedEnv } as Env);
}

describe("the dead-letter consumer", () => {
  it("dead: an inquiry whose queued retries all failed becomes `dead`, keeps its last error, and is acked", async () => {
    await standIn.setMode({ status: 500 });
    const { queue, sent } = captureQueue();
    const accepted = (await (
      await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } })
    ).json()) as {
      id: string;
    };
    const drained = await drainQueue(sent);
    expect(drained.deadLettered).toHaveLength(1);
    expect(await storedRow(accepted.id)).toMatchObject({
      status: "queued",
      attempts: 1 + MAX_QUEUE_ATTEMPTS,
    });

    const [message] = drained.deadLettered;
    if (!message) throw new Error("nothing dead-lettered");
    const outcome = await runConsumer([{ ...message, attempts: 1 }], {}, DEAD_LETTER_QUEUE_NAME);
    expect(outcome.explicitAcks).toEqual([message.id]);
    expect(await storedRow(accepted.id)).toMatchObject({
      status: "dead",
      last_error: "500 application_error",
    });
    const history = await historyOf(accepted.id);
    expect(history.at(-1)).toMatchObject({ status: "dead" });
    expect(history.filter((event) => event.status === "queued")).toHaveLength(1 + MAX_QUEUE_ATTEMPTS);
    // The dead-letter consumer never sends.
    expect((await standIn.recorded()).emails).toHaveLength(1 + MAX_QUEUE_ATTEMPTS);
  });

  it("a message that is not ours is logged and acked; an inquiry the operator already re-sent stays `sent`", async () => {
    const sentRow = await seedInquiry({ status: "sent" });
    const ours = queuedMessage(sentRow.id);
    const outcome = await runConsumer(
      [
        { id: "stranger", body: { hello: "world" }, attempts: 1 },
        { id: "resent", body: ours, attempts: 1 },
      ],
      {},
      DEAD_LETTER_QUEUE_NAME,
    );
    expect(outcome.explicitAcks.sort()).toEqual(["resent", "stranger"]);
    expect(logs.events("queue_message_invalid")).toMatchObject([{ messageId: "stranger" }]);
    expect((await storedRow(sentRow.id)).status).toBe("sent");
  });

  it("retries the message when the archive cannot be written (it is not lost)", async () => {
    const row = await seedInquiry({ status: "queued" });
    const body = queuedMessage(row.id);
    const outcome = await runConsumer(
      [{ id: "m", body, attempts: 1 }],
      { DB: undefined },
      DEAD_LETTER_QUEUE_NAME,
    );
    expect(outcome.explicitAcks).toEqual([]);
    expect(outcome.retryMessages.map((retry) => retry.msgId)).toEqual(["m"]);
    expect(logs.events("archive_unavailable")).toHaveLength(1);
  });
});

describe("the queue consumer and the archive", () => {
  it("a queued copy of an inquiry the operator already re-sent (`sent`) is acked, not sent again", async () => {
    const row = await seedInquiry({ status: "sent", attempts: 2 });
    const body = queuedMessage(row.id);
    const outcome = await runConsumer([{ id: "late", body, attempts: 2 }]);
    expect(outcome.explicitAcks).toEqual(["late"]);
    expect((await standIn.recorded()).emails).toEqual([]);
    expect(await storedRow(row.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a queued inquiry whose row is gone (erased) is still delivered", async () => {
    const body = queuedMessage(inquiryId());
    const outcome = await runConsumer([{ id: "orphan", body, attempts: 1 }]);
    expect(outcome.explicitAcks).toEqual(["orphan"]);
    expect((await standIn.recorded()).emails).toHaveLength(1);
    expect(await rowOf(body.id)).toBeNull();
  });
});

describe("deliverStoredInquiry", () => {
  it("returns null for an unknown id", async () => {
    expect(await deliverStoredInquiry(env, inquiryId(), { reason: "resend" })).toBeNull();
  });

  it("re-sends a `failed` inquiry with its stored key and returns the updated inquiry", async () => {
    const row = await seedInquiry({
      status: "failed",
      email_json: STORED_EMAIL,
      attempts: 1,
      last_error: "422 validation_error",
      provider_message_id: null,
      idempotency_key_at: ago(MINUTE_MS),
    });
    const inquiry = await deliverStoredInquiry(env, row.id, { reason: "resend" });
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(row.id);
    expect(email.body).toMatchObject({
      subject: "New Inquiry: Kitchen remodel",
      to: ["hello@clearwell-interiors.example"],
    });
    expect(inquiry).toMatchObject({ id: row.id, status: "sent", attempts: 2, lastError: null });
    expect(inquiry?.providerMessageId).toBe((email.answer as { id: string }).id);
    expect((await historyOf(row.id)).at(-1)?.detail).toContain("resend from failed");
  });

  it("uses a new idempotency key (<id>-r1, then -r2) when the stored one is 24 hours old", async () => {
    const row = await seedInquiry({
      status: "dead",
      email_json: STORED_EMAIL,
      idempotency_key_at: ago(DAY_MS + MINUTE_MS),
    });
    await deliverStoredInquiry(env, row.id, { reason: "resend" });
    expect((await standIn.onlyEmail()).headers["idempotency-key"]).toBe(`${row.id}-r1`);
    const stored = await storedRow(row.id);
    expect(stored.idempotency_key).toBe(`${row.id}-r1`);
    expect(Date.now() - Date.parse(stored.idempotency_key_at)).toBeLessThan(MINUTE_MS);

    await env.DB.prepare("UPDATE inquiries SET status = 'failed', idempotency_key_at = ? WHERE id = ?")
      .bind(ago(2 * DAY_MS), row.id)
      .run();
    await standIn.reset();
    await deliverStoredInquiry(env, row.id, { reason: "resend" });
    expect((await standIn.onlyEmail()).headers["idempotency-key"]).toBe(`${row.id}-r2`);
  });

  it("re-sends a `spam` inquiry; a retryable failure puts it on the queue with its key (status `queued`)", async () => {
    const row = await seedInquiry({ status: "spam", email_json: STORED_EMAIL, idempotency_key_at: ago(0) });
    await standIn.setMode({ status: 503 });
    const { queue, sent } = captureQueue();
    const inquiry = await deliverStoredInquiry({ ...env, INQUIRY_QUEUE: queue }, row.id, {
      reason: "resend",
    });
    expect(inquiry?.status).toBe("queued");
    expect(inquiry?.lastError).toMatch(/^503 /);
    expect(sent.map((send) => (send.body as QueuedInquiry).id)).toEqual([row.id]);
  });

  it("provider not configured -> `failed` (provider_not_configured)", async () => {
    const row = await seedInquiry({ status: "dead", email_json: STORED_EMAIL, idempotency_key_at: ago(0) });
    const inquiry = await deliverStoredInquiry({ ...env, MAIL_PROVIDER: "smtp" }, row.id, {
      reason: "resend",
    });
    expect(inquiry).toMatchObject({ status: "failed", lastError: "provider_not_configured" });
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });
});

/** A stored `received` row that was last touched `ageMs` milliseconds ago. */
function receivedRowAged(ageMs: number) {
  return inquiryRow({
    status: "received",
    received_at: ago(ageMs),
    updated_at: ago(ageMs),
    idempotency_key_at: ago(ageMs),
    email_json: STORED_EMAIL,
    attempts: 0,
    provider_message_id: null,
  });
}

describe("the sweep (every 5 minutes)", () => {
  it("delivers a `received` row 16 minutes old, not one 5 minutes old", async () => {
    const [stale, fresh] = await seedInquiries([
      receivedRowAged(16 * MINUTE_MS),
      receivedRowAged(5 * MINUTE_MS),
    ]);
    if (!stale || !fresh) throw new Error("seeding failed");
    await runCron(CRON.sweep);
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(stale.id);
    expect(await storedRow(stale.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await storedRow(fresh.id)).toMatchObject({ status: "received", attempts: 0 });
    expect(logs.events("sweep_run")).toMatchObject([
      { level: "info", found: 1, byStatus: '{"sent":1}', errors: 0 },
    ]);
  });

  it("leaves every other status alone, however old", async () => {
    const old = ago(60 * MINUTE_MS);
    await seedInquiries(
      (["sent", "queued", "failed", "dead", "spam"] as const).map((status) =>
        inquiryRow({ status, received_at: old, updated_at: old, email_json: STORED_EMAIL }),
      ),
    );
    await runCron(CRON.sweep);
    expect((await standIn.recorded()).emails).toEqual([]);
    expect(logs.events("sweep_run")).toMatchObject([{ found: 0 }]);
  });

  it("without the archive it logs archive_unavailable and returns", async () => {
    await runCron(CRON.sweep, { DB: undefined });
    expect(logs.events("archive_unavailable")).toMatchObject([{ during: "sweep" }]);
  });
});

describe("retention (daily)", () => {
  it("deletes inquiries older than INQUIRY_RETENTION_DAYS and spam older than 7 days, with their history", async () => {
    const rows = await seedInquiries([
      inquiryRow({ status: "sent", received_at: ago(91 * DAY_MS) }),
      inquiryRow({ status: "failed", received_at: ago(89 * DAY_MS) }),
      inquiryRow({ status: "spam", received_at: ago(8 * DAY_MS) }),
      inquiryRow({ status: "spam", received_at: ago(6 * DAY_MS) }),
      inquiryRow({ status: "dead", received_at: ago(DAY_MS) }),
    ]);
    for (const row of rows)
      await seedEvents(row.id, [{ at: row.received_at, status: row.status, detail: null }]);
    await runCron(CRON.retention);
    const kept = [];
    for (const row of rows) if (await rowOf(row.id)) kept.push(row.id);
    expect(kept).toEqual([rows[1]?.id, rows[3]?.id, rows[4]?.id]);
    expect(await historyOf(rows[0]?.id ?? "")).toEqual([]);
    expect(await historyOf(rows[2]?.id ?? "")).toEqual([]);
    expect(await historyOf(rows[1]?.id ?? "")).toHaveLength(1);
    expect(logs.events("retention_run")).toMatchObject([{ deleted: 1, spamDeleted: 1, retentionDays: 90 }]);
  });

  it("honours a shorter INQUIRY_RETENTION_DAYS and falls back to 90 days when it is invalid", async () => {
    await seedInquiries([
      inquiryRow({ status: "sent", received_at: ago(31 * DAY_MS) }),
      inquiryRow({ status: "sent", received_at: ago(29 * DAY_MS) }),
    ]);
    await runCron(CRON.retention, { INQUIRY_RETENTION_DAYS: "nonsense" });
    expect(await inquiryCount()).toBe(2);
    await runCron(CRON.retention, { INQUIRY_RETENTION_DAYS: "30" });
    expect(await inquiryCount()).toBe(1);
    expect(logs.events("retention_run").map((line) => line.retentionDays)).toEqual([90, 30]);
  });

  it("an unknown cron changes nothing and says so", async () => {
    await seedInquiry({ status: "sent", received_at: ago(400 * DAY_MS) });
    await runCron("0 0 * * *");
    expect(await inquiryCount()).toBe(1);
    expect(logs.events("cron_unknown")).toMatchObject([{ cron: "0 0 * * *" }]);
  });
});
