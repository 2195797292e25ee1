import { type JobRun, readJobRun } from "../../core/job-runs.ts";

/** The `job_runs` row of the daily spam notice (docs/reference.md#daily-spam-notice). */
const JOB = "spam_notice";

/** When the last spam notice went out and its count, or `null` before the first; throws what D1 throws. */
export function readLastSpamNotice(db: D1Database): Promise<JobRun | null> {
  return readJobRun(db, JOB);
}

/** Spam the rules filed after `since` (`null`: ever) up to `until`; throws what D1 throws. */
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
 * Claims today's notice, `at` (ISO 8601 UTC) with `count`, only while the last is still `previous`
 * ({@link readLastSpamNotice}'s): of two runs, one wins.
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

/** Gives back the claim made `at` when its notice reached no channel; throws what D1 throws. */
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
