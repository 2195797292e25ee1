import { officeHoursLineOf, WEEKDAYS, type Weekday } from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import {
  FALLBACK_OFFICE_HOURS_LINE,
  parseOfficeHours,
  readAnsweringSettings,
} from "../../src/answering/answering-settings.ts";
import { instantOfWallClock, localDateOf, OfficeClock } from "../../src/answering/office-clock.ts";

/**
 * The response clock (docs/product.md#answering-inquiries) in workerd: its Intl knows the IANA
 * zones and their daylight saving, and the clock counts office minutes with them.
 */

const LA = "America/Los_Angeles";

/** The clock of the default settings, with `vars` replacing some. */
function clockOf(vars: Partial<Env> = {}): OfficeClock {
  return new OfficeClock(readAnsweringSettings({ ...vars } as Env).calendar);
}

/** Instant of a Los Angeles wall-clock time `YYYY-MM-DDTHH:MM`. */
function la(local: string): number {
  return instantOfWallClock(Date.parse(`${local}:00Z`), LA);
}

/** The Los Angeles wall-clock time of `ms`, `YYYY-MM-DDTHH:MM`. */
function laWall(ms: number | null): string {
  if (ms === null) return "none";
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: LA,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(ms));
  return parts.replace(" ", "T");
}

describe("workerd's Intl", () => {
  it("knows America/Los_Angeles with its daylight saving", () => {
    // Winter: PST, UTC-8; summer: PDT, UTC-7 (2026: from 8 March to 1 November).
    expect(new Date(la("2026-01-15T09:00")).toISOString()).toBe("2026-01-15T17:00:00.000Z");
    expect(new Date(la("2026-07-15T09:00")).toISOString()).toBe("2026-07-15T16:00:00.000Z");
    expect(localDateOf(Date.parse("2026-03-09T06:59:00Z"), LA)).toBe("2026-03-08");
    // A time the spring change skips moves forward with it.
    expect(new Date(la("2026-03-08T02:30")).toISOString()).toBe("2026-03-08T10:30:00.000Z");
  });
});

