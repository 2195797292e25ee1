import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { apiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";
import { readServerSettings } from "./server-settings.ts";

/**
 * Whether a request's `Origin` may use the API (docs/decisions.md#origin-policy): it must be the worker's own
 * origin or one of `ALLOWED_ORIGINS`, compared exactly (scheme, host and port). A missing Origin,
 * `null` or anything else is refused.
 *
 * @param origin - the request's `Origin` header, if any.
 * @param requestUrl - the request URL; its origin is the worker's own.
 * @param allowedOrigins - `ALLOWED_ORIGINS`, already split.
 */
export function isOriginAllowed(
  origin: string | undefined,
  requestUrl: string,
  allowedOrigins: readonly string[],
): boolean {
  if (!origin || origin === "null") return false;
  return origin === new URL(requestUrl).origin || allowedOrigins.includes(origin);
}

/**
 * Refuses requests whose Origin is not allowed (see {@link isOriginAllowed}) with 403
 * `origin_not_allowed`, preflights included, before anything else is read. Browsers send Origin
 * on every cross-origin request and on same-origin POSTs, so the Contact page always has one.
 */
export const originPolicy = createMiddleware<AppEnv>(async (c, next) => {
  const { allowedOrigins } = readServerSettings(c.env);
  if (!isOriginAllowed(c.req.header("Origin"), c.req.url, allowedOrigins)) {
    throw apiError(403, "origin_not_allowed", "Requests from this origin are not allowed.");
  }
  await next();
});

/**
 * CORS for the allowed origins only (docs/decisions.md#origin-policy): preflights of allowed origins get
 * `Access-Control-Allow-Origin` echoing the origin, `POST`, and `Content-Type`; cached 10 minutes.
 * Run it after {@link originPolicy}, which has already refused the others.
 */
export const corsPolicy = cors({
  origin: (origin, c) =>
    isOriginAllowed(origin, c.req.url, readServerSettings(c.env as Env).allowedOrigins) ? origin : null,
  allowMethods: ["POST", "OPTIONS"],
  allowHeaders: ["Content-Type"],
  maxAge: 600,
});
