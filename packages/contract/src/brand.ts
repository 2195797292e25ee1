/** The company's trading name, used as the default sender name. */
export const COMPANY_NAME = "Clearwell Interiors";

/** The orange brand colour, 6-digit hex: the emails' default `brandColor` (also in `page-style`). */
export const BRAND_COLOR = "#c2410c";

/** The company's public phone (as shown and as `tel:`) and email, on the site and the form-post pages. */
export const COMPANY_CONTACT = {
  phone: { display: "(503) 555-0142", href: "tel:+15035550142" },
  email: "hello@clearwell-interiors.example",
} as const;

/** The studio's postal address: the site's footer and Contact page, the confirmation's footer. */
export const COMPANY_ADDRESS = {
  street: "1420 NW Lovejoy Street, Suite 300",
  city: "Portland",
  region: "OR",
  postalCode: "97209",
  country: "US",
} as const;

/** A day of the week as the office hours name it, Monday first. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** One of {@link WEEKDAYS}. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The office hours (docs/product.md#constants): the pages show them, and the worker's response clock
 * counts them unless `OFFICE_HOURS` overrides it (docs/product.md#answering-inquiries). `opens` and
 * `closes` are 24-hour `HH:MM` local times in the business's time zone; `label` is the days as shown.
 */
export const OFFICE_HOURS = [
  { days: ["mon", "tue", "wed", "thu", "fri"], label: "Mon-Fri", opens: "09:00", closes: "18:00" },
  { days: ["sat"], label: "Sat", opens: "10:00", closes: "16:00" },
] as const satisfies readonly {
  days: readonly Weekday[];
  label: string;
  opens: string;
  closes: string;
}[];

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

/** {@link OFFICE_HOURS} in the one-line form `OFFICE_HOURS` takes: `mon-fri 09:00-18:00, sat 10:00-16:00`. */
export const OFFICE_HOURS_LINE = OFFICE_HOURS.map(
  (slot) =>
    `${slot.days.length > 1 ? `${slot.days[0]}-${slot.days.at(-1)}` : slot.days[0]} ${slot.opens}-${slot.closes}`,
).join(", ");
