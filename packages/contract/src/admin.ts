import * as z from "zod/mini";
import { SPAM_REASONS } from "./constants.ts";
import { maxChars } from "./text-length.ts";

/**
 * The operator's view of the inquiry archive (docs/product.md#operator-inbox): the shapes the
 * worker's `/api/admin/*` routes answer and the inbox page reads.
 */

/**
 * Where an inquiry stands (docs/architecture.md#inquiry-statuses): the status of its business email
 * channel (the `email` delivery), which the other channels never change:
 * - `received`: stored, its email not yet handed to the provider (or its run not started yet);
 * - `sent`: the provider accepted the email (`providerMessageId` set);
 * - `queued`: the provider was unavailable; the delivery run retries it;
 * - `failed`: the provider refused it for good (a 4xx other than 408, 429 and 409
 *   `concurrent_idempotent_requests`, which are retried) or sending is not configured;
 * - `dead`: every retry failed;
 * - `spam`: a spam rule caught it (`spamReason`, docs/product.md#abuse-defences) or the operator
 *   marked it; never emailed unless the operator says "Not spam";
 * - `delivered`: the provider reported the email delivered to the business's mailbox;
 * - `bounced`: the provider reported that the business's mailbox bounced it.
 */
export const INQUIRY_STATUSES = [
  "received",
  "sent",
  "queued",
  "failed",
  "dead",
  "spam",
  "delivered",
  "bounced",
] as const;

/** One of {@link INQUIRY_STATUSES}. */
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * Statuses the operator may re-send from (a `received` or `sent` inquiry is refused with 409; a
 * `spam` one is delivered with "Not spam" instead).
 */
export const RESENDABLE_STATUSES = ["failed", "dead", "queued"] as const satisfies readonly InquiryStatus[];

/**
 * Where one delivery channel of an inquiry stands (docs/architecture.md#delivery-channels). A
 * channel is `email` (the business email) or `webhook:<name>` (a notification webhook):
 * - `pending`: not attempted yet (or the operator asked for a retry);
 * - `sent`: the provider or receiver accepted it;
 * - `queued`: a transient failure (timeout, network error, 408, 429, 5xx); the run retries it;
 * - `failed`: refused for good (another 4xx) or not configured;
 * - `dead`: every retry failed;
 * - `delivered`, `bounced`, `complained`: the mail provider's delivery events (email only);
 * - `skipped`: not sent on purpose (the visitor's confirmation over one of its limits); final.
 */
export const DELIVERY_STATUSES = [
  "pending",
  "sent",
  "queued",
  "failed",
  "dead",
  "delivered",
  "bounced",
  "complained",
  "skipped",
] as const;

/** One of {@link DELIVERY_STATUSES}. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Delivery statuses of a channel in trouble (docs/architecture.md#inquiry-statuses): a channel whose
 * latest delivery has one counts as failing (the inbox's banner, `GET /api/admin/channels`), and
 * the operator may retry a delivery in one (the inbox's "Retry"; any other status answers 409
 * `delivery_not_retryable`). One list, because a failing channel is exactly one the operator can
 * retry.
 */
export const FAILING_DELIVERY_STATUSES = [
  "queued",
  "failed",
  "dead",
  "bounced",
  "complained",
] as const satisfies readonly DeliveryStatus[];

/** One entry of a channel's history: the status it moved to, when, and a short note. */
export const deliveryEventSchema = z.object({
  at: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  detail: z.nullable(z.string()),
});

/** See {@link deliveryEventSchema}. */
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/**
 * One delivery channel of an inquiry: its status, attempts so far, the last failure's short reason
 * (never a secret or the visitor's text), the provider's message id (email) and its history,
 * oldest first. Times are ISO 8601 UTC strings.
 */
export const deliverySchema = z.object({
  channel: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().check(z.int(), z.nonnegative()),
  lastError: z.nullable(z.string()),
  providerMessageId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(deliveryEventSchema),
});

/** See {@link deliverySchema}. */
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * The health of one channel across inquiries (`GET /api/admin/channels`): `failing` while its
 * latest delivery is in {@link FAILING_DELIVERY_STATUSES}; then `lastError` is that delivery's
 * reason, `since` when the channel's current run of failures began (ISO 8601 UTC) and `inquiryId`
 * the latest failing inquiry.
 */
export const channelHealthSchema = z.object({
  channel: z.string(),
  failing: z.boolean(),
  status: z.enum(DELIVERY_STATUSES),
  lastError: z.nullable(z.string()),
  since: z.nullable(z.string()),
  inquiryId: z.nullable(z.string()),
});

