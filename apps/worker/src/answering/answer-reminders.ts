import { logEvent } from "../core/log-event.ts";
import { sendAnswerReminder } from "../delivery/alerts/alerts.ts";
import { readAnsweringSettings } from "./answering-settings.ts";

/** The most reminders of each kind one cron run sends (the next run takes the rest). */
export const REMINDERS_PER_RUN = 25;

/** Which reminder: its claim column and the time column that makes it due. */
const KINDS = {
  due_soon: { claim: "due_soon_reminded_at", at: "due_soon_at", index: "inquiries_due_soon_waiting" },
  overdue: { claim: "overdue_reminded_at", at: "due_at", index: "inquiries_overdue_waiting" },
} as const;

type ReminderKind = keyof typeof KINDS;

/** What one run did: reminders sent per kind, and due-soon ones passed over as already overdue. */
export type RemindersRun = { kind: "off" } | { kind: "ran"; dueSoon: number; overdue: number; late: number };

type WaitingRow = { id: string; name: string; subject: string; received_at: string; due_at: string };

/** A time in words in `timeZone`: `Mon, Nov 30, 11:30 AM PST`. */
function inWords(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/**
 * Claims reminder `kind` of inquiry `id` in D1: only while it is New, unanswered and not claimed,
 * so two runs (or a retry) never both send it. `sentAt` `''` claims without sending.
 * @returns whether this call claimed it; throws what D1 throws.
 */
async function claim(db: D1Database, kind: ReminderKind, id: string, sentAt: string): Promise<boolean> {
  const column = KINDS[kind].claim;
  const result = await db
    .prepare(
      `UPDATE inquiries SET ${column} = ? WHERE id = ? AND ${column} IS NULL AND lead_status = 'new' AND answered_at IS NULL`,
    )
    .bind(sentAt, id)
    .run();
  return result.meta.changes > 0;
}

/**
 * The answer reminders of the 5-minute cron (docs/product.md#answering-inquiries): for each New,
 * unanswered inquiry with a due time, one due-soon reminder once a quarter or less of its window
 * is left (none when it is already overdue: the overdue one says it) and one overdue reminder once
 * it is past due, each claimed in D1 before it is sent, at most {@link REMINDERS_PER_RUN} of each.
 * Off with `ANSWER_REMINDERS=off`. Throws what D1 throws.
 */
export async function sendAnswerReminders(env: Env, nowMs: number): Promise<RemindersRun> {
  const settings = readAnsweringSettings(env);
  if (!settings.reminders) return { kind: "off" };
  const db = env.DB;
  const now = new Date(nowMs).toISOString();
  const run = { kind: "ran" as const, dueSoon: 0, overdue: 0, late: 0 };
  for (const kind of ["overdue", "due_soon"] as const) {
    const { claim: column, at, index } = KINDS[kind];
    // The partial index named (migrations/0012): only the rows still waiting are read.
    const { results } = await db
      .prepare(
        `SELECT id, name, subject, received_at, due_at FROM inquiries INDEXED BY ${index}
         WHERE lead_status = 'new' AND answered_at IS NULL AND ${column} IS NULL AND ${at} <= ?
         ORDER BY ${at} LIMIT ?`,
      )
      .bind(now, REMINDERS_PER_RUN)
      .all<WaitingRow>();
    for (const row of results) {
      const late = kind === "due_soon" && row.due_at <= now;
      if (!(await claim(db, kind, row.id, late ? "" : now))) continue;
      if (late) {
        run.late += 1;
        continue;
      }
      await sendAnswerReminder(env, {
        reminder: kind,
        id: row.id,
        name: row.name,
        subject: row.subject,
        receivedAt: row.received_at,
        dueAt: row.due_at,
        receivedWords: inWords(row.received_at, settings.calendar.timeZone),
        dueWords: inWords(row.due_at, settings.calendar.timeZone),
      });
      if (kind === "overdue") run.overdue += 1;
      else run.dueSoon += 1;
    }
  }
  logEvent("info", "answer_reminders", run);
  return run;
}
