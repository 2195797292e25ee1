import { WEEKDAYS, type Weekday } from "@clearwell/contract";

/*
 * The response clock's arithmetic (docs/product.md#answering-inquiries): office minutes counted in
 * the business's time zone with workerd's Intl (IANA zones, daylight saving), a day's local times
 * turned into instants one by one so a 23- or 25-hour day counts its real minutes.
 */

/** One opening of a day: from `start` to `end`, minutes after local midnight (0 to 1440). */
export type OfficeSpan = { start: number; end: number };

/** The office week: each weekday's spans, in order, not overlapping. */
export type OfficeWeek = Record<Weekday, OfficeSpan[]>;

/** What the clock counts with: the zone, the week and the closed local dates (`YYYY-MM-DD`). */
export type OfficeCalendar = { timeZone: string; week: OfficeWeek; closedDates: ReadonlySet<string> };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How far the clock looks ahead for office time before it gives up (a calendar with none). */
const MAX_DAYS = 400;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter of `timeZone`'s local date and time parts. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local wall-clock time of instant `ms` in `timeZone`, read as if it were UTC (ms). */
function wallClockOf(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date (`YYYY-MM-DD`) of instant `ms` in `timeZone`. */
export function localDateOf(ms: number, timeZone: string): string {
  return new Date(wallClockOf(ms, timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant of local wall-clock time `wall` (a local time read as UTC ms) in `timeZone`. A time
 * skipped by a clock change moves forward by the gap; a repeated one is its first occurrence. The
 * zone's offsets a day before and after `wall` are the only two it can have then.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const offsetBefore = wallClockOf(wall - DAY_MS, timeZone) - (wall - DAY_MS);
  const offsetAfter = wallClockOf(wall + DAY_MS, timeZone) - (wall + DAY_MS);
  const shown = [wall - offsetBefore, wall - offsetAfter].filter((ms) => wallClockOf(ms, timeZone) === wall);
  return shown.length > 0 ? Math.min(...shown) : wall - offsetBefore;
}

/** The office intervals (instants, ms) of the local date `date` (`YYYY-MM-DD`); none when closed. */
function intervalsOf(calendar: OfficeCalendar, date: string, cache: Map<string, [number, number][]>) {
  const cached = cache.get(date);
  if (cached) return cached;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const weekday = WEEKDAYS[(new Date(midnight).getUTCDay() + 6) % 7] as Weekday;
  const spans = calendar.closedDates.has(date) ? [] : (calendar.week[weekday] ?? []);
  const intervals = spans.map((span): [number, number] => [
    instantOfWallClock(midnight + span.start * MINUTE_MS, calendar.timeZone),
    instantOfWallClock(midnight + span.end * MINUTE_MS, calendar.timeZone),
  ]);
  cache.set(date, intervals);
  return intervals;
}

/**
 * Counts office time with one calendar, remembering each local date's intervals (a page of rows
 * shares most dates). Instants in ms since the epoch; minutes are whole, rounded down.
 */
export class OfficeClock {
  private readonly cache = new Map<string, [number, number][]>();

  constructor(readonly calendar: OfficeCalendar) {}

  /** The local dates from the one holding `from`, one by one (at most {@link MAX_DAYS}). */
  private *dates(from: number): Generator<string> {
    const first = Date.parse(`${localDateOf(from, this.calendar.timeZone)}T00:00:00Z`);
    for (let day = 0; day < MAX_DAYS; day += 1)
      yield new Date(first + day * DAY_MS).toISOString().slice(0, 10);
  }

  /** The instant `minutes` office minutes after `from`, or `null` when the calendar has no office time. */
  addOfficeMinutes(from: number, minutes: number): number | null {
    let left = minutes * MINUTE_MS;
    for (const date of this.dates(from)) {
      for (const [start, end] of intervalsOf(this.calendar, date, this.cache)) {
        const begin = Math.max(start, from);
        if (end <= begin) continue;
        if (end - begin >= left) return begin + left;
        left -= end - begin;
      }
    }
    return null;
  }

  /** Whole office minutes between `from` and `to` (0 when `to` is not after `from`). */
  officeMinutesBetween(from: number, to: number): number {
    if (to <= from) return 0;
    let total = 0;
    for (const date of this.dates(from)) {
      if (Date.parse(`${date}T00:00:00Z`) - DAY_MS > to) break;
      for (const [start, end] of intervalsOf(this.calendar, date, this.cache)) {
        const overlap = Math.min(end, to) - Math.max(start, from);
        if (overlap > 0) total += overlap;
      }
    }
    return Math.floor(total / MINUTE_MS);
  }
}
