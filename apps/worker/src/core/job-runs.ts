/**
 * A job whose last successful run is kept in `job_runs` (docs/product.md#setup-panel); its
 * `deleted` counts the inquiries retention deleted, or the spam a notice counted.
 */
export type RecordedJob = "retention" | "spam_notice";

/** A job's last successful run: when (ISO 8601 UTC) and its count (see {@link RecordedJob}). */
export type JobRun = { lastRunAt: string; deleted: number };

/**
 * Records `job`'s run at `at` (ISO 8601 UTC) with its count, replacing the previous record.
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
 * The last recorded run of `job`, or `null` when none was recorded.
 * @throws whatever D1 throws (a missing table included).
 */
export function readJobRun(db: D1Database, job: RecordedJob): Promise<JobRun | null> {
  return db
    .prepare("SELECT last_run_at AS lastRunAt, deleted FROM job_runs WHERE job = ?")
    .bind(job)
    .first<JobRun>();
}
