import { isLocalEnvironment } from "@clearwell/rules";
import { createMiddleware } from "hono/factory";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { LOCAL_WEBHOOK_MAX_BODY_BYTES, limitBodyTo } from "../core/body-limit.ts";
import { logEvent } from "../core/log-event.ts";
import { noStore } from "../core/no-store.ts";
import { readSecret } from "../core/server-settings.ts";
import { verifyWebhookSignature } from "../delivery/webhook/post-webhook.ts";
import { requireAccess } from "../inbox/access.ts";

/** How many received webhooks the local receiver keeps, in this isolate's memory only. */
export const RECEIVED_WEBHOOKS_CAPACITY = 20;

/** One received webhook: its `webhook-id`, when it arrived, whether its signature held, its body. */
export type ReceivedWebhook = { id: string; receivedAt: string; verified: boolean; body: unknown };

const received: ReceivedWebhook[] = [];

/** Keeps `webhook` (a repeat of the same id replaces the earlier one, as a receiver de-duplicates). */
function keepReceivedWebhook(webhook: ReceivedWebhook): void {
  const existing = received.findIndex((entry) => entry.id === webhook.id);
  if (existing !== -1) received.splice(existing, 1);
  received.unshift(webhook);
  received.length = Math.min(received.length, RECEIVED_WEBHOOKS_CAPACITY);
}

/** The received webhooks, newest first (a copy). */
export function listReceivedWebhooks(): ReceivedWebhook[] {
  return [...received];
}

/** The receiver exists only where `ENVIRONMENT` is `local`: 404 `not_found` otherwise. */
const onlyLocally = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLocalEnvironment(c.env)) throw apiError(404, "not_found", "There is no such API route.");
  await next();
});

/**
 * The local webhook receiver (docs/reference.md#local-development): `POST` keeps a webhook even
 * unsigned, so a developer sees a bad signature, and answers 204, 401 `webhook_signature_invalid`
 * or 413; `GET` lists them behind the admin API's access.
 */
export const outboxWebhooksRoute = new Hono<AppEnv>()
  .use(onlyLocally)
  .get("/", noStore, requireAccess, (c) => c.json(listReceivedWebhooks()))
  .post("/", limitBodyTo(LOCAL_WEBHOOK_MAX_BODY_BYTES), async (c) => {
    const text = await c.req.text();
    const secret = readSecret(c.env, "NOTIFY_WEBHOOK_LOCAL_SECRET");
    const verified = secret !== undefined && (await verifyWebhookSignature(secret, text, c.req.raw.headers));
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the list shows what arrived.
    }
    const id = c.req.header("webhook-id") ?? `unsigned-${Date.now()}`;
    keepReceivedWebhook({ id, receivedAt: new Date().toISOString(), verified, body });
    logEvent(verified ? "info" : "warn", "local_webhook_received", { id, verified });
    if (!verified) throw apiError(401, "webhook_signature_invalid", "The webhook's signature is not valid.");
    return c.body(null, 204);
  });
