import { createMiddleware } from "hono/factory";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { escapeHtml } from "../core/escape-html.ts";
import { noStore } from "../core/no-store.ts";
import { readServerSettings } from "../core/server-settings.ts";
import type { OutboxEntry } from "../delivery/email/outbox.ts";
import { findInOutbox, listOutbox } from "../delivery/email/outbox.ts";
import { requireAccess } from "../inbox/access.ts";

/** The local outbox as an HTML page, newest first, each email linked; values escaped. */
function renderOutboxPage(entries: readonly OutboxEntry[]): string {
  const items = entries
    .map(({ id, storedAt, email }) => {
      const href = `/api/outbox/${encodeURIComponent(id)}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(email.subject)}</a><br><small>${escapeHtml(storedAt)} - to ${escapeHtml(email.to)} - reply to ${escapeHtml(email.replyTo)} - ${escapeHtml(id)}</small></li>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li{margin:0 0 1rem}</style></head>
<body><h1>Outbox</h1>
<p>Emails the worker would have sent (MAIL_PROVIDER=outbox), the last 20, newest first. They are kept in memory until <code>wrangler dev</code> restarts.</p>
${items ? `<ol>${items}</ol>` : "<p>No emails yet: send an inquiry from the Contact page.</p>"}
</body></html>`;
}

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
