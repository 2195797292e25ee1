import { logEvent } from "../../core/log-event.ts";
import { readServerSettings } from "../../core/server-settings.ts";
import { sendSpamNotice } from "./alerts.ts";
import { claimSpamNotice, countSpamSince, readLastSpamNotice, releaseSpamNotice } from "./spam-notices.ts";

/**
 * What one run of the daily spam notice did: `off` (`SPAM_NOTICE` is `off`), `already_sent` (a
 * notice went out earlier this UTC day, or another run of the cron claimed it), `none` (no spam
 * since the last notice), or `sent` with the count and the channels it reached (none reached: the
 * claim is given back, so the next run tries again).
 */
export type SpamNoticeRun =
  | { kind: "off" | "already_sent" | "none" }
  | { kind: "sent"; count: number; sentTo: string[]; failedTo: string[] };

/**
 * The daily spam notice (docs/reference.md#daily-spam-notice), run by the daily cron: while
 * `SPAM_NOTICE` is not `off`, when no notice went out yet this UTC day and the spam rules filed
 * inquiries since the last one, tells the operator how many, with the link to the inbox's Spam view,
 * through the alert channels (`sendSpamNotice`). At most one a day: the notice is claimed in D1
 * first (`claimSpamNotice`), so a cron that fires twice sends one. Logs `spam_notice_run` with what
 * it did.
 *
 * @param now - ms since the epoch (the cron's scheduled time).
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
