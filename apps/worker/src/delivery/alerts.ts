import { claimAlert } from "../archive/alert-claims.ts";
import { requireArchiveBinding } from "../archive/archive-binding.ts";
import { readChannelHealth } from "../archive/channel-health.ts";
import { EMAIL_CHANNEL } from "../archive/deliveries.ts";
import { readNotifyWebhooks, webhookChannel } from "../channels/notify-webhooks.ts";
import { sendWebhook } from "../channels/send-webhook.ts";
import { inboxLinkOf } from "../config/inbox-link.ts";
import { readServerSettings } from "../config/server-settings.ts";
import { composeAlertEmail } from "../email/compose-alert.ts";
import { logEvent } from "../logging/log-event.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import type { SendOutcome } from "../providers/mail-provider.ts";
import { selectProvider } from "../providers/select-provider.ts";
import { failureReason } from "./channel-attempt.ts";

/** At most one alert per cause per hour, in ms. */
export const ALERT_WINDOW_MS = 60 * 60 * 1000;

/** One failure worth an alert: the inquiry, the channel that failed and why. */
export type AlertCause = { inquiryId: string; channel: string; cause: string };

/** What one alert did: skipped within the hour, or sent to these channels (and failed on those). */
export type AlertReport = { cause: string; skipped: boolean; sentTo: string[]; failedTo: string[] };

/** The ASCII letters, digits, `_` and `-` of `value` (for an idempotency key or a webhook id). */
function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 120);
}

/** Sends the alert email to the first recipient, with the provider and key configured now. */
async function alertByEmail(env: Env, alert: AlertCause, key: string): Promise<SendOutcome> {
  const settings = readServerSettings(env);
  const to = settings.recipients[0];
  const keyName = settings.apiKeyNames[0];
  if (!to || !keyName || !isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
    return { ok: false, failure: "rejected", name: "provider_not_configured" };
  }
  const selection = selectProvider(settings, env, keyName);
  if (!selection.ok) return { ok: false, failure: "rejected", name: "provider_not_configured" };
  const email = composeAlertEmail(
    { ...alert, adminUrl: inboxLinkOf(env, alert.inquiryId) },
    { to, fromAddress: settings.fromAddress },
  );
  return selection.provider.send(email, key);
}

/**
 * Tells the operator that `alert.channel` failed (docs/operations.md#operator-alerts): through every
 * other configured channel that still works (the business email and each notification webhook,
 * minus the failing one and any whose latest delivery is failing), naming the inquiry's id, the
 * cause and the inbox link, never the visitor's message. At most one alert per cause per hour
 * (`alerts` in D1): a repeat within the hour is skipped (`alert_skipped`). Each target is tried
 * once; a failure is logged (`alert_failed`, warn) and never thrown, so one channel never blocks
 * another. Logs `alert_sent` per target.
 *
 * @throws whatever D1 throws while claiming the alert (the alert step retries).
 */
export async function sendAlerts(
  env: Env,
  alert: AlertCause,
  now: number = Date.now(),
): Promise<AlertReport> {
  const db = requireArchiveBinding(env);
  const cause = `${alert.channel}: ${alert.cause}`;
  const report: AlertReport = { cause, skipped: false, sentTo: [], failedTo: [] };
  if (!(await claimAlert(db, cause, alert.inquiryId, now, ALERT_WINDOW_MS))) {
    logEvent("info", "alert_skipped", { id: alert.inquiryId, cause });
    return { ...report, skipped: true };
  }
  const failing = new Set(
    (await readChannelHealth(db)).filter((health) => health.failing).map((health) => health.channel),
  );
  const config = readNotifyWebhooks(env);
  const webhooks = config.ok ? config.webhooks : [];
  const timeoutMs = readServerSettings(env).providerTimeoutMs;
  const targets: { channel: string; send: () => Promise<SendOutcome> }[] = [
    {
      channel: EMAIL_CHANNEL,
      send: () => alertByEmail(env, alert, `alert-${slug(cause)}-${Math.floor(now / ALERT_WINDOW_MS)}`),
    },
    ...webhooks.map((webhook) => ({
      channel: webhookChannel(webhook.name),
      send: () =>
        sendWebhook(
          webhook,
          {
            kind: "alert",
            inquiryId: alert.inquiryId,
            channel: alert.channel,
            cause: alert.cause,
            adminUrl: inboxLinkOf(env, alert.inquiryId),
          },
          { env, messageId: `alert_${slug(cause)}_${Math.floor(now / ALERT_WINDOW_MS)}`, timeoutMs },
        ),
    })),
  ].filter((target) => target.channel !== alert.channel && !failing.has(target.channel));
  const outcomes = await Promise.all(targets.map((target) => target.send().catch(() => null)));
  targets.forEach((target, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) {
      report.sentTo.push(target.channel);
      logEvent("info", "alert_sent", { id: alert.inquiryId, cause, to: target.channel });
    } else {
      report.failedTo.push(target.channel);
      logEvent("warn", "alert_failed", {
        id: alert.inquiryId,
        cause,
        to: target.channel,
        reason: outcome ? failureReason(outcome) : "exception",
      });
    }
  });
  return report;
}
