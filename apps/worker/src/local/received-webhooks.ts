/** How many received webhooks the local receiver keeps, in this isolate's memory only. */
export const RECEIVED_WEBHOOKS_CAPACITY = 20;

/** One received webhook: its `webhook-id`, when it arrived, whether its signature held, its body. */
export type ReceivedWebhook = { id: string; receivedAt: string; verified: boolean; body: unknown };

const received: ReceivedWebhook[] = [];

/** Keeps `webhook` (a repeat of the same id replaces the earlier one, as a receiver de-duplicates). */
export function keepReceivedWebhook(webhook: ReceivedWebhook): void {
  const existing = received.findIndex((entry) => entry.id === webhook.id);
  if (existing !== -1) received.splice(existing, 1);
  received.unshift(webhook);
  received.length = Math.min(received.length, RECEIVED_WEBHOOKS_CAPACITY);
}

/** The received webhooks, newest first (a copy). */
export function listReceivedWebhooks(): ReceivedWebhook[] {
  return [...received];
}
