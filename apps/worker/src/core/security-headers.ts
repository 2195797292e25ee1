import { SECURITY_HEADERS } from "@clearwell/contract/security-headers";
import { createMiddleware } from "hono/factory";

/** The API's headers: {@link SECURITY_HEADERS}, no framing, a CSP that lets nothing load or run. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * What the admin API's answers add: no other site may load them, not even as an image or a
 * script (`no-cors`), so an inquiry's photos and data never reach another origin's page.
 */
export const ADMIN_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** `/api/admin` and everything under it. */
const ADMIN_PATH = /^\/api\/admin(?:\/|$)/;

/**
 * Adds {@link API_SECURITY_HEADERS} to every answer, errors included, keeping any the answer set,
 * and {@link ADMIN_SECURITY_HEADERS} to every `/api/admin/*` answer (docs/reference.md#security-headers).
 * Not Hono's `secureHeaders`: 1 KB gzip more (docs/decisions.md#small-bundles).
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
