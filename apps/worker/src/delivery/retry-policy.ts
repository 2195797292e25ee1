/**
 * When the queue consumer tries an inquiry again (docs/architecture.md#inquiry-statuses). Attempt 0 is the
 * visitor's own request (POST /api/send-email); queue attempts are counted by Cloudflare Queues from
 * 1 (`Message.attempts`).
 */

/**
 * Retries Cloudflare Queues makes after a message's first queue attempt. Must equal `max_retries` of
 * the consumer in wrangler.jsonc: after attempt {@link MAX_QUEUE_ATTEMPTS} fails, `retry()` moves
 * the message to the dead-letter queue.
 */
export const MAX_QUEUE_RETRIES = 8;

/** Queue attempts in all (Queues delivers a message `max_retries + 1` times before dead-lettering). */
export const MAX_QUEUE_ATTEMPTS = MAX_QUEUE_RETRIES + 1;

/**
 * Delay before the next attempt after `n` failed attempts (index `n - 1`), in seconds: x3 each time
 * from 10 s, capped at 1 hour. The whole schedule, one delay before each of the 9 queue attempts
 * (10 + 30 + 90 + 270 + 810 + 2430 + 3 x 3600 = 14,440 s, about 4 hours), stays well inside the 24 hours Resend remembers an idempotency key, so no retry
 * can send twice.
 */
export const BACKOFF_SECONDS = [10, 30, 90, 270, 810, 2430, 3600] as const;

/** The longest backoff step, in seconds (1 hour). */
export const MAX_BACKOFF_SECONDS = 3600;

/** The longest delay Cloudflare Queues accepts for `send` / `retry`, in seconds (12 hours). */
export const MAX_QUEUE_DELAY_SECONDS = 43_200;

/**
 * The delay before the next attempt, in whole seconds: the provider's `retry-after` when it gave
 * one, else {@link BACKOFF_SECONDS} for the number of attempts that failed so far (1 after the
 * visitor's request, `msg.attempts + 1` after a queue attempt); always within 1 s ..
 * {@link MAX_QUEUE_DELAY_SECONDS}.
 *
 * @param failedAttempts - attempts that failed so far, counting the visitor's request (>= 1).
 * @param retryAfterSeconds - the provider's `retry-after`, in seconds, if any.
 */
export function retryDelaySeconds(failedAttempts: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds)) {
    return Math.min(Math.max(Math.ceil(retryAfterSeconds), 1), MAX_QUEUE_DELAY_SECONDS);
  }
  const index = Math.min(Math.max(failedAttempts, 1), BACKOFF_SECONDS.length) - 1;
  return BACKOFF_SECONDS[index] ?? MAX_BACKOFF_SECONDS;
}

/**
 * Reads an HTTP `Retry-After` header (RFC 9110 10.2.3): delay-seconds (`"7"`) or an HTTP-date.
 *
 * @param now - the current time in ms since the epoch (for an HTTP-date).
 * @returns the delay in seconds (0 or more), or `undefined` when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  // An HTTP-date names its day and month ("Sun, 06 Nov 1994 08:49:37 GMT"); "-3" is no date.
  if (!/[A-Za-z]/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}
