/**
 * The worker's own rules the setup follows, loaded from apps/worker's source (plain TypeScript that
 * Node runs as it is), so setup and worker cannot disagree: the delivery events the worker records
 * (the Resend webhook subscribes to exactly those) and the `NOTIFY_WEBHOOKS` parser.
 * docs/reference.md#resend-delivery-events, docs/reference.md#notification-channels.
 */

const WORKER_SOURCE = new URL("../../../apps/worker/src/", import.meta.url);

type ProviderEventsModule = { RECORDED_EVENT_TYPES: readonly string[] };
type NotifyWebhooksModule = {
  readNotifyWebhooks(env: {
    NOTIFY_WEBHOOKS?: string;
    ENVIRONMENT: string;
  }): { ok: true; webhooks: unknown[] } | { ok: false; error: string };
};

/** Imports a module of apps/worker/src by its path there (kept out of this package's type check). */
async function workerModule<T>(path: string): Promise<T> {
  return (await import(new URL(path, WORKER_SOURCE).href)) as T;
}

/** The Resend event types the worker records, e.g. `email.delivered`, `email.bounced`. */
export async function recordedEventTypes(): Promise<string[]> {
  const module = await workerModule<ProviderEventsModule>("delivery/provider-events/provider-events.ts");
  return [...module.RECORDED_EVENT_TYPES];
}

/**
 * Checks a `NOTIFY_WEBHOOKS` value as the production worker will read it.
 *
 * @returns `null` when the worker accepts it, else the worker's one-sentence reason.
 */
export async function notifyWebhooksProblem(value: string): Promise<string | null> {
  const module = await workerModule<NotifyWebhooksModule>("delivery/webhook/notify-webhooks.ts");
  const result = module.readNotifyWebhooks({ NOTIFY_WEBHOOKS: value, ENVIRONMENT: "production" });
  return result.ok ? null : result.error;
}
