/**
 * The rules the worker and the operator's commands (`pnpm run setup`, packages/deploy) share, so
 * they cannot disagree (docs/architecture.md#the-parts): what Resend's domain answers mean, the
 * delivery events the worker records, and the `NOTIFY_WEBHOOKS` parser. Nothing here is the site's.
 */
export { isLocalEnvironment } from "./environment.ts";
export {
  MAX_WEBHOOKS,
  type NotifyWebhook,
  type NotifyWebhooksConfig,
  readNotifyWebhooks,
  WEBHOOK_FORMATS,
  type WebhookFormat,
} from "./notify-webhooks.ts";
export { RECORDED_EVENT_TYPES, type RecordedEventType } from "./provider-events.ts";
export {
  findSenderDomain,
  isVerified,
  type ResendDnsRecord,
  type ResendDomain,
  readDnsRecordsToShow,
  readResendDomains,
  resendErrorName,
  senderDomainOf,
} from "./resend-domains.ts";
