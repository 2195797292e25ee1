import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MAX_QUEUE_ATTEMPTS } from "../../src/delivery/retry-policy.ts";
import worker from "../../src/index.ts";
import type { CapturedSend, ChangedEnv } from "./api.ts";

/** The queue the worker consumes (wrangler.jsonc). */
export const INQUIRY_QUEUE_NAME = "clearwell-inquiries";

/** The dead-letter queue the worker also consumes (wrangler.jsonc). */
export const DEAD_LETTER_QUEUE_NAME = "clearwell-inquiries-dlq";

/** A message waiting on the simulated queue. */
export type PendingMessage = { id: string; body: unknown; attempts: number };

/** What became of the queued messages once the simulated queue is empty. */
export type DrainResult = {
  /** Message ids acked by the consumer (delivered, or dropped as invalid). */
  acked: string[];
  /** Messages moved to the dead-letter queue after their last attempt. */
  deadLettered: PendingMessage[];
  /** Consumer invocations (batches) run. */
  batches: number;
  /** Rounds of redelivery (a round delivers everything pending once). */
  rounds: number;
};

/**
 * Runs the worker's `queue` handler on one batch and returns what it acked and retried.
 *
 * @param changedEnv - bindings replacing the test bindings (`undefined` removes one).
 * @param queueName - the queue the batch comes from: the inquiry queue, or its dead-letter queue
 *   (`clearwell-inquiries-dlq`) to run the dead-letter consumer.
 */
export async function runConsumer(
  messages: PendingMessage[],
  changedEnv: ChangedEnv = {},
  queueName: string = INQUIRY_QUEUE_NAME,
) {
  const handler = worker.queue;
  if (!handler) throw new Error("the worker exports no queue handler");
  const batch = createMessageBatch(
    queueName,
    messages.map(({ id, body, attempts }) => ({ id, body, attempts, timestamp: Date.now() })),
  );
  const ctx = createExecutionContext();
  await handler(batch, { ...env, ...changedEnv } as Env);
  return getQueueResult(batch, ctx);
}

/**
 * Plays Cloudflare Queues for the messages the producer captured (fault injection): batches
 * of `maxBatchSize` through the worker's `queue` handler; a retried message comes back with
 * `attempts + 1`, until its last attempt ({@link MAX_QUEUE_ATTEMPTS}) is retried: then it goes to the
 * dead-letter queue. Delays are not waited for (the consumer logs them). A message neither acked nor
 * retried fails the drive: the worker must settle every message explicitly.
 */
export async function drainQueue(sent: readonly CapturedSend[], maxBatchSize = 10): Promise<DrainResult> {
  let pending: PendingMessage[] = sent.map((send, index) => ({
    id: `msg-${index}`,
    body: send.body,
    attempts: 1,
  }));
  const result: DrainResult = { acked: [], deadLettered: [], batches: 0, rounds: 0 };
  while (pending.length > 0) {
    if (++result.rounds > MAX_QUEUE_ATTEMPTS + 1) throw new Error("the queue did not drain");
    const next: PendingMessage[] = [];
    for (let start = 0; start < pending.length; start += maxBatchSize) {
      const batch = pending.slice(start, start + maxBatchSize);
      const outcome = await runConsumer(batch);
      result.batches += 1;
      if (outcome.ackAll || outcome.retryBatch.retry)
        throw new Error("the consumer must settle each message");
      for (const message of batch) {
        const retried = outcome.retryMessages.some((retry) => retry.msgId === message.id);
        if (outcome.explicitAcks.includes(message.id)) result.acked.push(message.id);
        else if (!retried) throw new Error(`message ${message.id} was neither acked nor retried`);
        else if (message.attempts >= MAX_QUEUE_ATTEMPTS) result.deadLettered.push(message);
        else next.push({ ...message, attempts: message.attempts + 1 });
      }
    }
    pending = next;
  }
  return result;
}
