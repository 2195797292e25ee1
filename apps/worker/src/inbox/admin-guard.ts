import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../core/app-env.ts";
import { ADMIN_MAX_BODY_BYTES, limitBodyTo } from "../core/body-limit.ts";
import { requireAccess } from "./access.ts";
import { requireSameOrigin } from "./same-origin.ts";

/**
 * `Cache-Control: no-store` on every admin answer, errors included (docs/reference.md#cloudflare-access);
 * an answer that already says `no-store` with more (a photo's `private, no-store`) keeps its own.
 */
export const adminNoStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const own = c.res.headers.get("Cache-Control") ?? "";
  if (!/(^|,)\s*no-store\s*(,|$)/.test(own)) c.res.headers.set("Cache-Control", "no-store");
});

/**
 * What every `/api/admin/*` request passes first, in order (docs/reference.md#cloudflare-access);
 * index.ts applies it to the whole path, so no admin route can be mounted without it.
 */
export const adminGuard = [
  adminNoStore,
  requireAccess,
  requireSameOrigin,
  limitBodyTo(ADMIN_MAX_BODY_BYTES),
] as const;
