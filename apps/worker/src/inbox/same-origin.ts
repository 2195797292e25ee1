import { createMiddleware } from "hono/factory";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { isOriginAllowed } from "../core/origin.ts";

/** Methods that change the archive and so must come from the inbox page itself. */
const CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery guard of the admin API (docs/reference.md#cloudflare-access): the
 * Access cookie rides along on cross-site requests, so a request that changes something (POST,
 * PUT, PATCH, DELETE) must carry an `Origin` equal to the request URL's origin (scheme, host and
 * port). A missing Origin, `null` or any other origin (`ALLOWED_ORIGINS` included) gets 403
 * `origin_not_allowed`. Reads (GET, HEAD) pass.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (CHANGING_METHODS.has(c.req.method) && !isOriginAllowed(c.req.header("Origin"), c.req.url, [])) {
    throw apiError(403, "origin_not_allowed", "Changes must come from the inbox page of this site.");
  }
  await next();
});
