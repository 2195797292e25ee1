import { type SetupCheckOf, setupReportSchema } from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import { callAdmin } from "../helpers/admin.ts";

/** The Setup panel's answer reminders check (docs/product.md#setup-panel). */

async function check(changes: Record<string, string> = {}): Promise<SetupCheckOf<"answer_reminders">> {
  const response = await callAdmin(
    "/api/admin/setup",
    Object.keys(changes).length > 0 ? { env: changes } : {},
  );
  expect(response.status).toBe(200);
  const report = setupReportSchema.parse(await response.json());
  const found = report.checks.find((entry) => entry.kind === "answer_reminders");
  if (!found) throw new Error("no answer_reminders check");
  return found as SetupCheckOf<"answer_reminders">;
}

describe("the answer reminders check", () => {
  it("is on by default, with the clock's settings", async () => {
    expect(await check()).toEqual({
      kind: "answer_reminders",
      id: "answer-reminders",
      state: "ok",
      reason: "on",
      on: true,
      targetMinutes: 540,
      timeZone: "America/Los_Angeles",
      officeHours: "mon-fri 09:00-18:00, sat 10:00-16:00",
      closedDates: [],
      error: null,
    });
  });

  it("says off with ANSWER_REMINDERS=off, and shows the overrides in force", async () => {
    expect(
      await check({
        ANSWER_REMINDERS: "off",
        OFFICE_HOURS: "mon-sun 00:00-24:00",
        CLOSED_DATES: "2027-01-01,2026-12-25",
      }),
    ).toMatchObject({
      state: "off",
      reason: "off",
      on: false,
      officeHours: "mon-sun 00:00-24:00",
      closedDates: ["2026-12-25", "2027-01-01"],
    });
  });

  it("is failing when a setting is refused, naming it", async () => {
    const refused = await check({ OFFICE_HOURS: "weekdays 9 to 5" });
    expect(refused).toMatchObject({
      state: "failing",
      reason: "invalid_settings",
      officeHours: "mon-fri 09:00-18:00, sat 10:00-16:00",
    });
    expect(refused.error).toContain("OFFICE_HOURS");
  });
});
