/**
 * The operator's notification webhooks (docs/reference.md#notification-channels): each webhook of
 * `NOTIFY_WEBHOOKS` is its own delivery channel, `webhook:<name>`, beside the business email
 * (`email`). The var's parser and its types live in `@clearwell/rules`, shared with `pnpm run
 * setup`; they are re-exported here for the worker's files.
 */
export {
  MAX_WEBHOOKS,
  type NotifyWebhook,
  type NotifyWebhooksConfig,
  readNotifyWebhooks,
  WEBHOOK_FORMATS,
  type WebhookFormat,
} from "@clearwell/rules";

/** The delivery channel of webhook `name`: `webhook:<name>`. */
export function webhookChannel(name: string): string {
  return `webhook:${name}`;
}

/** The webhook name of channel `channel` (`webhook:<name>`), or `null` for any other channel. */
export function webhookNameOf(channel: string): string | null {
  return channel.startsWith("webhook:") ? channel.slice("webhook:".length) : null;
}
