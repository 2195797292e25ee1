import { SECURITY_HEADERS } from "@clearwell/contract/security-headers";
import { createMiddleware } from "hono/factory";

/** The API's headers: {@link SECURITY_HEADERS}, no framing, a CSP that lets nothing load or run. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** The admin API's addition: no other site may load its answers, even `no-cors`, so photos never leak. */
export const ADMIN_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** `/api/admin` and everything under it. */
const ADMIN_PATH = /^\/api\/admin(?:\/|$)/;

/**
 * Adds the headers above to every answer, errors included, keeping any already set (docs/reference.md#security-headers);
 * not Hono's `secureHeaders`, 1 KB gzip more (docs/decisions.md#small-bundles).
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const admin = ADMIN_PATH.test(c.req.path);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
  if (admin)
    for (const [name, value] of Object.entries(ADMIN_SECURITY_HEADERS)) c.res.headers.set(name, value);
});
