import { readNotifyWebhooks } from "@clearwell/rules";
import { inboxLinkOf, spamInboxLinkOf } from "../../core/inbox-link.ts";
import { logEvent } from "../../core/log-event.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { isApiKeyNameAllowed, readServerSettings } from "../../core/server-settings.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";
import { failureReason } from "../channel/send-outcome.ts";
import { selectProvider, sendThrough } from "../email/email-sender.ts";
import { composeAlertEmail } from "../notices/compose-alert.ts";
import { composeReminderEmail, type ReminderContent } from "../notices/compose-reminder.ts";
import { composeSpamNoticeEmail, type SpamNoticeContent } from "../notices/compose-spam-notice.ts";
import { readChannelHealth } from "../records/channel-health.ts";
import { EMAIL_CHANNEL } from "../records/deliveries.ts";
import { webhookChannel } from "../webhook/notify-webhooks.ts";
import { sendWebhook } from "../webhook/post-webhook.ts";
import type { Notice } from "../webhook/webhook-message.ts";
import { claimAlert } from "./alert-claims.ts";

/** At most one alert per cause per hour, in ms. */
export const ALERT_WINDOW_MS = 60 * 60 * 1000;

/** One failure worth an alert: the inquiry, the channel that failed and why. */
export type AlertCause = { inquiryId: string; channel: string; cause: string };

/** What one alert did: skipped within the hour, or sent to these channels (and failed on those). */
export type AlertReport = { cause: string; skipped: boolean; sentTo: string[]; failedTo: string[] };

function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 120);
}

type OperatorAddressing = { to: string; fromAddress: string };

/** Emails the operator as docs/reference.md#operator-alerts says; `compose` writes it for that address. */
async function emailTheOperator(
  env: Env,
  compose: (addressing: OperatorAddressing) => OutgoingEmail,
  key: string,
): Promise<SendOutcome> {
  const settings = readServerSettings(env);
  const to = settings.recipients[0];
  const keyName = settings.apiKeyNames[0];
  if (!to || !keyName || !isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
    return { ok: false, failure: "rejected", name: "provider_not_configured" };
  }
  const selection = selectProvider(settings, env, keyName);
  if (!selection.ok) return { ok: false, failure: "rejected", name: "provider_not_configured" };
  return sendThrough(selection.provider, compose({ to, fromAddress: settings.fromAddress }), key);
}

/** One message for the operator, for the business email and for the webhooks. */
type OperatorMessage = {
  email: (addressing: OperatorAddressing) => OutgoingEmail;
  /** The email's idempotency key: a repeat of the same message is a no-op at the provider. */
  emailKey: string;
  notice: Notice;
  /** The webhooks' `webhook-id`, the same for a repeat of the message. */
  webhookId: string;
  /** The failing channel, not used. */
  skip?: string;
};

type OperatorOutcome = { channel: string; outcome: SendOutcome | null };

type OperatorTarget = { channel: string; send: () => Promise<SendOutcome> };

/**
 * The channels `message` goes through: every channel that works, minus `message.skip`
 * (docs/reference.md#operator-alerts).
 * @throws whatever D1 throws while reading the channels' health.
 */
async function operatorTargets(
  env: Env,
  db: D1Database,
  message: OperatorMessage,
): Promise<OperatorTarget[]> {
  const failing = new Set(
    (await readChannelHealth(db)).filter((health) => health.failing).map((health) => health.channel),
  );
  const config = readNotifyWebhooks(env);
  const webhooks = config.ok ? config.webhooks : [];
  const timeoutMs = readServerSettings(env).providerTimeoutMs;
  const targets: OperatorTarget[] = [
    { channel: EMAIL_CHANNEL, send: () => emailTheOperator(env, message.email, message.emailKey) },
    ...webhooks.map((webhook) => ({
      channel: webhookChannel(webhook.name),
      send: () => sendWebhook(webhook, message.notice, { env, messageId: message.webhookId, timeoutMs }),
    })),
  ];
  return targets.filter((target) => target.channel !== message.skip && !failing.has(target.channel));
}

/** Sends through every target once, in parallel; a throw counts as a failure and is not passed on. */
async function sendToTargets(targets: OperatorTarget[]): Promise<OperatorOutcome[]> {
  const outcomes = await Promise.all(targets.map((target) => target.send().catch(() => null)));
  return targets.map((target, index) => ({ channel: target.channel, outcome: outcomes[index] ?? null }));
}

/**
 * Sends `message` once through {@link operatorTargets}.
 * @throws whatever D1 throws while reading the channels' health.
 */
async function tellTheOperator(
  env: Env,
  db: D1Database,
  message: OperatorMessage,
): Promise<OperatorOutcome[]> {
  return sendToTargets(await operatorTargets(env, db, message));
}

/**
 * Tells the operator that `alert.channel` failed, at most once per cause per
 * {@link ALERT_WINDOW_MS} (docs/reference.md#operator-alerts); a failed send is logged, never thrown.
 * @throws whatever D1 throws while reading the channels or claiming the alert (the alert step
 *   retries; nothing is claimed before the channels are read).
 */
