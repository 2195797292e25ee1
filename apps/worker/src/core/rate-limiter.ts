import { logEvent } from "./log-event.ts";

/** The rate limiter bindings whose absence this isolate has logged (once per binding is enough). */
const warnedMissing = new Set<string>();

/** A Workers Rate Limiting binding and what it limits, for the log lines. */
export type NamedLimiter = {
  /** The binding, `undefined` when wrangler.jsonc has none. */
  limiter: RateLimit | undefined;
  /** The binding's name, e.g. `INQUIRY_RATE_LIMITER`. */
  binding: string;
  /** What goes unlimited without it, e.g. `inquiries are not rate limited`. */
  unlimited: string;
};

/**
 * Whether `key` is still under its limit (docs/product.md#abuse-defences). Fails open: a missing
 * binding lets everything through and logs `rate_limiter_missing` once per isolate and binding;
 * a limiter that throws lets this request through and logs `rate_limiter_failed`. Never throws.
 */
export async function underRateLimit(
  { limiter, binding, unlimited }: NamedLimiter,
  key: string,
): Promise<boolean> {
  if (!limiter) {
    if (!warnedMissing.has(binding)) {
      warnedMissing.add(binding);
      logEvent("warn", "rate_limiter_missing", {
        reason: `The ${binding} binding is not configured: ${unlimited}.`,
      });
    }
    return true;
  }
  try {
    return (await limiter.limit({ key })).success;
  } catch (error) {
    logEvent("warn", "rate_limiter_failed", { name: error instanceof Error ? error.name : "unknown" });
    return true;
  }
}
