import { createMiddleware } from "hono/factory";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { noStore } from "../core/no-store.ts";
import { readServerSettings } from "../core/server-settings.ts";
import { findInOutbox, listOutbox } from "../delivery/email/outbox.ts";
import { requireAccess } from "../inbox/access.ts";
import { renderOutboxPage } from "./outbox-page.ts";

/** The outbox exists only while MAIL_PROVIDER is `outbox`: 404 `not_found` otherwise. */
const onlyWithOutbox = createMiddleware<AppEnv>(async (c, next) => {
  if (readServerSettings(c.env).provider !== "outbox") {
    throw apiError(404, "not_found", "There is no such API route.");
  }
  await next();
});

/** A stored email is shown with inline styles only: no script, nothing loaded. */
const EMAIL_VIEW_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

/**
 * `GET /api/outbox` (the list) and `/api/outbox/:id` (one email; 404 `not_found` once gone), behind
 * the admin API's access (docs/reference.md#local-development).
 */
export const outboxRoute = new Hono<AppEnv>()
  .use(noStore, onlyWithOutbox, requireAccess)
  .get("/", (c) => c.html(renderOutboxPage(listOutbox()), 200, { "Cache-Control": "no-store" }))
  .get("/:id", (c) => {
    const entry = findInOutbox(c.req.param("id"));
    if (!entry) throw apiError(404, "not_found", "This email is not in the outbox (it keeps the last 20).");
    return c.html(entry.email.html, 200, EMAIL_VIEW_HEADERS);
  });