describe("a local time turned into an instant, in any zone", () => {
  /** The instant (ISO 8601 UTC) of wall-clock time `local` (`YYYY-MM-DDTHH:MM`) in `timeZone`. */
  const instant = (local: string, timeZone: string) =>
    new Date(instantOfWallClock(Date.parse(`${local}:00Z`), timeZone)).toISOString();

  it("moves a time skipped by the spring change forward by the gap, west and east of UTC", () => {
    expect(instant("2026-03-08T02:30", LA)).toBe("2026-03-08T10:30:00.000Z"); // 03:30 PDT
    expect(instant("2026-03-29T02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z"); // 03:30 CEST
    expect(instant("2026-03-29T00:00", "Asia/Beirut")).toBe("2026-03-28T22:00:00.000Z"); // 01:00 EEST
    // Lord Howe Island moves its clock by 30 minutes: 02:15 does not exist on 4 October 2026.
    expect(instant("2026-10-04T02:15", "Australia/Lord_Howe")).toBe("2026-10-03T15:45:00.000Z"); // 02:45
  });

  it("takes the first of a time repeated by the autumn change, west and east of UTC", () => {
    expect(instant("2026-11-01T01:30", LA)).toBe("2026-11-01T08:30:00.000Z"); // 01:30 PDT
    expect(instant("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z"); // 02:30 CEST
    expect(instant("2026-04-05T01:45", "Australia/Lord_Howe")).toBe("2026-04-04T14:45:00.000Z"); // +11
  });

  it("counts from the real opening when the office opens in the skipped hour (Beirut, Sunday 00:00)", () => {
    const beirut = clockOf({ BUSINESS_TIMEZONE: "Asia/Beirut", OFFICE_HOURS: "sun 00:00-12:00" });
    // Saturday 23:15 local; the office really opens at 01:00 summer time (22:00 UTC).
    const due = beirut.addOfficeMinutes(Date.parse("2026-03-28T21:15:00Z"), 60);
    expect(new Date(due ?? 0).toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });
});

describe("the due time (540 office minutes, Mon-Fri 9-18, Sat 10-16)", () => {
  const clock = clockOf();
  const due = (local: string) => laWall(clock.addOfficeMinutes(la(local), 540));

  it("is the next day at the same time for a Monday 9:30 AM inquiry", () => {
    expect(due("2026-11-23T09:30")).toBe("2026-11-24T09:30");
  });
  it("is Saturday 10:30 AM for a Friday 9:30 AM inquiry", () => {
    expect(due("2026-11-27T09:30")).toBe("2026-11-28T10:30");
  });
  it("is Monday 11:30 AM for a Friday 5:30 PM inquiry (0.5 h Friday, 6 h Saturday, 2.5 h Monday)", () => {
    expect(due("2026-11-27T17:30")).toBe("2026-11-30T11:30");
  });
  it("is Monday 6:00 PM for a Saturday 8 PM inquiry (received outside office hours)", () => {
    expect(due("2026-11-28T20:00")).toBe("2026-11-30T18:00");
  });
  it("starts counting at the opening for one received before it (Tuesday 6 AM)", () => {
    expect(due("2026-11-24T06:00")).toBe("2026-11-24T18:00");
  });
  it("skips a closed date", () => {
    const closed = clockOf({ CLOSED_DATES: "2026-12-25" });
    expect(laWall(closed.addOfficeMinutes(la("2026-12-24T09:30"), 540))).toBe("2026-12-26T10:30");
  });
  it("counts the real minutes across a daylight-saving change", () => {
    // Always open: the 25-hour night of 1 November 2026 (fall back) has one more hour.
    const always = clockOf({ OFFICE_HOURS: "mon-sun 00:00-24:00" });
    const from = la("2026-10-31T12:00");
    const at = always.addOfficeMinutes(from, 24 * 60);
    expect(laWall(at)).toBe("2026-11-01T11:00");
    expect(always.officeMinutesBetween(from, at ?? 0)).toBe(24 * 60);
    // Office hours: Saturday 31 Oct 17:00 PDT -> Monday 2 Nov 16:00 PST is 8 office hours.
    expect(laWall(clock.addOfficeMinutes(la("2026-10-31T15:00"), 540))).toBe("2026-11-02T17:00");
  });
});

describe("office minutes between two times", () => {
  const clock = clockOf();
  it("counts only office hours", () => {
    expect(clock.officeMinutesBetween(la("2026-11-27T17:30"), la("2026-11-30T11:30"))).toBe(540);
    expect(clock.officeMinutesBetween(la("2026-11-28T20:00"), la("2026-11-29T20:00"))).toBe(0);
    expect(clock.officeMinutesBetween(la("2026-11-23T10:00"), la("2026-11-23T09:00"))).toBe(0);
  });
});

describe("OFFICE_HOURS", () => {
  it("reads the documented one-line form", () => {
    const week = parseOfficeHours("mon-fri 09:00-18:00, sat 10:00-16:00");
    expect(week?.mon).toEqual([{ start: 540, end: 1080 }]);
    expect(week?.sat).toEqual([{ start: 600, end: 960 }]);
    expect(week?.sun).toEqual([]);
    expect(parseOfficeHours("mon-sun 00:00-24:00")?.sun).toEqual([{ start: 0, end: 1440 }]);
  });
  it("reads the company's hours line as exactly the listed days", () => {
    const slot = (days: Weekday[], opens: string) => ({
      days,
      label: "x",
      opens,
      closes: `${opens.slice(0, 2)}:30`,
    });
    const line = officeHoursLineOf([slot(["mon", "wed", "fri"], "09:00"), slot(["sat", "mon"], "13:00")]);
    const spaced = parseOfficeHours(line);
    const open = WEEKDAYS.filter((day) => (spaced?.[day].length ?? 0) > 0);
    expect(open).toEqual(["mon", "wed", "fri", "sat"]);
  });
  it.each([
    "mon-fri 9-18",
    "mon-fri 18:00-09:00",
    "funday 09:00-10:00",
    "mon 09:00-12:00, mon 11:00-13:00",
    "",
  ])("refuses %j", (line) => {
    expect(parseOfficeHours(line)).toBeNull();
  });
  it("falls back to the site's hours and says why when a setting is refused", () => {
    const settings = readAnsweringSettings({
      OFFICE_HOURS: "weekdays",
      BUSINESS_TIMEZONE: "Mars/Olympus",
      CLOSED_DATES: "2026-02-30",
      RESPONSE_TARGET_MINUTES: "-5",
    } as Env);
    expect(settings.calendar.timeZone).toBe(LA);
    expect(settings.targetMinutes).toBe(540);
    expect(settings.officeHoursLine).toBe("mon-fri 09:00-18:00, sat 10:00-16:00");
    expect(settings.errors).toHaveLength(4);
  });
  it.each(["2026-13-01", "2026-12-32", "2026-00-10", "2026-12-25,2026-99-99"])(
    "refuses CLOSED_DATES=%s without throwing, closing no date",
    (value) => {
      const settings = readAnsweringSettings({ CLOSED_DATES: value } as Env);
      expect(settings.calendar.closedDates.size).toBe(0);
      expect(settings.errors.join(" ")).toContain("CLOSED_DATES");
    },
  );
  it("falls back to a built-in week when the company's own hours do not parse", () => {
    for (const override of ["", "weekdays"]) {
      const settings = readAnsweringSettings({ OFFICE_HOURS: override } as Env, "not hours");
      expect(settings.officeHoursLine).toBe(FALLBACK_OFFICE_HOURS_LINE);
      expect(settings.calendar.week).toEqual(parseOfficeHours(FALLBACK_OFFICE_HOURS_LINE));
      expect(settings.errors.join(" ")).toContain("content/company.json");
      const clock = new OfficeClock(settings.calendar);
      expect(laWall(clock.addOfficeMinutes(la("2026-11-23T09:30"), 540))).toBe("2026-11-24T09:30");
    }
    expect(FALLBACK_OFFICE_HOURS_LINE).toBe("mon-fri 09:00-18:00, sat 10:00-16:00");
  });
});
