import { deliverStoredInquiry } from "./deliver-stored.ts";

/** How long an inquiry may stay `received` before the sweep delivers it again, in ms (15 minutes). */
export const SWEEP_AFTER_MS = 15 * 60 * 1000;

/** The most inquiries one sweep run delivers (the rest wait for the next run, 5 minutes later). */
export const SWEEP_BATCH_LIMIT = 50;

/** What one sweep run did: inquiries found, and the status each ended in, counted. */
export type SweepReport = { found: number; byStatus: Record<string, number>; errors: number };

/**
 * The sweep (docs/architecture.md#scheduled-jobs): delivers again, via {@link deliverStoredInquiry}
 * (`reason: "sweep"`), every inquiry whose row has stayed `received` for 15 minutes or more since
 * its last change (a worker stopped mid-request, or neither provider nor queue took it), oldest
 * first, at most {@link SWEEP_BATCH_LIMIT} per run. One inquiry's failure does not stop the others.
 *
 * @param now - the current time, in ms since the epoch.
 * @throws whatever D1 throws while listing the rows.
 */
export async function sweepReceived(
  env: Env,
  db: D1Database,
  now: number = Date.now(),
): Promise<SweepReport> {
  const cutoff = new Date(now - SWEEP_AFTER_MS).toISOString();
  const { results } = await db
    .prepare(
      "SELECT id FROM inquiries WHERE status = 'received' AND updated_at <= ? ORDER BY updated_at LIMIT ?",
    )
    .bind(cutoff, SWEEP_BATCH_LIMIT)
    .all<{ id: string }>();
  const report: SweepReport = { found: results.length, byStatus: {}, errors: 0 };
  for (const { id } of results) {
    try {
      const inquiry = await deliverStoredInquiry(env, id, { reason: "sweep" });
      if (inquiry) report.byStatus[inquiry.status] = (report.byStatus[inquiry.status] ?? 0) + 1;
    } catch {
      report.errors += 1;
    }
  }
  return report;
}
