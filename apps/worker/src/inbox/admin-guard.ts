import { createMiddleware } from "hono/factory";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { ADMIN_MAX_BODY_BYTES, limitBodyTo } from "../core/body-limit.ts";
import { isOriginAllowed } from "../core/origin.ts";
import { requireAccess } from "./access.ts";

/** Methods that change the archive and so must come from the inbox page itself. */
const CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The admin API's guard against cross-site writes: a change must carry the worker's own `Origin`,
 * not even `ALLOWED_ORIGINS` (docs/reference.md#cloudflare-access).
 * @throws HTTPException 403 `origin_not_allowed`.
 */
const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (CHANGING_METHODS.has(c.req.method) && !isOriginAllowed(c.req.header("Origin"), c.req.url, [])) {
    throw apiError(403, "origin_not_allowed", "Changes must come from the inbox page of this site.");
  }
  await next();
});

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

/**
 * Largest body of a private note, in bytes: 2,000 characters are at most about 12 KiB as JSON, each
 * character escaped at worst as `\uXXXX`.
 */
export const ADMIN_NOTE_MAX_BODY_BYTES = 16 * 1024;

const adminBodyLimit = limitBodyTo(ADMIN_MAX_BODY_BYTES);
const replyBodyLimit = limitBodyTo(ADMIN_REPLY_MAX_BODY_BYTES);
const noteBodyLimit = limitBodyTo(ADMIN_NOTE_MAX_BODY_BYTES);

/**
 * The admin body limit: {@link ADMIN_REPLY_MAX_BODY_BYTES} for a reply,
 * {@link ADMIN_NOTE_MAX_BODY_BYTES} for a note, `ADMIN_MAX_BODY_BYTES` else.
 */
const limitAdminBody = createMiddleware<AppEnv>((c, next) => {
  const write = /\/inquiries\/[^/]+\/(replies|notes)$/.exec(c.req.path)?.[1];
  const limit = write === "replies" ? replyBodyLimit : write === "notes" ? noteBodyLimit : adminBodyLimit;
  return limit(c, next);
});

/**
 * What every `/api/admin/*` request passes first, in order (docs/reference.md#cloudflare-access);
 * index.ts applies it to the whole path, so no admin route can be mounted without it.
 */
export const adminGuard = [adminNoStore, requireAccess, requireSameOrigin, limitAdminBody] as const;
