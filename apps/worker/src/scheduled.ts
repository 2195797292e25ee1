/** The cron expressions of wrangler.jsonc `triggers.crons`, by job. */
export const CRON = {
  /** Every 5 minutes: re-deliver inquiries left in `received` for 15 minutes. */
  sweep: "*/5 * * * *",
  /** Daily at 03:17 UTC: delete inquiries past retention. */
  retention: "17 3 * * *",
} as const;

/**
 * The `scheduled` handler (docs/architecture.md#scheduled-jobs): runs the job of the cron that
 * fired. Filled in by the archive work.
 */
export async function handleScheduled(_controller: ScheduledController, _env: Env): Promise<void> {}
