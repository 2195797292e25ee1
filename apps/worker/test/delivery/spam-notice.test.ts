import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { SpamReason } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { inquiryRow, seedInquiries } from "../helpers/admin.ts";
import type { ChangedEnv } from "../helpers/api.ts";
import { captureLogs } from "../helpers/logs.ts";
import { type SentEmail, standIn } from "../helpers/stand-in.ts";

/**
 * The daily spam notice (docs/reference.md#daily-spam-notice): run by the daily cron, it tells the
 * operator through the alert channels (the business email, the signed `json` webhook and the Slack
 * one of the test bindings) how many inquiries were filed as spam since the last notice, with the
 * link to the inbox's Spam view; nothing when there was none, at most one a UTC day, switched off by
 * `SPAM_NOTICE` `off`.
 */

const logs = captureLogs();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** When the daily cron fires in these tests: 03:17 UTC, as wrangler.jsonc schedules it. */
const CRON_TIME = Date.UTC(2026, 10, 20, 3, 17);
/** The first of the test bindings' ALLOWED_ORIGINS, and the Spam view there. */
const SPAM_VIEW = "https://clearwell-interiors.example/admin?status=spam";

beforeEach(async () => {
  await standIn.reset();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM inquiries WHERE status = 'spam'"),
    env.DB.prepare("DELETE FROM job_runs WHERE job = 'spam_notice'"),
  ]);
});

/** Runs the daily cron at `scheduledTime` (ms since the epoch), as Cloudflare would. */
async function runDailyCron(scheduledTime: number, changedEnv: ChangedEnv = {}): Promise<void> {
  const handler = worker.scheduled;
  if (!handler) throw new Error("the worker exports no scheduled handler");
  const controller = createScheduledController({ cron: CRON.retention, scheduledTime });
  await handler(controller, { ...env, ...changedEnv } as Env);
}

/** Stores spam inquiries received at `at` (ms), one per reason. */
async function seedSpam(at: number, reasons: SpamReason[]): Promise<void> {
  const iso = new Date(at).toISOString();
  await seedInquiries(
    reasons.map((reason) =>
      inquiryRow({
        status: "spam",
        spam_reason: reason,
        received_at: iso,
        updated_at: iso,
        name: "Grace Spammer",
        message: "Visit my shop for the cheapest watches.",
      }),
    ),
  );
}

/** The notice emails the provider received. */
async function noticeEmails(): Promise<SentEmail[]> {
  const { emails } = await standIn.recorded();
  return (emails as SentEmail[]).filter((email) =>
    email.body.tags?.some((tag) => tag.name === "kind" && tag.value === "spam_notice"),
  );
}

/** The notice's webhook posts: the signed JSON one's bodies and the Slack one's. */
async function noticeWebhooks() {
  const calls = await standIn.webhooks();
  return {
    json: calls.filter((call) => call.path === "/crm" && call.body.includes('"spam.summary"')),
    slack: calls.filter((call) => call.path === "/slack" && call.body.includes("filed as spam")),
  };
}

