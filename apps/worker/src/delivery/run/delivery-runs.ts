import type { DeliveryStatus } from "@clearwell/contract";
import type { NewInquiry } from "../../archive/store-inquiry.ts";
import { logEvent } from "../../core/log-event.ts";
import { readDelivery } from "../records/delivery-reads.ts";

/**
 * The delivery runs of inquiries (docs/architecture.md#delivery-channels): one instance of the
 * `InquiryDelivery` workflow (binding `INQUIRY_DELIVERY`) per inquiry, whose instance id is the
 * inquiry id, so the same submission twice starts one run.
 */

/** The params of one run: the inquiry it delivers, and the inquiry itself when D1 could not store it. */
export type DeliveryRunParams = {
  inquiryId: string;
  /**
   * A run of its own for some channels only (a reply from the inbox, `reply:<n>`,
   * docs/product.md#answering-inquiries): its instance id and its channels.
   */
  runId?: string;
  channels?: string[];
  /** Set only when the request could not store the inquiry: the run's first step stores it. */
  unstored?: NewInquiry;
};

/** How a start went: `started`, `exists` (a run with this id was already made) or `unavailable`. */
export type RunStart = "started" | "exists" | "unavailable";

/** The binding, or `undefined` when this deployment has none (logged by the caller). */
function workflowOf(env: Env): Workflow<DeliveryRunParams> | undefined {
  return (env as Partial<Env>).INQUIRY_DELIVERY ?? undefined;
}

/** Whether `error` is Workflows' refusal of an instance id that exists. */
function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && /already.exists/i.test(error.message);
}

/** Logs `workflow_unavailable` (error) with what failed, never params. */
function logUnavailable(during: string, id: string, error?: unknown): void {
  logEvent("error", "workflow_unavailable", {
    during,
    id,
    name: error instanceof Error ? error.name : "missing_binding",
    message: error instanceof Error ? error.message.slice(0, 200) : undefined,
  });
}

/**
 * Starts the delivery run of inquiry `inquiryId` (`INQUIRY_DELIVERY.create`, instance id = the
 * inquiry id). An existing instance with this id is no error (`exists`): creation is idempotent.
 *
 * @returns how it went; `unavailable` (logged `workflow_unavailable`) leaves the inquiry for the
 *   scheduled start (docs/architecture.md#scheduled-jobs). Never throws.
 */
export async function startDeliveryRun(env: Env, params: DeliveryRunParams): Promise<RunStart> {
  const workflow = workflowOf(env);
  if (!workflow) {
    logUnavailable("create", params.inquiryId);
    return "unavailable";
  }
  try {
    await workflow.create({ id: params.runId ?? params.inquiryId, params });
    return "started";
  } catch (error) {
    if (isAlreadyExists(error)) return "exists";
    logUnavailable("create", params.inquiryId, error);
    return "unavailable";
  }
}

/**
 * Gives inquiry `inquiryId` a fresh run from the start (an operator's retry, or an inquiry whose
 * old run has ended): ends and deletes its instance if there is one, then creates it again with the
 * same id; where the platform keeps the id taken, the old instance is restarted instead. Channels
 * already settled are not sent again (each step reads its record first); channels set back to
 * `pending` are tried now.
 *
 * @returns whether a run is under way; `false` is logged (`workflow_unavailable`). Never throws.
 */
export async function restartDeliveryRun(env: Env, inquiryId: string): Promise<boolean> {
  const workflow = workflowOf(env);
  if (!workflow) {
    logUnavailable("restart", inquiryId);
    return false;
  }
  const instance = await workflow.get(inquiryId).catch(() => null);
  if (instance) {
    await instance.terminate().catch(() => undefined);
    await instance.delete().catch(() => undefined);
  }
  try {
    await workflow.create({ id: inquiryId, params: { inquiryId } });
    return true;
  } catch (error) {
    if (instance && isAlreadyExists(error)) {
      const restarted = await instance.restart().then(
        () => true,
        () => false,
      );
      if (restarted) return true;
    }
    logUnavailable("restart", inquiryId, error);
    return false;
  }
}

/**
 * Makes sure inquiry `inquiryId` has a live run (the request path and the scheduled start): creates
 * one, or gives it a fresh one ({@link restartDeliveryRun}) when its instance has ended
 * (`complete`, `errored`, `terminated`: left from an erased inquiry with the same id, or ended
 * early) while the inquiry still waits.
 *
 * @returns `started`, `exists` (a run is under way) or `unavailable` (logged). Never throws.
 */
export async function ensureDeliveryRun(env: Env, inquiryId: string): Promise<RunStart> {
  const start = await startDeliveryRun(env, { inquiryId });
  if (start !== "exists") return start;
  try {
    const instance = await workflowOf(env)?.get(inquiryId);
    const { status } = (await instance?.status()) ?? { status: "unknown" };
    if (status !== "complete" && status !== "errored" && status !== "terminated") return "exists";
  } catch (error) {
    logUnavailable("ensure", inquiryId, error);
    return "unavailable";
  }
  return (await restartDeliveryRun(env, inquiryId)) ? "started" : "unavailable";
}

/**
 * Ends the run of inquiry `inquiryId` for erasure (docs/reference.md#retention-and-erasure):
 * terminates its instance when it is still going and deletes the instance's stored state. An
 * instance that does not exist or has already ended is fine; a step that still runs finds the
 * inquiry gone and sends nothing. Never throws.
 */
export async function endDeliveryRun(env: Env, inquiryId: string): Promise<void> {
  const workflow = workflowOf(env);
  if (!workflow) return;
  let instance: WorkflowInstance;
  try {
    instance = await workflow.get(inquiryId);
  } catch {
    return;
  }
  await instance.terminate().catch(() => undefined);
  await instance.delete().catch(() => undefined);
  logEvent("info", "delivery_run_ended", { id: inquiryId });
}

/** The pauses between two reads while waiting for a channel, in ms. */
const WAIT_STEPS_MS = [20, 30, 50, 100, 150, 250, 400, 500, 500, 500];

/**
 * Waits up to about 2.5 s (the pauses of {@link WAIT_STEPS_MS}) for channel `channel` of inquiry
 * `inquiryId` to leave `pending`, reading its record from D1 between pauses: the request path
 * answers `sent` only when the run's email step already succeeded.
 *
 * @returns the channel's status when it left `pending`, else `pending`, or `null` when there is
 *   no record (or D1 failed).
 */
export async function awaitChannelOutcome(
  db: D1Database,
  inquiryId: string,
  channel: string,
): Promise<DeliveryStatus | null> {
  let status: DeliveryStatus | null = null;
  for (const pause of [0, ...WAIT_STEPS_MS]) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    try {
      status = (await readDelivery(db, inquiryId, channel))?.status ?? null;
    } catch {
      return null;
    }
    if (status && status !== "pending") return status;
  }
  return status;
}
