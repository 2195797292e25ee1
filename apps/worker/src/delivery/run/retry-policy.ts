/** Retries after a channel's first try: 10 tries in all (docs/architecture.md#delivery-channels). */
export const MAX_RETRIES = 9;

/** Delay before retry `n` (index `n - 1`), in seconds: 14,440 s in all, inside Resend's 24 h key window. */
export const BACKOFF_SECONDS = [10, 30, 90, 270, 810, 2430, 3600] as const;

/** The longest single delay, `Retry-After` included, in seconds: 9 retries stay under 9 hours. */
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
