import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { apiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";
import { readServerSettings } from "./server-settings.ts";

/**
 * Whether `origin` may use the API (docs/decisions.md#origin-policy).
 * @param requestUrl - its origin is the worker's own.
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
 * Refuses a request, preflights included, whose Origin {@link isOriginAllowed} refuses. Browsers
 * send Origin on same-origin POSTs too, so the Contact page always has one.
 * @throws HTTPException 403 `origin_not_allowed`.
 */
export const originPolicy = createMiddleware<AppEnv>(async (c, next) => {
  const { allowedOrigins } = readServerSettings(c.env);
  if (!isOriginAllowed(c.req.header("Origin"), c.req.url, allowedOrigins)) {
    throw apiError(403, "origin_not_allowed", "Requests from this origin are not allowed.");
  }
  await next();
});

/** CORS for the allowed origins (docs/product.md#request-and-response); run it after {@link originPolicy}. */
export const corsPolicy = cors({
  origin: (origin, c) =>
    isOriginAllowed(origin, c.req.url, readServerSettings(c.env as Env).allowedOrigins) ? origin : null,
  allowMethods: ["POST", "OPTIONS"],
  allowHeaders: ["Content-Type"],
  maxAge: 600,
});
