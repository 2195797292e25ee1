import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inquiryDetailSchema, inquiryPageSchema, setupReportSchema } from "@clearwell/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dueTimesOf } from "../../src/answering/answer-clock.ts";
import { companyOfficeHours } from "../../src/answering/answering-settings.ts";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { callAdmin } from "../helpers/admin.ts";
import { postInquiry, validInquiry } from "../helpers/api.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { storedRow } from "./answering-fixtures.ts";

/**
 * A calendar the clock cannot use (docs/reference.md#configuration) never costs an inquiry: it is
 * stored and delivered, the inbox and the cron run, and the Setup panel says the settings failed.
 */

const logs = captureLogs();
beforeEach(() => standIn.reset());
const companyLine = companyOfficeHours.line;
afterEach(() => {
  companyOfficeHours.line = companyLine;
});

/** The answer reminders check of the Setup panel with `changes`. */
async function answeringCheck(changes: Record<string, string>) {
  const response = await callAdmin("/api/admin/setup", { env: changes });
  expect(response.status).toBe(200);
  const report = setupReportSchema.parse(await response.json());
  return report.checks.find((check) => check.kind === "answer_reminders");
}

/** Posts an inquiry, then checks it was stored New and the inbox, detail and cron work. */
async function inquiryGetsThrough(changes: Record<string, string>) {
  const accepted = await expectAccepted(await postInquiry(validInquiry(), { env: changes }));
  const row = await storedRow(accepted.id);
  expect([row.lead_status, row.status]).toEqual(["new", "sent"]);
  expect(row.due_at).not.toBeNull();
  const list = await callAdmin("/api/admin/inquiries", { env: changes });
  expect(list.status).toBe(200);
  const page = inquiryPageSchema.parse(await list.json());
  expect(page.inquiries.find((item) => item.id === accepted.id)?.answerClock?.state).toBe("due");
  const detail = await callAdmin(`/api/admin/inquiries/${accepted.id}`, { env: changes });
  expect(inquiryDetailSchema.parse(await detail.json()).answerClock?.state).toBe("due");
  const controller = createScheduledController({ cron: CRON.start, scheduledTime: Date.now() });
  await worker.scheduled?.(controller, { ...env, ...changes } as Env);
  expect(logs.events("answer_reminders")).toHaveLength(1);
}

describe("a calendar setting the clock cannot use", () => {
  it.each(["2026-13-01", "2026-12-32"])(
    "CLOSED_DATES=%s: the inquiry is stored and delivered",
    async (date) => {
      const changes = { CLOSED_DATES: date };
      await inquiryGetsThrough(changes);
      const check = await answeringCheck(changes);
      expect(check).toMatchObject({ state: "failing", reason: "invalid_settings", closedDates: [] });
      expect(check?.error).toContain("CLOSED_DATES");
    },
  );

  it("company office hours that do not parse: the clock counts the built-in week", async () => {
    companyOfficeHours.line = "weekdays nine to six";
    await inquiryGetsThrough({});
    const check = await answeringCheck({});
    expect(check).toMatchObject({
      state: "failing",
      reason: "invalid_settings",
      officeHours: "mon-fri 09:00-18:00, sat 10:00-16:00",
    });
    expect(check?.error).toContain("content/company.json");
  });

  it("due times that cannot be computed are none, with a warning, never a throw", () => {
    const broken = Object.defineProperty({}, "CLOSED_DATES", {
      get() {
        throw new TypeError("unreadable");
      },
    }) as Env;
    expect(dueTimesOf(broken, Date.now())).toEqual({ dueAt: null, dueSoonAt: null });
    expect(logs.events("due_times_failed")).toEqual([
      { level: "warn", event: "due_times_failed", name: "TypeError", message: "unreadable" },
    ]);
  });
});
