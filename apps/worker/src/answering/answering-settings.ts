import { OFFICE_HOURS_LINE, WEEKDAYS, type Weekday } from "@clearwell/contract";
import { isKnownTimeZone, type OfficeCalendar, type OfficeSpan, type OfficeWeek } from "./office-clock.ts";

/** `RESPONSE_TARGET_MINUTES` by default: one business day of 9 office hours. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 540;
/** `BUSINESS_TIMEZONE` by default. */
export const DEFAULT_BUSINESS_TIMEZONE = "America/Los_Angeles";
/** `REPLIES_DAILY_LIMIT` by default: replies sent from the inbox per UTC day. */
export const DEFAULT_REPLIES_DAILY_LIMIT = 200;

/** The answering settings of docs/reference.md#configuration, read and checked. */
export type AnsweringSettings = {
  /** The calendar the clock counts with (the defaults where a setting was refused). */
  calendar: OfficeCalendar;
  /** Office minutes from received to due, 1 to 100,000. */
  targetMinutes: number;
  /** The office hours in force, in `OFFICE_HOURS`'s one-line form. */
  officeHoursLine: string;
  /** `ANSWER_REMINDERS` is not `off`. */
  reminders: boolean;
  repliesDailyLimit: number;
  /** One sentence per refused setting (the Setup panel's `error`, the log's). */
  errors: string[];
};

/** `HH:MM` from 00:00 to 24:00 in minutes after midnight, or `null`. */
function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** The weekdays of `mon`, `sat-sun` or `mon-fri` (wrapping `fri-mon` allowed), or `null`. */
function daysOf(text: string): Weekday[] | null {
  const [first, last = first] = text.split("-");
  const from = WEEKDAYS.indexOf(first as Weekday);
  const to = WEEKDAYS.indexOf(last as Weekday);
  if (from < 0 || to < 0) return null;
  const days: Weekday[] = [];
  for (let day = from; ; day = (day + 1) % 7) {
    days.push(WEEKDAYS[day] as Weekday);
    if (day === to) return days;
  }
}

/**
 * Reads the one-line office hours, `mon-fri 09:00-18:00, sat 10:00-16:00` (docs/reference.md#configuration):
 * comma-separated entries `<day or day-day> <HH:MM>-<HH:MM>`, days `mon` to `sun`, times 00:00 to
 * 24:00, case and spaces free. A day may have several entries; they may not overlap.
 * @returns the week, or `null` when the line is not in that form.
 */
export function parseOfficeHours(line: string): OfficeWeek | null {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OfficeSpan[]])) as OfficeWeek;
  const entries = line
    .toLowerCase()
    .split(",")
    .map((entry) => entry.trim());
  if (entries.length === 0 || entries.some((entry) => entry === "")) return null;
  for (const entry of entries) {
    const match = /^([a-z]{3}(?:\s*-\s*[a-z]{3})?)\s+(\d\d:\d\d)\s*-\s*(\d\d:\d\d)$/.exec(entry);
    const days = match ? daysOf((match[1] ?? "").replace(/\s/g, "")) : null;
    const start = minutesOf(match?.[2] ?? "");
    const end = minutesOf(match?.[3] ?? "");
    if (!days || start === null || end === null || end <= start) return null;
    for (const day of days) week[day].push({ start, end });
  }
  for (const day of WEEKDAYS) {
    const spans = week[day].sort((a, b) => a.start - b.start);
    if (spans.some((span, i) => i > 0 && span.start < (spans[i - 1]?.end ?? 0))) return null;
  }
  return week;
}

/** `CLOSED_DATES`, `2026-12-25,2027-01-01`: real calendar dates, or `null`. */
function parseClosedDates(value: string): Set<string> | null {
  const dates = value
    .split(",")
    .map((date) => date.trim())
    .filter((date) => date !== "");
  const real = (date: string) => {
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
    return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(date);
  };
  return dates.every(real) ? new Set(dates) : null;
}

/** The company's own office hours (content/company.json); a test may replace `line` with a broken one. */
export const companyOfficeHours: { line: string } = { line: OFFICE_HOURS_LINE };

/** The week the clock falls back to when even the company's own hours do not parse. */
export const FALLBACK_OFFICE_HOURS_LINE = "mon-fri 09:00-18:00, sat 10:00-16:00";

/**
 * Reads the answering settings from the vars (docs/reference.md#configuration). Never throws: a
 * refused value falls back to its default and adds a sentence to `errors`. `companyHoursLine` is
 * the company's own hours ({@link companyOfficeHours}); when it does not parse either, the clock counts
 * {@link FALLBACK_OFFICE_HOURS_LINE}.
 */
export function readAnsweringSettings(
  env: Env,
  companyHoursLine: string = companyOfficeHours.line,
): AnsweringSettings {
  const errors: string[] = [];
  const targetText = (env.RESPONSE_TARGET_MINUTES ?? "").trim();
  let targetMinutes = DEFAULT_RESPONSE_TARGET_MINUTES;
  if (targetText !== "") {
    if (/^\d{1,6}$/.test(targetText) && Number(targetText) >= 1 && Number(targetText) <= 100_000)
      targetMinutes = Number(targetText);
    else errors.push("RESPONSE_TARGET_MINUTES is not a whole number of minutes from 1 to 100000.");
  }
  let timeZone = (env.BUSINESS_TIMEZONE ?? "").trim() || DEFAULT_BUSINESS_TIMEZONE;
  if (!isKnownTimeZone(timeZone)) {
    errors.push(`BUSINESS_TIMEZONE "${timeZone.slice(0, 60)}" is not a time zone this runtime knows.`);
    timeZone = DEFAULT_BUSINESS_TIMEZONE;
  }
  const hoursText = (env.OFFICE_HOURS ?? "").trim();
  let officeHoursLine = hoursText || companyHoursLine;
  let week = parseOfficeHours(officeHoursLine);
  if (!week && hoursText) {
    errors.push("OFFICE_HOURS is not in the form `mon-fri 09:00-18:00, sat 10:00-16:00`.");
    officeHoursLine = companyHoursLine;
    week = parseOfficeHours(officeHoursLine);
  }
  if (!week) {
    errors.push("The office hours of content/company.json are not in the form of OFFICE_HOURS.");
    officeHoursLine = FALLBACK_OFFICE_HOURS_LINE;
    week = parseOfficeHours(officeHoursLine) as OfficeWeek;
  }
  let closedDates = parseClosedDates(env.CLOSED_DATES ?? "");
  if (!closedDates) {
    errors.push("CLOSED_DATES is not a comma-separated list of dates like 2026-12-25.");
    closedDates = new Set();
  }
  const limitText = (env.REPLIES_DAILY_LIMIT ?? "").trim();
  return {
    calendar: { timeZone, week, closedDates },
    targetMinutes,
    officeHoursLine,
    reminders: (env.ANSWER_REMINDERS ?? "").trim().toLowerCase() !== "off",
    repliesDailyLimit: /^\d{1,9}$/.test(limitText) ? Number(limitText) : DEFAULT_REPLIES_DAILY_LIMIT,
    errors,
  };
}
