import { bodyLimit } from "hono/body-limit";
import { Hono } from "hono/tiny";
import { apiError } from "../../core/api-error.ts";
import type { AppEnv } from "../../core/app-env.ts";
import { answerArchiveFailure } from "../../core/archive.ts";
import { logEvent } from "../../core/log-event.ts";
import { readSecret } from "../../core/server-settings.ts";
import { sendAlerts } from "../alerts/alerts.ts";
import { verifyWebhook } from "../webhook/standard-webhooks.ts";
import { readProviderEvent, recordResendEvent } from "./provider-events.ts";

/** The optional secret holding the Resend webhook's `whsec_` signing secret (docs/reference.md#secrets). */
export const RESEND_WEBHOOK_SECRET_NAME = "RESEND_WEBHOOK_SECRET";

/** The largest event body read, in bytes (Resend's events are a few KB). */
const MAX_EVENT_BYTES = 64 * 1024;

/** Svix's header names and the Standard Webhooks names the verifier reads. */
const SVIX_HEADERS = [
  ["svix-id", "webhook-id"],
  ["svix-timestamp", "webhook-timestamp"],
  ["svix-signature", "webhook-signature"],
] as const;

/** Refuses an event body over {@link MAX_EVENT_BYTES} with 413 `payload_too_large` before reading further. */
const limitEventBody = bodyLimit({
  maxSize: MAX_EVENT_BYTES,
  onError: () => {
    throw apiError(413, "payload_too_large", "This event is larger than 64 KiB.");
  },
});

/**
 * `POST /api/webhooks/resend`: Resend's signed delivery events, verified before anything is read;
 * answers and refusals as docs/reference.md#resend-delivery-events lists them (200 `{ recorded,
 * ignored? }`). A bounce's or complaint's alert goes out after the answer (`waitUntil`).
 */
export const resendWebhooksRoute = new Hono<AppEnv>()
  .onError(answerArchiveFailure)
  .post("/", limitEventBody, async (c) => {
    const secret = readSecret(c.env, RESEND_WEBHOOK_SECRET_NAME);
    if (!secret) {
      logEvent("error", "webhook_not_configured", { route: "resend" });
      throw apiError(503, "webhook_not_configured", "Delivery events are not configured on this server.");
    }
    const headers: Record<string, string> = {};
    for (const [svix, standard] of SVIX_HEADERS) {
      const value = c.req.header(svix);
      if (!value) throw apiError(400, "webhook_signature_missing", `The ${svix} header is missing.`);
      headers[standard] = value;
    }
    const body = await c.req.text();
    const verdict = await verifyWebhook(secret, body, {
      id: headers["webhook-id"] ?? "",
      timestamp: headers["webhook-timestamp"] ?? "",
      signature: headers["webhook-signature"] ?? "",
    });
    if (!verdict.ok) {
      logEvent("warn", "webhook_refused", { route: "resend", reason: verdict.reason });
      throw apiError(401, "webhook_signature_invalid", "The event's signature or timestamp is not valid.");
    }
    const event = readProviderEvent(headers["webhook-id"] ?? "", verdict.payload);
    if (!event) throw apiError(400, "invalid_webhook_event", "The body is not a Resend event.");
    const result = await recordResendEvent(c.env.DB, event);
    if (result.outcome === "replayed") {
      logEvent("warn", "webhook_refused", { route: "resend", reason: "replayed" });
      throw apiError(400, "webhook_replayed", "This event was already recorded.");
    }
    if (result.outcome === "ignored") return c.json({ recorded: true, ignored: result.reason });
    const { alert } = result;
    if (alert) c.executionCtx.waitUntil(sendAlerts(c.env, alert).catch(() => undefined));
    return c.json({ recorded: true });
  });
