import * as z from "zod/mini";

/**
 * The inbox's Setup panel (docs/product.md#setup-panel): the shapes of `GET /api/admin/setup` and
 * `POST /api/admin/test-inquiry`. The worker answers ids and facts; the page words them.
 */

/**
 * Where one check stands: `ok` (set up and working), `missing` (something to set), `failing`
 * (set, but refused, unreachable or out of date), `pending` (set up, but what it checks has not
 * happened yet and is not due: nothing to do) or `off` (switched off, or not needed here).
 */
export const SETUP_STATES = ["ok", "missing", "failing", "pending", "off"] as const;

/** One of {@link SETUP_STATES}. */
export type SetupState = (typeof SETUP_STATES)[number];

const state = z.enum(SETUP_STATES);
const isoOrNull = z.nullable(z.string());
const count = z.number().check(z.int(), z.nonnegative());

/**
 * What a secret is for: the Resend key, the form token's signing key, the Resend webhook's signing
 * secret, or a `json` notification webhook's signing secret.
 */
const SETUP_SECRET_USES = ["resend_api_key", "form_token", "resend_webhook", "webhook_signing"] as const;

/**
 * A secret (id `secret:<NAME>`): `ok` set, `missing` unset, `off` not needed (the local outbox
 * needs neither the Resend key nor the Resend webhook's secret). `webhook` names the notification
 * webhook a `webhook_signing` secret signs, else `null`.
 */
const secretCheck = z.object({
  kind: z.literal("secret"),
  id: z.string(),
  state,
  name: z.string(),
  use: z.enum(SETUP_SECRET_USES),
  webhook: z.nullable(z.string()),
});

/** One DNS record Resend asks for, with whether Resend found it. */
const setupDomainRecordSchema = z.object({
  record: z.string(),
  type: z.string(),
  name: z.string(),
  value: z.string(),
  status: z.string(),
});

/**
 * Why the sender's domain check stands where it does: `verified` (ok); `not_verified` (failing:
 * `domainStatus` and the `records` not yet verified); `not_on_account` (missing); `key_refused`
 * (failing: Resend answered 401/403, `httpStatus`); `key_restricted` (off: a sending-only key
 * cannot read domains); `unreachable` (failing: timeout, network error or another status);
 * `no_key` and `no_sender` (missing: `RESEND_API_KEY` or `MAIL_FROM_ADDRESS` unset); `outbox`
 * (off: the local outbox sends nothing).
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

/**
 * Resend's delivery events: `recent` (ok, `count` in the last `days`), `quiet` (ok: none lately,
 * but no email was sent in that time either), `stopped` (failing: emails were sent, no event came),
 * `never` (missing), `outbox` (off), `archive_unavailable` (failing).
 */
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

/**
 * Cloudflare Access: `configured` (ok), `local` (off: `ADMIN_AUTH` `local` admits localhost),
 * `incomplete` (missing: `missing` names the empty vars), `team_domain_invalid` (failing).
 */
const ACCESS_REASONS = ["configured", "local", "incomplete", "team_domain_invalid"] as const;

const accessCheck = z.object({
  kind: z.literal("access"),
  id: z.literal("access"),
  state,
  reason: z.enum(ACCESS_REASONS),
  missing: z.array(z.string()),
});

/** Turnstile: `ok` while `TURNSTILE_SECRET_KEY` is set, else `off`. */
const turnstileCheck = z.object({
  kind: z.literal("turnstile"),
  id: z.literal("turnstile"),
  state,
  on: z.boolean(),
});

/**
 * The visitor's confirmation: `on` (ok), `autoresponder_off` (off), `turnstile_not_configured`
 * (missing: `AUTORESPONDER` is on, but it waits for Turnstile).
 */
const CONFIRMATION_REASONS = ["on", "autoresponder_off", "turnstile_not_configured"] as const;

const confirmationCheck = z.object({
  kind: z.literal("confirmation"),
  id: z.literal("confirmation"),
  state,
  reason: z.enum(CONFIRMATION_REASONS),
});

/**
 * `NOTIFY_WEBHOOKS`: `ok` with the webhooks, `off` when none is listed, `failing` with `error`,
 * the worker's one sentence on why the list was refused.
 */
const notifyWebhooksCheck = z.object({
  kind: z.literal("notify_webhooks"),
  id: z.literal("notify-webhooks"),
  state,
  webhooks: z.array(z.object({ name: z.string(), format: z.string() })),
  error: z.nullable(z.string()),
});

/**
 * The daily retention run: `recent` (ok, within the last 2 days), `late` (failing), `not_yet`
 * (pending: no run recorded, on a site whose archive was set up less than 2 days ago), `never`
 * (missing: no run recorded although the archive was set up more than 2 days ago, or when is
 * unknown), `archive_unavailable` (failing). `lastAt` is the last run, `deleted` what it deleted
 * (inquiries and spam), `null` when unknown; `nextAt` is when the daily Cron Trigger fires next
 * (ISO 8601 UTC).
 */
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

/**
 * The D1 schema: `current` (ok: the newest migration this code expects is applied), `behind`
 * (failing), `never_migrated` (failing: no migration table), `archive_unavailable` (failing: no
 * `DB` binding or D1 refused). `applied` is the newest applied migration, `null` when none.
 */
const D1_SCHEMA_REASONS = ["current", "behind", "never_migrated", "archive_unavailable"] as const;

const d1SchemaCheck = z.object({
  kind: z.literal("d1_schema"),
  id: z.literal("d1-schema"),
  state,
  reason: z.enum(D1_SCHEMA_REASONS),
  expected: z.string(),
  applied: z.nullable(z.string()),
});

/** One check of the Setup panel: its `kind`, a unique `id`, its {@link SetupState} and its facts. */
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

/**
 * `POST /api/admin/test-inquiry` (202): the test inquiry's id, its subject (the email's too) and
 * the channels it goes through.
 */
export const testInquiryStartedSchema = z.object({
  id: z.string(),
  subject: z.string(),
  channels: z.array(z.string()),
});

/** See {@link testInquiryStartedSchema}. */
export type TestInquiryStarted = z.infer<typeof testInquiryStartedSchema>;
