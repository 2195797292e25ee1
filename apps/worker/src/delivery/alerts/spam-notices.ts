import { type JobRun, readJobRun } from "../../core/job-runs.ts";

/**
 * The daily spam notice's bookkeeping (docs/reference.md#daily-spam-notice), in D1: when the last
 * notice went out is the `spam_notice` row of `job_runs`, claimed with a compare-and-set so two runs
 * of the cron never both send one, and the count is read from the archive's spam inquiries.
 */

/** The `job_runs` row of the notice. */
const JOB = "spam_notice";

/**
 * When the last spam notice went out (ISO 8601 UTC) and how many it counted, or `null` before the
 * first.
 *
 * @throws whatever D1 throws.
 */
export function readLastSpamNotice(db: D1Database): Promise<JobRun | null> {
  return readJobRun(db, JOB);
}

/**
 * How many inquiries the spam rules filed after `since` and up to `until` (ISO 8601 UTC; `since`
 * `null`: every one the archive holds, spam being kept 7 days). Inquiries the operator marked as
 * spam (`operator`) are left out, and so is spam the operator has since called "Not spam" (no
 * longer `spam`).
 *
 * @throws whatever D1 throws.
 */
export async function countSpamSince(db: D1Database, since: string | null, until: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM inquiries WHERE status = 'spam' AND spam_reason IS NOT NULL
       AND spam_reason <> 'operator' AND received_at > ? AND received_at <= ?`,
    )
    .bind(since ?? "", until)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Claims today's notice: records `at` (ISO 8601 UTC) and `count` as the last notice, only while the
 * last one recorded is still `previous` (a compare-and-set: of two runs that read the same
 * `previous`, one wins).
 *
 * @param previous - the last notice as {@link readLastSpamNotice} read it, `null` for none.
 * @returns `true` when this run claimed it (and sends the notice).
 * @throws whatever D1 throws.
 */
export async function claimSpamNotice(
  db: D1Database,
  previous: JobRun | null,
  at: string,
  count: number,
): Promise<boolean> {
  const result = previous
    ? await db
        .prepare("UPDATE job_runs SET last_run_at = ?, deleted = ? WHERE job = ? AND last_run_at = ?")
        .bind(at, count, JOB, previous.lastRunAt)
        .run()
    : await db
        .prepare(
          "INSERT INTO job_runs (job, last_run_at, deleted) VALUES (?, ?, ?) ON CONFLICT (job) DO NOTHING",
        )
        .bind(JOB, at, count)
        .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Gives back a claim whose notice reached no channel: the last notice is `previous` again, so the
 * next run counts from the same point and tries again.
 *
 * @param at - the claim's time, as passed to {@link claimSpamNotice}.
 * @throws whatever D1 throws.
 */
export async function releaseSpamNotice(db: D1Database, previous: JobRun | null, at: string): Promise<void> {
  if (previous) {
    await db
      .prepare("UPDATE job_runs SET last_run_at = ?, deleted = ? WHERE job = ? AND last_run_at = ?")
      .bind(previous.lastRunAt, previous.deleted, JOB, at)
      .run();
    return;
  }
  await db.prepare("DELETE FROM job_runs WHERE job = ? AND last_run_at = ?").bind(JOB, at).run();
}