describe("the daily spam notice", () => {
  it("sends nothing when no inquiry was filed as spam (the operator's own Mark as spam does not count)", async () => {
    await seedSpam(CRON_TIME - HOUR_MS, ["operator"]);
    await runDailyCron(CRON_TIME);
    expect(await noticeEmails()).toEqual([]);
    expect(await noticeWebhooks()).toEqual({ json: [], slack: [] });
    expect(logs.events("spam_notice_run")).toMatchObject([{ outcome: "none" }]);
  });

  it("tells the count and links to the inbox's Spam view, by email and through every webhook, never a visitor's text", async () => {
    const now = CRON_TIME;
    await seedSpam(now - HOUR_MS, ["too_fast", "honeypot", "links", "operator"]);
    await runDailyCron(now);

    const [email, ...more] = await noticeEmails();
    expect(more).toEqual([]);
    expect(email?.body.subject).toBe("3 inquiries filed as spam");
    expect(email?.body.to).toEqual(["hello@clearwell-interiors.example"]);
    expect(email?.body.text).toContain("3 inquiries were filed as spam");
    expect(email?.body.text).toContain(SPAM_VIEW);
    expect(email?.body.html).toContain(SPAM_VIEW);
    const { json, slack } = await noticeWebhooks();
    expect(json.map((call) => JSON.parse(call.body))).toEqual([
      { type: "spam.summary", data: { count: 3, since: null, adminUrl: SPAM_VIEW } },
    ]);
    expect(json[0]?.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(slack).toHaveLength(1);
    expect(slack[0]?.body).toContain(SPAM_VIEW);
    for (const text of [email?.body.text, email?.body.html, json[0]?.body, slack[0]?.body]) {
      expect(text).not.toContain("Grace Spammer");
      expect(text).not.toContain("watches");
    }
  });

  it("without ALLOWED_ORIGINS it names the inbox's path instead of a link", async () => {
    const now = CRON_TIME;
    await seedSpam(now - HOUR_MS, ["too_fast"]);
    await runDailyCron(now, { ALLOWED_ORIGINS: "" });
    const [email] = await noticeEmails();
    expect(email?.body.subject).toBe("1 inquiry filed as spam");
    expect(email?.body.text).toContain("/admin?status=spam");
    expect(email?.body.text).not.toContain("https://");
  });

  it("sends one a UTC day even when the cron runs twice, at once or later that day", async () => {
    const now = CRON_TIME;
    await seedSpam(now - HOUR_MS, ["too_fast", "token_invalid"]);
    await Promise.all([runDailyCron(now), runDailyCron(now)]);
    await seedSpam(now + HOUR_MS, ["honeypot"]);
    await runDailyCron(now + 20 * HOUR_MS);
    expect(await noticeEmails()).toHaveLength(1);
    expect((await noticeWebhooks()).json).toHaveLength(1);
    expect(
      logs
        .events("spam_notice_run")
        .map((event) => event.outcome)
        .sort(),
    ).toEqual(["already_sent", "already_sent", "sent"]);
  });

  it("counts only what was filed since the last notice, and says since when", async () => {
    const first = CRON_TIME;
    await seedSpam(first - HOUR_MS, ["too_fast", "links"]);
    await runDailyCron(first);
    await seedSpam(first + HOUR_MS, ["too_fast"]);
    await runDailyCron(first + DAY_MS);

    const emails = await noticeEmails();
    expect(emails.map((email) => email.body.subject)).toEqual([
      "2 inquiries filed as spam",
      "1 inquiry filed as spam",
    ]);
    const since = new Date(first).toISOString();
    expect(emails[1]?.body.text).toContain(
      `since the last notice (${since.slice(0, 10)} ${since.slice(11, 16)} UTC)`,
    );
    const { json } = await noticeWebhooks();
    expect(json.map((call) => JSON.parse(call.body).data)).toEqual([
      { count: 2, since: null, adminUrl: SPAM_VIEW },
      { count: 1, since, adminUrl: SPAM_VIEW },
    ]);
  });

  it("sends nothing the next day when no spam came since the last notice", async () => {
    const first = CRON_TIME;
    await seedSpam(first - HOUR_MS, ["too_fast"]);
    await runDailyCron(first);
    await runDailyCron(first + DAY_MS);
    expect(await noticeEmails()).toHaveLength(1);
    expect(logs.events("spam_notice_run").map((event) => event.outcome)).toEqual(["sent", "none"]);
  });

  it("is switched off by SPAM_NOTICE off (any case), and counts that spam once it is on again", async () => {
    const now = CRON_TIME;
    await seedSpam(now - HOUR_MS, ["too_fast", "honeypot"]);
    await runDailyCron(now, { SPAM_NOTICE: " OFF " });
    expect(await noticeEmails()).toEqual([]);
    expect(await noticeWebhooks()).toEqual({ json: [], slack: [] });
    expect(logs.events("spam_notice_run")).toMatchObject([{ outcome: "off" }]);

    await runDailyCron(now + DAY_MS, { SPAM_NOTICE: "on" });
    expect((await noticeEmails()).map((email) => email.body.subject)).toEqual(["2 inquiries filed as spam"]);
  });

  it("a notice that reached no channel is given back, and the next run sends it", async () => {
    const now = CRON_TIME;
    await seedSpam(now - HOUR_MS, ["too_fast"]);
    await runDailyCron(now, { MAIL_PROVIDER: "none", NOTIFY_WEBHOOKS: "[]" });
    expect(await noticeEmails()).toEqual([]);
    expect(logs.events("spam_notice_failed")).toMatchObject([{ to: "email", reason: expect.any(String) }]);
    await runDailyCron(now + HOUR_MS);
    expect((await noticeEmails()).map((email) => email.body.subject)).toEqual(["1 inquiry filed as spam"]);
  });
});
