import { describe, expect, it } from "vitest";
import { OFFICE_HOURS_LINE, type OfficeHoursSlot, officeHoursLineOf } from "../src/index.ts";

/** The office hours in `OFFICE_HOURS`'s one-line form (docs/reference.md#configuration). */

const slot = (days: OfficeHoursSlot["days"], opens = "09:00", closes = "18:00"): OfficeHoursSlot => ({
  days,
  label: "x",
  opens,
  closes,
});

describe("officeHoursLineOf", () => {
  it("names exactly the listed days: a gap is not bridged, a run never wraps through Sunday", () => {
    expect(officeHoursLineOf([slot(["mon", "wed", "fri"])])).toBe(
      "mon 09:00-18:00, wed 09:00-18:00, fri 09:00-18:00",
    );
    expect(officeHoursLineOf([slot(["sat", "mon"], "10:00", "12:00")])).toBe(
      "mon 10:00-12:00, sat 10:00-12:00",
    );
  });

  it("compacts contiguous runs of days, in week order", () => {
    expect(
      officeHoursLineOf([slot(["fri", "thu", "tue", "mon"]), slot(["sat", "sun"], "10:00", "16:00")]),
    ).toBe("mon-tue 09:00-18:00, thu-fri 09:00-18:00, sat-sun 10:00-16:00");
    expect(OFFICE_HOURS_LINE).toBe("mon-fri 09:00-18:00, sat 10:00-16:00");
  });
});
