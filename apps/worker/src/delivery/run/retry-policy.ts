/**
 * When a delivery channel is tried again (docs/architecture.md#delivery-channels). Each channel is
 * one step of the delivery run with these retries; attempt 1 is the run's first send.
 */

/** Retries after a channel's first attempt: 10 attempts in all. */
export const MAX_RETRIES = 9;

/**
 * Delay before retry `n` (index `n - 1`), in seconds: x3 each time from 10 s, capped at 1 hour.
 * The whole schedule (10 + 30 + 90 + 270 + 810 + 2430 + 3 x 3600 = 14,440 s, about 4 hours) stays
 * well inside the 24 hours Resend remembers an idempotency key.
 */
export const BACKOFF_SECONDS = [10, 30, 90, 270, 810, 2430, 3600] as const;

/**
 * The longest single delay, in seconds (1 hour), a provider's `Retry-After` included: with
 * {@link MAX_RETRIES} retries no channel's schedule can pass 9 hours, so every retry of an email
 * falls inside Resend's 24-hour idempotency window and can never send twice.
 */
export const MAX_DELAY_SECONDS = 3600;

/**
 * The delay before the next attempt, in whole seconds: the provider's `retry-after` when it gave
 * one, else {@link BACKOFF_SECONDS} for the number of attempts that failed so far; always within
 * 1 s .. {@link MAX_DELAY_SECONDS}.
 *
 * @param failedAttempts - attempts that failed so far (>= 1).
 * @param retryAfterSeconds - the provider's `retry-after`, in seconds, if any.
 */
export function retryDelaySeconds(failedAttempts: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds)) {
    return Math.min(Math.max(Math.ceil(retryAfterSeconds), 1), MAX_DELAY_SECONDS);
  }
  const index = Math.min(Math.max(failedAttempts, 1), BACKOFF_SECONDS.length) - 1;
  return BACKOFF_SECONDS[index] ?? MAX_DELAY_SECONDS;
}
