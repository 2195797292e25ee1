import { SECURITY_HEADERS } from "@clearwell/contract";
import { createMiddleware } from "hono/factory";

/**
 * The headers of every answer of the API: the site's {@link SECURITY_HEADERS} (HSTS, `nosniff`, the
 * referrer policy and the disabled browser features, the values the pages' `_headers` carry), no
 * framing, and a Content-Security-Policy that lets nothing load or run (JSON, CSV and the outbox
 * need none).
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Adds {@link API_SECURITY_HEADERS} to every answer it wraps, errors included
 * (docs/reference.md#security-headers). A header the answer already has is kept: the form post
 * answers and the outbox's email view set a policy of their own. (A few lines of our own rather
 * than Hono's `secureHeaders`, which brought 1 KB gzip of options this worker never uses, against
 * the bundle budget, docs/decisions.md#small-bundles.)
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
