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
 * Largest body of a reply from the inbox, in bytes: 5,000 characters and a 200-character subject
 * are at most about 31 KiB as JSON, each character escaped at worst as `\uXXXX`.
 */
export const ADMIN_REPLY_MAX_BODY_BYTES = 32 * 1024;

const adminBodyLimit = limitBodyTo(ADMIN_MAX_BODY_BYTES);
const replyBodyLimit = limitBodyTo(ADMIN_REPLY_MAX_BODY_BYTES);

/** The admin body limit: {@link ADMIN_REPLY_MAX_BODY_BYTES} for a reply, `ADMIN_MAX_BODY_BYTES` else. */
const limitAdminBody = createMiddleware<AppEnv>((c, next) =>
  (/\/inquiries\/[^/]+\/replies$/.test(c.req.path) ? replyBodyLimit : adminBodyLimit)(c, next),
);

/**
 * What every `/api/admin/*` request passes first, in order (docs/reference.md#cloudflare-access);
 * index.ts applies it to the whole path, so no admin route can be mounted without it.
 */
export const adminGuard = [adminNoStore, requireAccess, requireSameOrigin, limitAdminBody] as const;
