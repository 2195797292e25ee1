import type { AnswerClock } from "@clearwell/contract";
import type { AnswerClockOf, InquiryRow, InquirySummaryRow } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { readAnsweringSettings } from "./answering-settings.ts";
import { OfficeClock } from "./office-clock.ts";

/** An inquiry's due times as the archive stores them (ISO 8601 UTC), `null` without office time. */
export type DueTimes = { dueAt: string | null; dueSoonAt: string | null };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The due times of a clean inquiry received at `receivedMs` (docs/product.md#answering-inquiries):
 * `dueAt` `RESPONSE_TARGET_MINUTES` office minutes later, `dueSoonAt` when a quarter of that window
 * is left (the due-soon reminder). Never throws: when they cannot be computed, both are `null`
 * (no due time) and `due_times_failed` is logged, so the inquiry is still stored.
 */
export function dueTimesOf(env: Env, receivedMs: number): DueTimes {
  try {
    const settings = readAnsweringSettings(env);
    const clock = new OfficeClock(settings.calendar);
    const target = settings.targetMinutes;
    return {
      dueAt: iso(clock.addOfficeMinutes(receivedMs, target)),
      dueSoonAt: iso(clock.addOfficeMinutes(receivedMs, target - Math.floor(target / 4))),
    };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    logEvent("warn", "due_times_failed", { name, message });
    return { dueAt: null, dueSoonAt: null };
  }
}

/** The clock fields a row needs: its lead status, times and stored first-answer minutes. */
type ClockRow = Pick<
  InquirySummaryRow,
  "lead_status" | "received_at" | "due_at" | "answered_at" | "first_answer_minutes" | "clock_started_at"
>;

/** When `row`'s answer clock started: at a Not spam correction if there was one, else when received. */
function clockStartOf(row: Pick<InquiryRow, "received_at" | "clock_started_at">): string {
  return row.clock_started_at ?? row.received_at;
}

/**
 * Where `row` stands at `now` (ms) in office minutes (contract `AnswerClock`): `null` without a lead
 * status; `answered` once answered; `no_target` without a due time; else `due` or `overdue`.
 */
export function answerClockAt(row: ClockRow, now: number, clock: OfficeClock): AnswerClock | null {
  if (!row.lead_status) return null;
  if (row.answered_at) {
    const minutes =
      row.first_answer_minutes ??
      clock.officeMinutesBetween(Date.parse(clockStartOf(row)), Date.parse(row.answered_at));
    return { state: "answered", minutes };
  }
  if (!row.due_at) return { state: "no_target", minutes: null };
  const due = Date.parse(row.due_at);
  return now < due
    ? { state: "due", minutes: clock.officeMinutesBetween(now, due) }
    : { state: "overdue", minutes: clock.officeMinutesBetween(due, now) };
}

/** The rows' clock as of `now` with this deployment's settings, for `inquiryFromRow`. */
export function answerClockReader(env: Env, now: number = Date.now()): AnswerClockOf {
  const clock = new OfficeClock(readAnsweringSettings(env).calendar);
  return (row) => answerClockAt(row, now, clock);
}

/**
 * Office minutes from `row`'s clock start ({@link clockStartOf}) to `answeredAt` (ISO 8601 UTC)
 * with this deployment's settings.
 */
export function firstAnswerMinutes(
  env: Env,
  row: Pick<InquiryRow, "received_at" | "clock_started_at">,
  answeredAt: string,
): number {
  const clock = new OfficeClock(readAnsweringSettings(env).calendar);
  return clock.officeMinutesBetween(Date.parse(clockStartOf(row)), Date.parse(answeredAt));
}