export async function sendAlerts(
  env: Env,
  alert: AlertCause,
  now: number = Date.now(),
): Promise<AlertReport> {
  const db = env.DB;
  const cause = `${alert.channel}: ${alert.cause}`;
  const report: AlertReport = { cause, skipped: false, sentTo: [], failedTo: [] };
  const adminUrl = inboxLinkOf(env, alert.inquiryId);
  const hour = Math.floor(now / ALERT_WINDOW_MS);
  // The channels first: a D1 failure reading them must not leave the alert claimed and unsent.
  const targets = await operatorTargets(env, db, {
    email: (addressing) => composeAlertEmail({ ...alert, adminUrl }, addressing),
    emailKey: `alert-${slug(cause)}-${hour}`,
    notice: { kind: "alert", ...alert, adminUrl },
    webhookId: `alert_${slug(cause)}_${hour}`,
    skip: alert.channel,
  });
  if (!(await claimAlert(db, cause, alert.inquiryId, now, ALERT_WINDOW_MS))) {
    logEvent("info", "alert_skipped", { id: alert.inquiryId, cause });
    return { ...report, skipped: true };
  }
  const outcomes = await sendToTargets(targets);
  for (const { channel, outcome } of outcomes) {
    if (outcome?.ok) {
      report.sentTo.push(channel);
      logEvent("info", "alert_sent", { id: alert.inquiryId, cause, to: channel });
    } else {
      report.failedTo.push(channel);
      logEvent("warn", "alert_failed", {
        id: alert.inquiryId,
        cause,
        to: channel,
        reason: outcome ? failureReason(outcome) : "exception",
      });
    }
  }
  return report;
}

/** What one answer reminder did: the channels it reached and those it could not. */
export type ReminderReport = { sentTo: string[]; failedTo: string[] };

/**
 * Sends one answer reminder through the alerts' channels (docs/product.md#answering-inquiries):
 * the business email and every webhook that is not failing, keyed by the inquiry, the reminder and
 * its due time, so a repeat is one message and a restarted clock (Not spam) is reminded again.
 * A failed send is logged, never thrown.
 * @throws whatever D1 throws while reading the channels' health.
 */
export async function sendAnswerReminder(
  env: Env,
  reminder: Omit<ReminderContent, "adminUrl">,
): Promise<ReminderReport> {
  const content: ReminderContent = { ...reminder, adminUrl: inboxLinkOf(env, reminder.id) };
  const key = `${reminder.reminder}-${slug(reminder.id)}-${slug(reminder.dueAt)}`;
  const outcomes = await tellTheOperator(env, env.DB, {
    email: (addressing) => composeReminderEmail(content, addressing),
    emailKey: `answer-reminder-${key}`,
    notice: { kind: "answer_reminder", ...content },
    webhookId: `answer_reminder_${key}`.replaceAll("-", "_"),
  });
  const report: ReminderReport = { sentTo: [], failedTo: [] };
  for (const { channel, outcome } of outcomes) {
    const facts = { id: reminder.id, reminder: reminder.reminder, to: channel };
    if (outcome?.ok) {
      report.sentTo.push(channel);
      logEvent("info", "answer_reminder_sent", facts);
    } else {
      report.failedTo.push(channel);
      logEvent("warn", "answer_reminder_failed", {
        ...facts,
        reason: outcome ? failureReason(outcome) : "exception",
      });
    }
  }
  return report;
}

/** What one spam notice did: the channels it reached and those it could not. */
export type SpamNoticeReport = { sentTo: string[]; failedTo: string[] };

/**
 * Sends the daily spam notice through the alerts' channels (docs/reference.md#daily-spam-notice),
 * keyed by `now`'s UTC day; a failed send is logged, never thrown.
 * @throws whatever D1 throws while reading the channels' health.
 */
export async function sendSpamNotice(
  env: Env,
  db: D1Database,
  notice: Omit<SpamNoticeContent, "adminUrl">,
  now: number,
): Promise<SpamNoticeReport> {
  const content: SpamNoticeContent = { ...notice, adminUrl: spamInboxLinkOf(env) };
  const day = new Date(now).toISOString().slice(0, 10);
  const outcomes = await tellTheOperator(env, db, {
    email: (addressing) => composeSpamNoticeEmail(content, addressing),
    emailKey: `spam-notice-${day}-${notice.count}`,
    notice: { kind: "spam_notice", ...content },
    webhookId: `spam_notice_${day}_${notice.count}`,
  });
  const report: SpamNoticeReport = { sentTo: [], failedTo: [] };
  for (const { channel, outcome } of outcomes) {
    if (outcome?.ok) {
      report.sentTo.push(channel);
      logEvent("info", "spam_notice_sent", { count: notice.count, to: channel });
    } else {
      report.failedTo.push(channel);
      logEvent("warn", "spam_notice_failed", {
        count: notice.count,
        to: channel,
        reason: outcome ? failureReason(outcome) : "exception",
      });
    }
  }
  return report;
}
