/**
 * The delivery channel names of the operator's notification webhooks
 * (docs/reference.md#notification-channels); `NOTIFY_WEBHOOKS` itself is read by
 * `readNotifyWebhooks` of `@clearwell/rules`, shared with `pnpm run setup`.
 */

/** The delivery channel of webhook `name`: `webhook:<name>`. */
export function webhookChannel(name: string): string {
  return `webhook:${name}`;
}

/** The webhook name of channel `channel` (`webhook:<name>`), or `null` for any other channel. */
export function webhookNameOf(channel: string): string | null {
  return channel.startsWith("webhook:") ? channel.slice("webhook:".length) : null;
}
