import type { ChannelSender } from "../channel/channel-sender.ts";
import { confirmationSender } from "../confirmation/confirmation-sender.ts";
import { businessEmailSender } from "../email/email-sender.ts";
import { REPLY_CHANNEL_PREFIX, replySender } from "../email/reply-sender.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL } from "../records/deliveries.ts";
import { webhookSender } from "../webhook/webhook-sender.ts";

/** A delivery channel's kind: the business email, the visitor's confirmation, a reply, or a webhook. */
type ChannelKind = "email" | "confirmation" | "reply" | "webhook";

/**
 * The sender of each channel kind (docs/architecture.md#delivery-channels), the only place a
 * channel's kind picks its code.
 */
const SENDERS: Record<ChannelKind, ChannelSender> = {
  email: businessEmailSender,
  confirmation: confirmationSender,
  reply: replySender,
  webhook: webhookSender,
};

/** The kind of `channel`: `email`, `confirmation`, `reply:<n>`, else a webhook's `webhook:<name>`. */
function kindOf(channel: string): ChannelKind {
  if (channel === EMAIL_CHANNEL) return "email";
  if (channel === CONFIRMATION_CHANNEL) return "confirmation";
  if (channel.startsWith(REPLY_CHANNEL_PREFIX)) return "reply";
  return "webhook";
}

/**
 * The sender of `channel` (docs/architecture.md#delivery-channels): the business email's for
 * `email`, the confirmation's for `confirmation`, the reply's for `reply:<n>`, the webhook sender for anything else (a channel
 * naming no configured webhook is then refused as `webhook_not_configured`).
 */
export function senderOf(channel: string): ChannelSender {
  return SENDERS[kindOf(channel)];
}
