import company from "../../../content/company.json" with { type: "json" };

/*
 * The company's identity from content/company.json, edited in the CMS (docs/product.md#page-content)
 * and checked by the site's build; the worker bundles the same file, so everything says one thing.
 */

/** The company's trading name, used as the default sender name. */
export const COMPANY_NAME: string = company.name;

/** The orange brand colour, 6-digit hex: the emails' default `brandColor` (also in `page-style`). */
export const BRAND_COLOR = "#c2410c";

/** The company's public phone (as shown and as `tel:`) and email, on the site and the form-post pages. */
export const COMPANY_CONTACT: {
  readonly phone: { readonly display: string; readonly href: string };
  readonly email: string;
} = { phone: company.phone, email: company.email };

/** How soon the company promises to answer an inquiry, e.g. `one business day` (said after "within"). */
export const COMPANY_ANSWER_WITHIN: string = company.answerWithin;

/** The studio's postal address: the site's footer and Contact page, the confirmation's footer. */
export const COMPANY_ADDRESS: {
  readonly street: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
} = company.address;

/** A day of the week as the office hours name it, Monday first. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** One of {@link WEEKDAYS}. */
export type Weekday = (typeof WEEKDAYS)[number];

/** One slot of the office hours: its days, the days as shown, and `HH:MM` opening and closing times. */
export type OfficeHoursSlot = { days: readonly Weekday[]; label: string; opens: string; closes: string };

/**
 * The office hours (docs/product.md#constants), local to the business's time zone: shown on the pages,
 * counted by the response clock unless `OFFICE_HOURS` overrides them.
 */
export const OFFICE_HOURS: readonly OfficeHoursSlot[] = company.officeHours as OfficeHoursSlot[];

/** A 24-hour `HH:MM` time as the pages show it: `09:00` -> `9:00 AM`, `18:00` -> `6:00 PM`. */
export function clockTime12h(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 && hours < 24 ? "PM" : "AM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** One slot of {@link OFFICE_HOURS} as shown: `9:00 AM-6:00 PM`. */
export function officeHoursTime(slot: { opens: string; closes: string }): string {
  return `${clockTime12h(slot.opens)}-${clockTime12h(slot.closes)}`;
}

/**
 * `slots` in the one-line form `OFFICE_HOURS` takes (docs/reference.md#configuration): one entry
 * per run of consecutive listed days in week order (`mon-fri`, or one day `sat`), so the line means
 * exactly the listed days: `["mon","wed","fri"]` gives three entries, `["sat","mon"]` two.
 */
export function officeHoursLineOf(slots: readonly OfficeHoursSlot[]): string {
  return slots
    .flatMap((slot) => {
      const days = WEEKDAYS.map((day, i) => (slot.days.includes(day) ? i : -1)).filter((i) => i >= 0);
      const runs: [number, number][] = [];
      for (const day of days) {
        const last = runs.at(-1);
        if (last && last[1] === day - 1) last[1] = day;
        else runs.push([day, day]);
      }
      return runs.map(([from, to]) => {
        const range = from === to ? WEEKDAYS[from] : `${WEEKDAYS[from]}-${WEEKDAYS[to]}`;
        return `${range} ${slot.opens}-${slot.closes}`;
      });
    })
    .join(", ");
}

/** {@link OFFICE_HOURS} in the one-line form `OFFICE_HOURS` takes: `mon-fri 09:00-18:00, sat 10:00-16:00`. */
export const OFFICE_HOURS_LINE: string = /* @__PURE__ */ officeHoursLineOf(OFFICE_HOURS);
