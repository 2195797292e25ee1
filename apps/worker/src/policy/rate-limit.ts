import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { apiError } from "../http/api-error.ts";
import { clientIp } from "../http/client-ip.ts";
import { logEvent } from "../logging/log-event.ts";

/**
 * Seconds a limited client is told to wait (`Retry-After`): the limiter's period in wrangler.jsonc
 * (`ratelimits[].simple.period`, 60).
 */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

/** Whether the missing-binding warning was logged in this isolate (once is enough). */
let warnedMissingBinding = false;

/**
 * The rate-limit key of a request: `ip:<CF-Connecting-IP>`, or `ip:unknown` when the header is
 * missing (never on Cloudflare), so such requests share one budget rather than escape it.
 */
export function rateLimitKey(headers: Headers): string {
  return `ip:${clientIp(headers) ?? "unknown"}`;
}

/**
 * Per-client rate limit of POST /api/send-email (docs/product.md#abuse-defences) with the Workers Rate
 * Limiting binding `INQUIRY_RATE_LIMITER` (5 requests per 60 s per IP in wrangler.jsonc), counted before the
 * body is read. Over the limit: 429 `rate_limited` with `Retry-After: 60`. When the binding is absent (an
 * older config) or fails, the request goes on and a warning is logged: the limiter never breaks the form.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const limiter = (c.env as Partial<Env>).INQUIRY_RATE_LIMITER;
  if (!limiter) {
    if (!warnedMissingBinding) {
      warnedMissingBinding = true;
      logEvent("warn", "rate_limiter_missing", {
        reason: "The INQUIRY_RATE_LIMITER binding is not configured: inquiries are not rate limited.",
      });
    }
    return next();
  }
  let allowed = true;
  try {
    allowed = (await limiter.limit({ key: rateLimitKey(c.req.raw.headers) })).success;
  } catch (error) {
    logEvent("warn", "rate_limiter_failed", { name: error instanceof Error ? error.name : "unknown" });
  }
  if (!allowed) {
    logEvent("warn", "rate_limited", {});
    const error = apiError(
      429,
      "rate_limited",
      "Too many inquiries from your network. Please wait a minute and try again.",
    );
    error.res?.headers.set("Retry-After", String(RATE_LIMIT_RETRY_AFTER_SECONDS));
    throw error;
  }
  await next();
});
