import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { openDeliveries, recordDelivery } from "../../src/delivery/records/deliveries.ts";
import { readDelivery } from "../../src/delivery/records/delivery-reads.ts";
import { retryDelivery } from "../../src/delivery/run/retry-delivery.ts";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { inquiryId, inquiryRow, seedEvents, seedInquiries, seedInquiry } from "../helpers/admin.ts";
import type { ChangedEnv } from "../helpers/api.ts";
import { historyOf, inquiryCount, rowOf, storedRow } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";

const logs = captureLogs();
beforeEach(() => standIn.reset());

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

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

/** Runs the worker's `scheduled` handler for `cron`, as Cloudflare would. */
async function runCron(cron: string, changedEnv: ChangedEnv = {}): Promise<void> {
  const handler = worker.scheduled;
  if (!handler) throw new Error("the worker exports no scheduled handler");
  const controller = createScheduledController({ cron, scheduledTime: Date.now() });
  await handler(controller, { ...env, ...changedEnv } as Env);
}

describe("retryDelivery (the operator's re-send and retry)", () => {
  it("returns null for an unknown id", async () => {
    expect(await retryDelivery(env, inquiryId(), ["email"], "resend")).toBeNull();
  });

  it("re-sends a `failed` inquiry with its stored key and returns the updated row", async () => {
    const row = await seedInquiry({
      status: "failed",
      email_json: STORED_EMAIL,
      attempts: 1,
      last_error: "422 validation_error",
      provider_message_id: null,
      idempotency_key_at: ago(MINUTE_MS),
    });
    const updated = await retryDelivery(env, row.id, ["email"], "re-sent by the operator (was failed)");
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(row.id);
    expect(email.body).toMatchObject({
      subject: "New Inquiry: Kitchen remodel",
      to: ["hello@clearwell-interiors.example"],
    });
    expect(updated).toMatchObject({ id: row.id, status: "sent", attempts: 2, last_error: null });
    expect(updated?.provider_message_id).toBe((email.answer as { id: string }).id);
    const details = (await historyOf(row.id)).map((event) => event.detail ?? "");
    expect(details.some((detail) => detail.includes("re-sent by the operator (was failed)"))).toBe(true);
  });

  it("uses a new idempotency key (<id>-r1, then -r2) when the stored one is 24 hours old", async () => {
    const row = await seedInquiry({
      status: "dead",
      email_json: STORED_EMAIL,
      idempotency_key_at: ago(DAY_MS + MINUTE_MS),
    });
    await retryDelivery(env, row.id, ["email"], "resend");
    expect((await standIn.onlyEmail()).headers["idempotency-key"]).toBe(`${row.id}-r1`);
    const stored = await storedRow(row.id);
    expect(stored.idempotency_key).toBe(`${row.id}-r1`);
    expect(Date.now() - Date.parse(stored.idempotency_key_at)).toBeLessThan(MINUTE_MS);

    await settleAllRuns();
    await env.DB.batch([
      env.DB.prepare("UPDATE inquiries SET status = 'failed', idempotency_key_at = ? WHERE id = ?").bind(
        ago(2 * DAY_MS),
        row.id,
      ),
      env.DB.prepare("UPDATE deliveries SET status = 'failed' WHERE inquiry_id = ?").bind(row.id),
    ]);
    await standIn.reset();
    await retryDelivery(env, row.id, ["email"], "resend");
    expect((await standIn.onlyEmail()).headers["idempotency-key"]).toBe(`${row.id}-r2`);
  });

  it("re-sends a `dead` inquiry through every channel; a retryable failure leaves its email `queued`", async () => {
    const row = await seedInquiry({ status: "dead", email_json: STORED_EMAIL, idempotency_key_at: ago(0) });
    await standIn.setMode({ status: 503 });
    const updated = await retryDelivery(env, row.id, ["email"], "resend");
    expect(updated?.status).toBe("queued");
    expect(updated?.last_error).toMatch(/^503 /);
    expect((await readDelivery(env.DB, row.id, "email"))?.status).toBe("queued");
  });

  it("a channel retry leaves the other channels alone: a sent one is never sent again", async () => {
    const row = await seedInquiry({ status: "sent", email_json: STORED_EMAIL, idempotency_key_at: ago(0) });
    const at = ago(0);
    await openDeliveries(env.DB, row.id, ["email", "webhook:crm", "webhook:sales"], at);
    await recordDelivery(env.DB, row.id, "email", { status: "sent", at, detail: "seeded" });
    await recordDelivery(env.DB, row.id, "webhook:sales", { status: "sent", at, detail: "seeded" });
    await recordDelivery(env.DB, row.id, "webhook:crm", {
      status: "failed",
      at,
      lastError: "404 http_404",
      detail: "seeded",
    });
    await retryDelivery(env, row.id, ["webhook:crm"], "retried by the operator (was failed)");
    await settleAllRuns();
    expect((await standIn.recorded()).emails).toEqual([]);
    expect((await standIn.webhooks()).map((call) => call.path)).toEqual(["/crm"]);
    expect((await readDelivery(env.DB, row.id, "webhook:crm"))?.status).toBe("sent");
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

describe("the scheduled start (every 5 minutes)", () => {
  it("starts a run for a `received` row 6 minutes old, not one 4 minutes old", async () => {
    const [stale, fresh] = await seedInquiries([
      receivedRowAged(6 * MINUTE_MS),
      receivedRowAged(4 * MINUTE_MS),
    ]);
    if (!stale || !fresh) throw new Error("seeding failed");
    await runCron(CRON.start);
    await settleAllRuns();
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(stale.id);
    expect(await storedRow(stale.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await storedRow(fresh.id)).toMatchObject({ status: "received", attempts: 0 });
    expect(logs.events("start_run")).toMatchObject([{ level: "info", found: 1, byOutcome: '{"started":1}' }]);
  });

  it("leaves every other status alone, however old", async () => {
    const old = ago(60 * MINUTE_MS);
    await seedInquiries(
      (["sent", "queued", "failed", "dead", "spam"] as const).map((status) =>
        inquiryRow({ status, received_at: old, updated_at: old, email_json: STORED_EMAIL }),
      ),
    );
    await runCron(CRON.start);
    expect((await standIn.recorded()).emails).toEqual([]);
    expect(logs.events("start_run")).toMatchObject([{ found: 0 }]);
  });

  it("gives a run to an email left `queued` past the longest wait between tries (its run ended early), not one within it", async () => {
    const [orphaned, waiting] = await seedInquiries([
      inquiryRow({
        status: "queued",
        received_at: ago(3 * HOUR_MS),
        updated_at: ago(2 * HOUR_MS),
        email_json: STORED_EMAIL,
      }),
      inquiryRow({
        status: "queued",
        received_at: ago(HOUR_MS),
        updated_at: ago(30 * MINUTE_MS),
        email_json: STORED_EMAIL,
      }),
    ]);
    if (!orphaned || !waiting) throw new Error("seeding failed");
    for (const [row, age] of [
      [orphaned, 2 * HOUR_MS],
      [waiting, 30 * MINUTE_MS],
    ] as const) {
      await openDeliveries(env.DB, row.id, ["email"], ago(age));
      await recordDelivery(env.DB, row.id, "email", {
        status: "queued",
        at: ago(age),
        attempted: true,
        lastError: "503 application_error",
        detail: "attempt 1; 503 application_error",
      });
    }
    await runCron(CRON.start);
    await settleAllRuns();
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(orphaned.id);
    expect(await readDelivery(env.DB, orphaned.id, "email")).toMatchObject({ status: "sent" });
    expect(await readDelivery(env.DB, waiting.id, "email")).toMatchObject({ status: "queued" });
  });

  it("without the archive it logs archive_unavailable and returns", async () => {
    await runCron(CRON.start, { DB: undefined });
    expect(logs.events("archive_unavailable")).toMatchObject([{ during: "start" }]);
  });
});

describe("retention (daily)", () => {
  it("deletes inquiries older than INQUIRY_RETENTION_DAYS and spam older than 7 days, with their history and channels", async () => {
    const rows = await seedInquiries([
      inquiryRow({ status: "sent", received_at: ago(91 * DAY_MS) }),
      inquiryRow({ status: "failed", received_at: ago(89 * DAY_MS) }),
      inquiryRow({ status: "spam", received_at: ago(8 * DAY_MS) }),
      inquiryRow({ status: "spam", received_at: ago(6 * DAY_MS) }),
      inquiryRow({ status: "dead", received_at: ago(DAY_MS) }),
    ]);
    for (const row of rows) {
      await seedEvents(row.id, [{ at: row.received_at, status: row.status, detail: null }]);
      await openDeliveries(env.DB, row.id, ["email"], row.received_at);
    }
    await runCron(CRON.retention);
    const channels = await env.DB.prepare("SELECT inquiry_id FROM deliveries ORDER BY inquiry_id").all();
    expect(channels.results.map((record) => record.inquiry_id)).toEqual(
      [rows[1]?.id, rows[3]?.id, rows[4]?.id].sort(),
    );
    const kept = [];
    for (const row of rows) if (await rowOf(row.id)) kept.push(row.id);
    expect(kept).toEqual([rows[1]?.id, rows[3]?.id, rows[4]?.id]);
    expect(await historyOf(rows[0]?.id ?? "")).toEqual([]);
    expect(await historyOf(rows[2]?.id ?? "")).toEqual([]);
    expect(await historyOf(rows[1]?.id ?? "")).toHaveLength(1);
    expect(logs.events("retention_run")).toMatchObject([{ deleted: 1, spamDeleted: 1, retentionDays: 90 }]);
  });

  it("deletes provider events that name no inquiry after a day; an inquiry's events stay with it", async () => {
    const [row] = await seedInquiries([inquiryRow({ status: "sent", received_at: ago(DAY_MS) })]);
    const insert = env.DB.prepare(
      "INSERT INTO provider_events (event_id, received_at, type, inquiry_id) VALUES (?, ?, ?, ?)",
    );
    await env.DB.batch([
      insert.bind("msg_orphan_old", ago(DAY_MS + MINUTE_MS), "email.sent", null),
      insert.bind("msg_orphan_new", ago(DAY_MS - MINUTE_MS), "email.sent", null),
      insert.bind("msg_inquiry_old", ago(2 * DAY_MS), "email.delivered", row?.id ?? ""),
    ]);
    await runCron(CRON.retention);
    const { results } = await env.DB.prepare("SELECT event_id FROM provider_events ORDER BY event_id").all();
    expect(results.map((event) => event.event_id)).toEqual(["msg_inquiry_old", "msg_orphan_new"]);
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
