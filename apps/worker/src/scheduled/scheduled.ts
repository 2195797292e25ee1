import { sendAnswerReminders } from "../answering/answer-reminders.ts";
import { orWhenArchiveFails } from "../core/archive.ts";
import { logUnhandledError } from "../core/handle-error.ts";
import { nowIso } from "../core/inquiry-row.ts";
import { recordJobRun } from "../core/job-runs.ts";
import { logEvent } from "../core/log-event.ts";
import { runSpamNotice } from "../delivery/alerts/spam-notice.ts";
import { endDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { startUnstartedRuns } from "../delivery/run/start-unstarted.ts";
import { erasePhotosByCount } from "../photos/photo-erasure.ts";
import { backfillLeadStatus } from "./lead-status-backfill.ts";
import { sweepOrphanPhotos } from "./photo-sweep.ts";
import { deleteExpired, retentionDays } from "./retention.ts";

/** The cron expressions of wrangler.jsonc `triggers.crons`, by job. */
export const CRON = {
  /** Every 5 minutes: runs for inquiries left waiting, lead statuses left unset, then the answer reminders. */
  start: "*/5 * * * *",
  /** Daily at 03:17 UTC: retention with photos, the orphan sweep, then the spam notice. */
  retention: "17 3 * * *",
} as const;

/**
 * The `scheduled` handler (docs/architecture.md#scheduled-jobs); the spam notice runs even when retention
 * failed. Never throws: errors are logged (see {@link loggingErrors}) and the next run tries again.
 */
export async function handleScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const job =
    controller.cron === CRON.start ? "start" : controller.cron === CRON.retention ? "retention" : null;
  if (!job) {
    logEvent("warn", "cron_unknown", { cron: controller.cron });
    return;
  }
  await loggingErrors(job, async () => {
    if (job === "start") {
      const report = await startUnstartedRuns(env, env.DB, controller.scheduledTime);
      logEvent("info", "start_run", { found: report.found, byOutcome: JSON.stringify(report.byOutcome) });
      await backfillLeadStatus(env.DB, controller.scheduledTime);
      await sendAnswerReminders(env, controller.scheduledTime);
      return;
    }
    const { report, unfinished, withPhotos } = await deleteExpired(
      env.DB,
      retentionDays(env.INQUIRY_RETENTION_DAYS),
      controller.scheduledTime,
    );
    // The rows are gone: their photos go now (what R2 refuses, the sweep below deletes).
    const photosDeleted = await erasePhotosByCount(env.PHOTOS, withPhotos, "retention");
    for (const id of unfinished) await endDeliveryRun(env, id);
    await recordJobRun(env.DB, "retention", nowIso(), report.deleted + report.spamDeleted);
    logEvent("info", "retention_run", { ...report, photosDeleted });
  });
  if (job === "retention") {
    await sweepPhotos(env, controller.scheduledTime);
    await loggingErrors("spam notice", () => runSpamNotice(env, env.DB, controller.scheduledTime));
  }
}

/** Runs one job; a failing archive is logged `archive_unavailable` (`during` `job`), any other error `unhandled_error`. */
async function loggingErrors(job: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await orWhenArchiveFails(job, null, work, () => undefined);
  } catch (error) {
    logUnhandledError(error);
  }
}

/** The orphan sweep, logged `photo_sweep` with its counts or `photo_sweep_failed`. Never throws. */
async function sweepPhotos(env: Env, now: number): Promise<void> {
  try {
    const report = await sweepOrphanPhotos(env.PHOTOS, env.DB, now);
    logEvent("info", "photo_sweep", report);
  } catch (error) {
    logEvent("warn", "photo_sweep_failed", {
      name: error instanceof Error ? error.name : "unknown",
      message: error instanceof Error ? error.message.slice(0, 200) : undefined,
    });
  }
}
