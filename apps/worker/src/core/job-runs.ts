/**
 * The scheduled jobs' last successful run (`job_runs`, migrations/0007), one row per job, so the
 * inbox's Setup panel can say when the daily retention run last ran (docs/product.md#setup-panel),
 * and the daily spam notice knows when it last went out (delivery/alerts/spam-notices.ts).
 */

/**
 * The jobs that record their runs: `retention` (its `deleted` is how many inquiries it deleted)
 * and `spam_notice` (when the last daily spam notice went out; its `deleted` is how many spam
 * inquiries that notice counted).
 */
export type RecordedJob = "retention" | "spam_notice";

/** A job's last successful run: when (ISO 8601 UTC) and its count (see {@link RecordedJob}). */
export type JobRun = { lastRunAt: string; deleted: number };

/**
 * Records that `job` ran successfully at `at` (ISO 8601 UTC), deleting `deleted` inquiries
 * (spam included), replacing the previous record.
 *
 * @throws whatever D1 throws.
 */
export async function recordJobRun(
  db: D1Database,
  job: RecordedJob,
  at: string,
  deleted: number,
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO job_runs (job, last_run_at, deleted) VALUES (?, ?, ?) ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at, deleted = excluded.deleted",
    )
    .bind(job, at, deleted)
    .run();
}

/**
 * The last recorded run of `job`, or `null` when it never ran (or ran before runs were recorded).
 *
 * @throws whatever D1 throws (a missing table included).
 */
export function readJobRun(db: D1Database, job: RecordedJob): Promise<JobRun | null> {
  return db
    .prepare("SELECT last_run_at AS lastRunAt, deleted FROM job_runs WHERE job = ?")
    .bind(job)
    .first<JobRun>();
}
