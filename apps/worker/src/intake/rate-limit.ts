import { createMiddleware } from "hono/factory";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { rateLimitKey } from "../core/client-ip.ts";
import { logEvent } from "../core/log-event.ts";
import { underRateLimit } from "../core/rate-limiter.ts";

/** `Retry-After` in seconds: `ratelimits[].simple.period` of wrangler.jsonc. */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

/**
 * The rate limit of `POST /api/send-email` through `INQUIRY_RATE_LIMITER` (its limit and its
 * failures: docs/product.md#abuse-defences).
 * @throws HTTPException 429 `rate_limited` with `Retry-After`.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const allowed = await underRateLimit(
    {
      limiter: (c.env as Partial<Env>).INQUIRY_RATE_LIMITER,
      binding: "INQUIRY_RATE_LIMITER",
      unlimited: "inquiries are not rate limited",
    },
    rateLimitKey(c.req.raw.headers),
  );
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
