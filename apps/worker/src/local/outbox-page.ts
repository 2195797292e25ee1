import { escapeHtml } from "../core/escape-html.ts";
import type { OutboxEntry } from "../delivery/email/outbox.ts";

/** The local outbox as an HTML page, newest first, each email linked; values escaped. */
export function renderOutboxPage(entries: readonly OutboxEntry[]): string {
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
