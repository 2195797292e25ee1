import { describe, expect, it } from "vitest";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { nextDailyRunAt } from "../../src/setup/archive-checks.ts";

/** When the daily retention run fires next, as the Setup panel says it (docs/product.md#setup-panel). */

describe("nextDailyRunAt", () => {
  it("is today's 03:17 UTC before it, tomorrow's from it on", () => {
    expect(nextDailyRunAt(CRON.retention, Date.parse("2026-11-26T03:16:59.999Z"))).toBe(
      "2026-11-26T03:17:00.000Z",
    );
    expect(nextDailyRunAt(CRON.retention, Date.parse("2026-11-26T03:17:00.000Z"))).toBe(
      "2026-11-27T03:17:00.000Z",
    );
    expect(nextDailyRunAt(CRON.retention, Date.parse("2026-11-26T22:00:00.000Z"))).toBe(
      "2026-11-27T03:17:00.000Z",
    );
  });

  it("crosses months and years", () => {
    expect(nextDailyRunAt("17 3 * * *", Date.parse("2026-12-31T12:00:00.000Z"))).toBe(
      "2027-01-01T03:17:00.000Z",
    );
    expect(nextDailyRunAt("0 0 * * *", Date.parse("2028-02-28T23:59:00.000Z"))).toBe(
      "2028-02-29T00:00:00.000Z",
    );
  });

  it("refuses an expression that is not daily at a fixed time", () => {
    for (const cron of [CRON.start, "17 3 * * 1", "60 3 * * *", "17 24 * * *", ""]) {
      expect(() => nextDailyRunAt(cron, 0)).toThrow(/not a daily cron expression/);
    }
  });
});
