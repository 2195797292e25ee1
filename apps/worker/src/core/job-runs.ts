/** A job whose last good run is kept in `job_runs` (docs/product.md#setup-panel). */
export type RecordedJob = "retention" | "spam_notice";

/** A job's last good run (ISO 8601 UTC) and its count: inquiries retention deleted, or spam a notice counted. */
export type JobRun = { lastRunAt: string; deleted: number };

/** Records `job`'s run at `at` (ISO 8601 UTC), replacing the previous record; throws what D1 throws. */
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

/** `job`'s last recorded run, or `null`; throws what D1 throws (a missing table included). */
export function readJobRun(db: D1Database, job: RecordedJob): Promise<JobRun | null> {
  return db
    .prepare("SELECT last_run_at AS lastRunAt, deleted FROM job_runs WHERE job = ?")
    .bind(job)
    .first<JobRun>();
}
