import { introspectWorkflow, type WorkflowIntrospector } from "cloudflare:test";
import { env } from "cloudflare:workers";

/**
 * Every delivery run (the InquiryDelivery workflow) a test creates is watched from the test's start
 * and deleted at its end (test/support/apply-migrations.ts), so a run still waiting to retry never
 * reaches into the next test, which may send the same submission (the same id).
 */
let current: WorkflowIntrospector | null = null;

/** Starts watching the runs created from now on (before each test). */
export async function watchRuns(): Promise<void> {
  current = await introspectWorkflow(env.INQUIRY_DELIVERY);
}

/** Ends and deletes every run created since {@link watchRuns} (after each test). */
export async function disposeRuns(): Promise<void> {
  const introspector = current;
  current = null;
  await introspector?.dispose();
}

/** The test's runs' introspector; throws outside a test. */
export function runs(): WorkflowIntrospector {
  if (!current) throw new Error("no test is watching delivery runs (test/support/apply-migrations.ts)");
  return current;
}

/**
 * Makes every run created from now on in this test try again at once: no sleep between a channel's
 * tries (backoff or Retry-After) and no delay between a step's own retries.
 */
export async function disableRetryDelays(): Promise<void> {
  await runs().modifyAll(async (m) => {
    await m.disableSleeps();
    await m.disableRetryDelays();
  });
}

/** Waits until every run created so far in this test has completed. */
export async function settleAllRuns(): Promise<void> {
  for (const run of await runs().get()) await run.waitForStatus("complete");
}
