import { archiveBinding, logArchiveUnavailable } from "./archive/archive-binding.ts";
import { deleteExpired, retentionDays } from "./archive/retention.ts";
import { sweepReceived } from "./archive/sweep.ts";
import { logEvent } from "./logging/log-event.ts";

/** The cron expressions of wrangler.jsonc `triggers.crons`, by job. */
export const CRON = {
  /** Every 5 minutes: re-deliver inquiries left in `received` for 15 minutes. */
  sweep: "*/5 * * * *",
  /** Daily at 03:17 UTC: delete inquiries past retention. */
  retention: "17 3 * * *",
} as const;

/**
 * The `scheduled` handler (docs/architecture.md#scheduled-jobs): runs the job of the cron that
 * fired and logs one line with its counts. {@link CRON}.sweep: inquiries left `received` for 15
 * minutes or more are delivered again, at most 50 per run (`sweep_run`: found, byStatus JSON,
 * errors). {@link CRON}.retention: spam older than 7 days and inquiries older than
 * `INQUIRY_RETENTION_DAYS` days (default 90) are deleted with their history (`retention_run`:
 * deleted, spamDeleted, retentionDays). Any other cron logs `cron_unknown` (warn). Without the
 * archive (no `DB` binding, or D1 failing) it logs `archive_unavailable` (error) and returns;
 * never throws, so the next run simply tries again.
 */
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const job =
    controller.cron === CRON.sweep ? "sweep" : controller.cron === CRON.retention ? "retention" : null;
  if (!job) {
    logEvent("warn", "cron_unknown", { cron: controller.cron });
    return;
  }
  const db = archiveBinding(env);
  if (!db) return logArchiveUnavailable(job, null);
  try {
    if (job === "sweep") {
      const report = await sweepReceived(env, db, controller.scheduledTime);
      logEvent("info", "sweep_run", {
        found: report.found,
        byStatus: JSON.stringify(report.byStatus),
        errors: report.errors,
      });
    } else {
      const report = await deleteExpired(
        db,
        retentionDays(env.INQUIRY_RETENTION_DAYS),
        controller.scheduledTime,
      );
      logEvent("info", "retention_run", report);
    }
  } catch (error) {
    logArchiveUnavailable(job, null, error);
  }
}
