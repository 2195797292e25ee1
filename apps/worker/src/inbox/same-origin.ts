import { createMiddleware } from "hono/factory";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { isOriginAllowed } from "../core/origin.ts";

/** Methods that change the archive and so must come from the inbox page itself. */
const CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The admin API's guard against cross-site writes: a change must carry the worker's own `Origin`,
 * not even `ALLOWED_ORIGINS` (docs/reference.md#cloudflare-access).
 * @throws HTTPException 403 `origin_not_allowed`.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (CHANGING_METHODS.has(c.req.method) && !isOriginAllowed(c.req.header("Origin"), c.req.url, [])) {
    throw apiError(403, "origin_not_allowed", "Changes must come from the inbox page of this site.");
  }
  await next();
});
