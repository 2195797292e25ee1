import type { QueuedInquiry } from "./queued-inquiry.ts";
import { MAX_QUEUE_DELAY_SECONDS } from "./retry-policy.ts";

/** Whether the inquiry is durably on the queue, or why not (for the operator's log, no secrets). */
export type EnqueueResult = { ok: true } | { ok: false; reason: string };

/**
 * Puts one inquiry on the `clearwell-inquiries` queue (binding `INQUIRY_QUEUE`) as JSON,
 * to be delivered no sooner than `delaySeconds` (clamped to 0 .. 43 200). Only a resolved `send`
 * means the queue holds it.
 *
 * @returns `{ ok: false }` when the binding is missing or `send` throws (too large, queue missing,
 *   Queues unavailable); never throws.
 */
export async function enqueueInquiry(
  queue: Queue | undefined,
  inquiry: QueuedInquiry,
  delaySeconds: number,
): Promise<EnqueueResult> {
  if (!queue) return { ok: false, reason: "The INQUIRY_QUEUE binding is not configured." };
  try {
    await queue.send(inquiry, {
      contentType: "json",
      delaySeconds: Math.min(Math.max(Math.round(delaySeconds), 0), MAX_QUEUE_DELAY_SECONDS),
    });
    return { ok: true };
  } catch (error) {
    const name = error instanceof Error ? error.name : "unknown";
    const message = error instanceof Error ? error.message.slice(0, 200) : "";
    return { ok: false, reason: `INQUIRY_QUEUE.send failed: ${name} ${message}`.trim() };
  }
}
