import { SECURITY_HEADERS } from "@clearwell/contract/security-headers";
import { createMiddleware } from "hono/factory";

/** The API's headers: {@link SECURITY_HEADERS}, no framing, a CSP that lets nothing load or run. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Adds {@link API_SECURITY_HEADERS} to every answer, errors included, keeping any the answer set
 * (docs/reference.md#security-headers). Not Hono's `secureHeaders`: 1 KB gzip more
 * (docs/decisions.md#small-bundles).
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
