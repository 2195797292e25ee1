import { logEvent } from "../../core/log-event.ts";
import { readServerSettings } from "../../core/server-settings.ts";
import { sendSpamNotice } from "./alerts.ts";
import { claimSpamNotice, countSpamSince, readLastSpamNotice, releaseSpamNotice } from "./spam-notices.ts";

/**
 * What one run of the daily spam notice did: `off`, `already_sent` (today, or by another run),
 * `none` (no spam since the last), or `sent` with the count and the channels reached.
 */
export type SpamNoticeRun =
  | { kind: "off" | "already_sent" | "none" }
  | { kind: "sent"; count: number; sentTo: string[]; failedTo: string[] };

/**
 * The daily spam notice's run at `now`, the cron's time (docs/reference.md#daily-spam-notice).
 * @throws whatever D1 throws (nothing was sent then, or the claim stands for what was).
 */
export async function runSpamNotice(env: Env, db: D1Database, now: number): Promise<SpamNoticeRun> {
  const run = await noticeRun(env, db, now);
  logEvent("info", "spam_notice_run", {
    outcome: run.kind,
    ...(run.kind === "sent"
      ? { count: run.count, sentTo: run.sentTo.length, failedTo: run.failedTo.length }
      : {}),
  });
  return run;
}

/** {@link runSpamNotice} without its log line. */
async function noticeRun(env: Env, db: D1Database, now: number): Promise<SpamNoticeRun> {
  if (!readServerSettings(env).spamNotice) return { kind: "off" };
  const at = new Date(now).toISOString();
  const previous = await readLastSpamNotice(db);
  if (previous && previous.lastRunAt.slice(0, 10) >= at.slice(0, 10)) return { kind: "already_sent" };
  const count = await countSpamSince(db, previous?.lastRunAt ?? null, at);
  if (count === 0) return { kind: "none" };
  if (!(await claimSpamNotice(db, previous, at, count))) return { kind: "already_sent" };
  const report = await sendSpamNotice(env, db, { count, since: previous?.lastRunAt ?? null }, now);
  if (report.sentTo.length === 0) await releaseSpamNotice(db, previous, at);
  return { kind: "sent", count, ...report };
}
