import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { storedRow } from "../answering/answering-fixtures.ts";
import { inquiryRow, seedInquiries } from "../helpers/admin.ts";
import { captureLogs } from "../helpers/logs.ts";

/**
 * Clean inquiries stored without a lead status (by the previous worker during a deploy) become New
 * with no due time on the 5-minute cron (docs/architecture.md#scheduled-jobs); spam and the Setup
 * panel's test inquiries keep none.
 */

const logs = captureLogs();

async function fiveMinuteCron() {
  await worker.scheduled?.(createScheduledController({ cron: CRON.start, scheduledTime: Date.now() }), env);
}

describe("the 5-minute cron's lead status backfill", () => {
  it("makes recent clean inquiries without a lead status New, once, leaving spam, test and older inquiries alone", async () => {
    const testId = `inquiry-test-${"a".repeat(32)}`;
    const recent = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    const [clean, spam, test, older] = await seedInquiries([
      inquiryRow({ received_at: recent }),
      inquiryRow({ received_at: recent, status: "spam", spam_reason: "honeypot" }),
      inquiryRow({ received_at: recent, id: testId }),
      inquiryRow({ received_at: dayAgo }),
    ]);
    expect((await storedRow(clean?.id ?? "")).lead_status).toBeNull();
    await fiveMinuteCron();
    expect(await storedRow(clean?.id ?? "")).toMatchObject({
      lead_status: "new",
      due_at: null,
      due_soon_at: null,
    });
    expect((await storedRow(spam?.id ?? "")).lead_status).toBeNull();
    expect((await storedRow(test?.id ?? "")).lead_status).toBeNull();
    expect((await storedRow(older?.id ?? "")).lead_status).toBeNull();
    expect(logs.events("lead_status_backfilled")).toEqual([
      { level: "info", event: "lead_status_backfilled", count: 1 },
    ]);
    await fiveMinuteCron();
    expect(logs.events("lead_status_backfilled")).toHaveLength(1);
  });
});