/** See {@link channelHealthSchema}. */
export type ChannelHealth = z.infer<typeof channelHealthSchema>;

/**
 * `GET /api/admin/channels`: every channel that has delivered anything or is configured, and
 * `configError`, the reason the notification webhooks' configuration was refused (`null` when it
 * is valid or empty).
 */
export const channelsReportSchema = z.object({
  channels: z.array(channelHealthSchema),
  configError: z.nullable(z.string()),
});

/** See {@link channelsReportSchema}. */
export type ChannelsReport = z.infer<typeof channelsReportSchema>;

/** Page size of the inquiry list: 1 to 200, default 50. */
export const INQUIRY_PAGE_LIMIT = { min: 1, max: 200, default: 50 } as const;

/** The visitor's five fields as stored (trimmed; `phone` is `""` when not given). */
export const inquiryFieldsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
});

/**
 * One stored inquiry as the admin API answers it. Times are ISO 8601 UTC strings
 * (`2026-11-23T13:45:00.000Z`); `attempts` counts delivery attempts (the visitor's request and
 * each queued retry or re-send); `lastError` is the last failure's short reason (the provider's
 * status and error name, never its text or a secret); `spamReason` is why it is spam (one of
 * `SPAM_REASONS`), `null` for an inquiry judged clean.
 */
export const inquirySchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  fields: inquiryFieldsSchema,
  attempts: z.number().check(z.int(), z.nonnegative()),
  lastError: z.nullable(z.string()),
  providerMessageId: z.nullable(z.string()),
  spamReason: z.nullable(z.enum(SPAM_REASONS)),
});

/** See {@link inquirySchema}. */
export type Inquiry = z.infer<typeof inquirySchema>;

/** One entry of an inquiry's delivery history: the status it moved to, when, and a short note. */
export const inquiryEventSchema = z.object({
  at: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  detail: z.nullable(z.string()),
});

/** See {@link inquiryEventSchema}. */
export type InquiryEvent = z.infer<typeof inquiryEventSchema>;

/**
 * `GET /api/admin/inquiries/:id`: the {@link Inquiry} plus its status history, oldest first, and its
 * delivery channels (`email` first, then the webhooks by name).
 */
export const inquiryDetailSchema = z.extend(inquirySchema, {
  history: z.array(inquiryEventSchema),
  deliveries: z.array(deliverySchema),
});

/** See {@link inquiryDetailSchema}. */
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/**
 * `GET /api/admin/inquiries`: one page, newest first; `nextCursor` is passed back as `cursor` for
 * the next page, `null` on the last. `counts` holds how many inquiries have each status (the whole
 * archive, ignoring the filters), for the inbox's summary; `spamCounts` how many `spam` inquiries
 * have each reason (reasons with none are left out).
 */
export const inquiryPageSchema = z.object({
  inquiries: z.array(inquirySchema),
  nextCursor: z.nullable(z.string()),
  counts: z.record(z.enum(INQUIRY_STATUSES), z.number().check(z.int(), z.nonnegative())),
  spamCounts: z.partialRecord(z.enum(SPAM_REASONS), z.number().check(z.int(), z.nonnegative())),
});

/** See {@link inquiryPageSchema}. */
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/**
 * The query of `GET /api/admin/inquiries` and `GET /api/admin/inquiries.csv`: `status` (one of
 * {@link INQUIRY_STATUSES}), `q` (case-insensitive substring of name, email, subject or message,
 * at most 200 characters), `cursor` (opaque, from `nextCursor`) and `limit` (1-200, default 50;
 * the CSV ignores it). An empty parameter counts as absent.
 */
export const inquiryQuerySchema = z.object({
  status: emptyAsAbsent(z.optional(z.enum(INQUIRY_STATUSES))),
  q: emptyAsAbsent(z.optional(z.string().check(maxChars(200)))),
  cursor: emptyAsAbsent(z.optional(z.string().check(maxChars(500)))),
  limit: emptyAsAbsent(
    z._default(
      z.coerce.number().check(z.int(), z.minimum(INQUIRY_PAGE_LIMIT.min), z.maximum(INQUIRY_PAGE_LIMIT.max)),
      INQUIRY_PAGE_LIMIT.default,
    ),
  ),
});

/** See {@link inquiryQuerySchema}. */
export type InquiryQuery = z.infer<typeof inquiryQuerySchema>;

/** `schema`, reading `""` (an empty query parameter) as absent. */
function emptyAsAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    schema,
  );
}

/** The CSV export's header row, in column order. */
export const INQUIRY_CSV_COLUMNS = [
  "id",
  "receivedAt",
  "status",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "attempts",
  "lastError",
  "spamReason",
] as const;
