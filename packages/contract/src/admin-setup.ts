import * as z from "zod/mini";

/** A Setup panel check's state (docs/product.md#setup-panel); each reason list says its states. */
export const SETUP_STATES = ["ok", "missing", "failing", "pending", "off"] as const;

/** One of {@link SETUP_STATES}. */
export type SetupState = (typeof SETUP_STATES)[number];

const state = z.enum(SETUP_STATES);
const isoOrNull = z.nullable(z.string());
const count = z.number().check(z.int(), z.nonnegative());

const SETUP_SECRET_USES = [
  "resend_api_key",
  "form_token",
  "resend_webhook",
  "webhook_signing",
  "cms_sign_in",
] as const;

/** A secret, id `secret:<NAME>`; `webhook` names the webhook a `webhook_signing` secret signs. */
const secretCheck = z.object({
  kind: z.literal("secret"),
  id: z.string(),
  state,
  name: z.string(),
  use: z.enum(SETUP_SECRET_USES),
  webhook: z.nullable(z.string()),
});

const setupDomainRecordSchema = z.object({
  record: z.string(),
  type: z.string(),
  name: z.string(),
  value: z.string(),
  status: z.string(),
});

/**
 * Sender domain: `verified` ok; `not_verified`, `key_refused` (`httpStatus`), `unreachable` failing;
 * `not_on_account`, `no_key`, `no_sender` missing; `key_restricted` (sending-only key), `outbox` off.
 */
const SENDER_DOMAIN_REASONS = [
  "verified",
  "not_verified",
  "not_on_account",
  "key_refused",
  "key_restricted",
  "unreachable",
  "no_key",
  "no_sender",
  "outbox",
] as const;

const senderDomainCheck = z.object({
  kind: z.literal("sender_domain"),
  id: z.literal("sender-domain"),
  state,
  reason: z.enum(SENDER_DOMAIN_REASONS),
  domain: z.nullable(z.string()),
  domainStatus: z.nullable(z.string()),
  records: z.array(setupDomainRecordSchema),
  httpStatus: z.nullable(z.number()),
});

/** Delivery events: `recent`, `quiet` ok; `stopped`, `archive_unavailable` failing; `never`; `outbox`. */
const DELIVERY_EVENTS_REASONS = [
  "recent",
  "quiet",
  "stopped",
  "never",
  "outbox",
  "archive_unavailable",
] as const;

const deliveryEventsCheck = z.object({
  kind: z.literal("delivery_events"),
  id: z.literal("delivery-events"),
  state,
  reason: z.enum(DELIVERY_EVENTS_REASONS),
  days: count,
  count,
  lastAt: isoOrNull,
});

/** Access: `configured` ok, `local` off, `incomplete` missing, `team_domain_invalid` failing. */
const ACCESS_REASONS = ["configured", "local", "incomplete", "team_domain_invalid"] as const;

const accessCheck = z.object({
  kind: z.literal("access"),
  id: z.literal("access"),
  state,
  reason: z.enum(ACCESS_REASONS),
  missing: z.array(z.string()),
});

const turnstileCheck = z.object({
  kind: z.literal("turnstile"),
  id: z.literal("turnstile"),
  state,
  on: z.boolean(),
});

/** Confirmation: `on` ok, `autoresponder_off` off, `turnstile_not_configured` missing. */
const CONFIRMATION_REASONS = ["on", "autoresponder_off", "turnstile_not_configured"] as const;

const confirmationCheck = z.object({
  kind: z.literal("confirmation"),
  id: z.literal("confirmation"),
  state,
  reason: z.enum(CONFIRMATION_REASONS),
});

/** `NOTIFY_WEBHOOKS`: `failing` with `error`, the worker's sentence on why the list was refused. */
const notifyWebhooksCheck = z.object({
  kind: z.literal("notify_webhooks"),
  id: z.literal("notify-webhooks"),
  state,
  webhooks: z.array(z.object({ name: z.string(), format: z.string() })),
  error: z.nullable(z.string()),
});

/** Retention run: `recent` ok, `late`/`archive_unavailable` failing, `not_yet` pending, `never` missing. */
const RETENTION_RUN_REASONS = ["recent", "late", "not_yet", "never", "archive_unavailable"] as const;

const retentionRunCheck = z.object({
  kind: z.literal("retention_run"),
  id: z.literal("retention-run"),
  state,
  reason: z.enum(RETENTION_RUN_REASONS),
  lastAt: isoOrNull,
  deleted: z.nullable(count),
  nextAt: z.string(),
});

/** D1 schema: `current` ok, the others failing; `applied` is the newest applied migration, or `null`. */
const D1_SCHEMA_REASONS = ["current", "behind", "never_migrated", "archive_unavailable"] as const;

const d1SchemaCheck = z.object({
  kind: z.literal("d1_schema"),
  id: z.literal("d1-schema"),
  state,
  reason: z.enum(D1_SCHEMA_REASONS),
  expected: z.string(),
  applied: z.nullable(z.string()),
});

/** The `PHOTOS` bucket: `ready` ok (a read of a missing key answered); `no_binding`, `unavailable` (R2 threw) failing. */
const PHOTOS_BUCKET_REASONS = ["ready", "no_binding", "unavailable"] as const;

const photosBucketCheck = z.object({
  kind: z.literal("photos_bucket"),
  id: z.literal("photos-bucket"),
  state,
  reason: z.enum(PHOTOS_BUCKET_REASONS),
});

/**
 * Answer reminders: `on` ok, `off` off, `invalid_settings` failing (`error` names the refused setting;
 * the clock then uses the defaults), with the clock's settings in force (docs/product.md#answering-inquiries).
 */
const ANSWER_REMINDERS_REASONS = ["on", "off", "invalid_settings"] as const;

const answerRemindersCheck = z.object({
  kind: z.literal("answer_reminders"),
  id: z.literal("answer-reminders"),
  state,
  reason: z.enum(ANSWER_REMINDERS_REASONS),
  on: z.boolean(),
  targetMinutes: count,
  timeZone: z.string(),
  officeHours: z.string(),
  closedDates: z.array(z.string()),
  error: z.nullable(z.string()),
});

/** One check: its `kind`, a unique `id`, its {@link SetupState} and its facts. */
const setupCheckSchema = z.discriminatedUnion("kind", [
  secretCheck,
  senderDomainCheck,
  deliveryEventsCheck,
  accessCheck,
  turnstileCheck,
  confirmationCheck,
  notifyWebhooksCheck,
  retentionRunCheck,
  d1SchemaCheck,
  photosBucketCheck,
  answerRemindersCheck,
]);

/** See {@link setupCheckSchema}. */
export type SetupCheck = z.infer<typeof setupCheckSchema>;

/** The check of one kind, e.g. `SetupCheckOf<"secret">`. */
export type SetupCheckOf<K extends SetupCheck["kind"]> = Extract<SetupCheck, { kind: K }>;

/** `GET /api/admin/setup`: when it was checked (ISO 8601 UTC) and every check, in panel order. */
export const setupReportSchema = z.object({
  checkedAt: z.string(),
  checks: z.array(setupCheckSchema),
});

/** See {@link setupReportSchema}. */
export type SetupReport = z.infer<typeof setupReportSchema>;

/** `POST /api/admin/test-inquiry`'s 202 answer (docs/product.md#setup-panel). */
export const testInquiryStartedSchema = z.object({
  id: z.string(),
  subject: z.string(),
  channels: z.array(z.string()),
});

/** See {@link testInquiryStartedSchema}. */
export type TestInquiryStarted = z.infer<typeof testInquiryStartedSchema>;
