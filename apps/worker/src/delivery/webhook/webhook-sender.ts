import { readNotifyWebhooks } from "@clearwell/rules";
import { inboxLinkOf } from "../../core/inbox-link.ts";
import type { InquiryRow } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import { readServerSettings } from "../../core/server-settings.ts";
import type { ChannelSender } from "../channel/channel-sender.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";
import { webhookNameOf } from "./notify-webhooks.ts";
import { sendWebhook } from "./post-webhook.ts";
import type { InquiryNotice } from "./webhook-message.ts";

/**
 * The notice a webhook gets for `inquiry`: its fields as stored, the link that opens it, how many
 * photos came (`photo_count`; never the files) and whether photos came but were not kept.
 */
function inquiryNotice(env: Env, inquiry: InquiryRow): InquiryNotice {
  return {
    kind: "inquiry",
    id: inquiry.id,
    receivedAt: inquiry.received_at,
    status: inquiry.status,
    fields: {
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      subject: inquiry.subject,
      message: inquiry.message,
    },
    adminUrl: inboxLinkOf(env, inquiry.id),
    photoCount: inquiry.photo_count ?? 0,
    ...(inquiry.photos_not_kept === 1 ? { photosNotKept: true } : {}),
  };
}

/**
 * Posts `inquiry` to `channel`'s webhook as `NOTIFY_WEBHOOKS` configures it now, logging the outcome;
 * `rejected` `webhook_not_configured` when it names none.
 */
async function sendToWebhook(env: Env, inquiry: InquiryRow, channel: string): Promise<SendOutcome> {
  const name = webhookNameOf(channel);
  const config = readNotifyWebhooks(env);
  const webhook = config.ok ? config.webhooks.find((candidate) => candidate.name === name) : undefined;
  if (!webhook) {
    logEvent("error", "webhook_not_configured", {
      id: inquiry.id,
      channel,
      reason: config.ok ? "no webhook of this name in NOTIFY_WEBHOOKS" : config.error,
    });
    return { ok: false, failure: "rejected", name: "webhook_not_configured" };
  }
  const outcome = await sendWebhook(webhook, inquiryNotice(env, inquiry), {
    env,
    messageId: `${inquiry.id}_${webhook.name}`,
    timeoutMs: readServerSettings(env).providerTimeoutMs,
  });
  if (outcome.ok) logEvent("info", "webhook_sent", { id: inquiry.id, channel });
  else {
    logEvent(outcome.failure === "rejected" ? "error" : "warn", "webhook_failed", {
      id: inquiry.id,
      channel,
      failure: outcome.failure,
      status: outcome.status ?? null,
      name: outcome.name,
    });
  }
  return outcome;
}

/** A notification webhook's sender (docs/reference.md#notification-channels): always a send. */
export const webhookSender: ChannelSender = async ({ env, inquiry, channel }) => ({
  kind: "send",
  send: () => sendToWebhook(env, inquiry, channel),
});
