import { listUnstartedInquiries } from "../records/inquiry-records.ts";
import { ensureDeliveryRun, type RunStart } from "./delivery-runs.ts";
import { MAX_DELAY_SECONDS } from "./retry-policy.ts";

/** How long an inquiry may wait for its run before the scheduled start makes one, in ms (5 minutes). */
export const START_AFTER_MS = 5 * 60 * 1000;

/**
 * How long a channel may stay `queued` before the scheduled start looks at its run, in ms: the
 * longest wait between two tries (1 hour) plus 30 minutes, so a run that is only waiting is never
 * looked at, and one that ended early (errored, or stopped by the platform) is.
 */
export const QUEUED_START_AFTER_MS = MAX_DELAY_SECONDS * 1000 + 30 * 60 * 1000;

/** The most inquiries one scheduled start handles (the rest wait 5 minutes for the next). */
export const START_BATCH_LIMIT = 40;

/** What one scheduled start did: inquiries found, and how each start went, counted. */
export type StartReport = { found: number; byOutcome: Partial<Record<RunStart, number>> };

/**
 * The scheduled start (docs/architecture.md#scheduled-jobs): every inquiry still `received`, or with
 * a channel still `pending`, 5 minutes after its last change (its run could not be created, or
 * ended early), or with a channel still `queued` {@link QUEUED_START_AFTER_MS} after it, gets a live
 * run (`ensureDeliveryRun`), oldest first, at most {@link START_BATCH_LIMIT} per run. A run that is
 * still going is left alone.
 *
 * @param now - the current time, in ms since the epoch.
 * @throws whatever D1 throws while listing the inquiries.
 */
export async function startUnstartedRuns(
  env: Env,
  db: D1Database,
  now: number = Date.now(),
): Promise<StartReport> {
  const cutoff = new Date(now - START_AFTER_MS).toISOString();
  const queuedCutoff = new Date(now - QUEUED_START_AFTER_MS).toISOString();
  const ids = await listUnstartedInquiries(db, cutoff, queuedCutoff, START_BATCH_LIMIT);
  const report: StartReport = { found: ids.length, byOutcome: {} };
  for (const id of ids) {
    const outcome = await ensureDeliveryRun(env, id);
    report.byOutcome[outcome] = (report.byOutcome[outcome] ?? 0) + 1;
  }
  return report;
}
