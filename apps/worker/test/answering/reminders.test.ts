import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { sendAnswerReminders } from "../../src/answering/answer-reminders.ts";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { callAdmin } from "../helpers/admin.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { seedLead, storedRow } from "./answering-fixtures.ts";

/**
 * The answer reminders on the 5-minute cron (docs/product.md#answering-inquiries): one due-soon
 * and one overdue reminder per New inquiry, claimed in D1, to the business email and every webhook.
 */

beforeEach(() => standIn.reset());
const logs = captureLogs();

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Runs the 5-minute cron's handler at `now` with `changedEnv`. */
async function cron(now: number, changedEnv: Record<string, string> = {}) {
  const controller = createScheduledController({ cron: CRON.start, scheduledTime: now });
  await worker.scheduled?.(controller, { ...env, ...changedEnv } as Env);
}

/** The JSON webhook's reminder events, as `<type> <id>`. */
async function jsonReminders(): Promise<string[]> {
  return (await standIn.webhooks())
    .filter((call) => call.path === "/crm")
    .map((call) => JSON.parse(call.body) as { type: string; data: { id: string } })
    .filter((event) => event.type.startsWith("inquiry.answer_"))
    .map((event) => `${event.type} ${event.data.id}`);
}

async function reminderEmails(): Promise<{ subject: string; text: string; to: string[] }[]> {
  return (await standIn.recorded()).emails
    .map((email) => email.body as { subject: string; text: string; to: string[]; tags?: { value: string }[] })
    .filter((body) => body.tags?.some((tag) => tag.value === "answer_reminder"));
}

describe("answer reminders", () => {
  it("sends each reminder once, even from overlapping runs, to every channel", async () => {
    const now = Date.now();
    const dueSoon = await seedLead(
      { subject: "Bathroom mold", message: "SECRET-MESSAGE-TEXT" },
      { due_soon_at: iso(now - MINUTE), due_at: iso(now + 60 * MINUTE) },
    );
    const overdue = await seedLead(
      { subject: "Kitchen remodel" },
      { due_soon_at: iso(now - 90 * MINUTE), due_at: iso(now - 10 * MINUTE) },
    );
    await Promise.all([cron(now), cron(now), cron(now)]);
    await cron(now + 5 * MINUTE);
    expect((await jsonReminders()).sort()).toEqual(
      [`inquiry.answer_due ${dueSoon}`, `inquiry.answer_overdue ${overdue}`].sort(),
    );
    // The overdue one's due-soon reminder came too late: claimed, never sent.
    expect((await storedRow(overdue)).due_soon_reminded_at).toBe("");
    const slack = (await standIn.webhooks()).filter((call) => call.path === "/slack");
    expect(slack).toHaveLength(2);
    const emails = await reminderEmails();
    expect(emails.map((email) => email.subject).sort()).toEqual([
      "An inquiry is due for an answer soon: Bathroom mold",
      "An inquiry is overdue for an answer: Kitchen remodel",
    ]);
    expect(emails[0]?.to).toEqual(["hello@clearwell-interiors.example"]);
    for (const call of await standIn.webhooks()) expect(call.body).not.toContain("SECRET-MESSAGE-TEXT");
    for (const email of emails) expect(email.text).not.toContain("SECRET-MESSAGE-TEXT");
  });

  it("a clock that starts again (Not spam clears the reminders and sets new due times) is reminded again", async () => {
    const now = Date.now();
    const id = await seedLead({}, { due_soon_at: iso(now - MINUTE), due_at: iso(now + 60 * MINUTE) });
    await cron(now);
    // What Not spam writes: the reminders cleared, the due times from the correction on.
    await env.DB.prepare(
      "UPDATE inquiries SET due_soon_reminded_at = NULL, due_soon_at = ?, due_at = ? WHERE id = ?",
    )
      .bind(iso(now + 119 * MINUTE), iso(now + 180 * MINUTE), id)
      .run();
    await cron(now + 120 * MINUTE);
    expect(await jsonReminders()).toEqual([`inquiry.answer_due ${id}`, `inquiry.answer_due ${id}`]);
    expect(logs.events("answer_reminder_failed")).toEqual([]);
    const keys = (await standIn.recorded()).emails.map((email) => email.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
  });

  it("the JSON event carries the id, the ISO times and the inbox link", async () => {
    const now = Date.now();
    const dueAt = iso(now - MINUTE);
    const id = await seedLead(
      { received_at: "2026-11-20T10:00:00.000Z" },
      { due_soon_at: iso(now - 2 * MINUTE), due_at: dueAt },
    );
    await cron(now);
    const call = (await standIn.webhooks()).find(
      (hook) => hook.path === "/crm" && hook.body.includes("answer_overdue"),
    );
    expect(JSON.parse(call?.body ?? "{}")).toEqual({
      type: "inquiry.answer_overdue",
      data: {
        id,
        receivedAt: "2026-11-20T10:00:00.000Z",
        dueAt,
        adminUrl: `https://clearwell-interiors.example/admin?inquiry=${id}`,
        inboxPath: `/admin?inquiry=${id}`,
      },
    });
    const detail = await callAdmin(`/api/admin/inquiries/${id}`);
    const timeline = ((await detail.json()) as { timeline: { kind: string; reminder?: string }[] }).timeline;
    expect(timeline.filter((entry) => entry.kind === "reminder")).toMatchObject([{ reminder: "overdue" }]);
  });

  it("reminds nobody of answered inquiries, inquiries with no target, or with ANSWER_REMINDERS=off", async () => {
    const now = Date.now();
    await seedLead(
      {},
      {
        due_at: iso(now - MINUTE),
        due_soon_at: iso(now - 2 * MINUTE),
        lead_status: "answered",
        answered_at: iso(now - 3 * MINUTE),
      },
    );
    await seedLead();
    const waiting = await seedLead({}, { due_at: iso(now - MINUTE), due_soon_at: iso(now - 2 * MINUTE) });
    await cron(now, { ANSWER_REMINDERS: "off" });
    expect(await sendAnswerReminders({ ...env, ANSWER_REMINDERS: " OFF " } as Env, now)).toEqual({
      kind: "off",
    });
    expect(await jsonReminders()).toEqual([]);
    expect((await storedRow(waiting)).overdue_reminded_at).toBeNull();
    await cron(now);
    expect(await jsonReminders()).toEqual([`inquiry.answer_overdue ${waiting}`]);
  });
});
