import * as z from "zod/mini";
import { SPAM_REASONS } from "./constants.ts";
import { leadSourceSchema } from "./lead-source.ts";
import { MAX_PHOTOS, PHOTO_TYPES } from "./photos.ts";
import { maxChars } from "./text-length.ts";

/** An inquiry's statuses: its `email` channel's (docs/architecture.md#inquiry-statuses). */
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

/** Statuses the operator may re-send from; another gets 409 `inquiry_not_resendable`. */
export const RESENDABLE_STATUSES = ["failed", "dead", "queued"] as const satisfies readonly InquiryStatus[];

/** A channel's statuses (docs/architecture.md#inquiry-statuses); `skipped`: a confirmation over a limit. */
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

/** A failing channel's statuses, the ones it may be retried in (docs/architecture.md#inquiry-statuses). */
export const FAILING_DELIVERY_STATUSES = [
  "queued",
  "failed",
  "dead",
  "bounced",
  "complained",
] as const satisfies readonly DeliveryStatus[];

/** One entry of a channel's history; `at` is ISO 8601 UTC. */
export const deliveryEventSchema = z.object({
  at: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  detail: z.nullable(z.string()),
});

/** See {@link deliveryEventSchema}. */
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/** One channel of an inquiry, its history oldest first; times ISO 8601 UTC, `lastError` never a secret. */
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

/** One channel's health for the inbox banner; `since` (ISO 8601 UTC) is when its failures began. */
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

/** `GET /api/admin/channels` (docs/product.md#operator-inbox); `configError` is `null` unless refused. */
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

/** One stored inquiry as the admin API answers it (docs/product.md#operator-inbox); times ISO 8601 UTC. */
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
  /** How many photos came with it (0 to `MAX_PHOTOS`), stored in the photos bucket. */
  photoCount: z.number().check(z.int(), z.nonnegative()),
});

/** See {@link inquirySchema}. */
export type Inquiry = z.infer<typeof inquirySchema>;

/** One entry of an inquiry's status history; `at` is ISO 8601 UTC. */
export const inquiryEventSchema = z.object({
  at: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  detail: z.nullable(z.string()),
});

/** See {@link inquiryEventSchema}. */
export type InquiryEvent = z.infer<typeof inquiryEventSchema>;

/**
 * One photo of an inquiry as the detail lists it (docs/product.md#operator-inbox): its number `n`
 * (1 to `MAX_PHOTOS`, the order sent), its safe file name, its type as verified from the bytes and
 * its size in bytes. The bytes are at {@link inquiryPhotoPath}.
 */
export const inquiryPhotoSchema = z.object({
  n: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PHOTOS)),
  name: z.string(),
  type: z.enum(PHOTO_TYPES),
  size: z.number().check(z.int(), z.nonnegative()),
});

/** See {@link inquiryPhotoSchema}. */
export type InquiryPhoto = z.infer<typeof inquiryPhotoSchema>;

/**
 * `GET /api/admin/inquiries/:id`: histories oldest first, channels `email` first then by name,
 * `photos` by number (`null` when the photos bucket could not be read just then).
 */
export const inquiryDetailSchema = z.extend(inquirySchema, {
  history: z.array(inquiryEventSchema),
  deliveries: z.array(deliverySchema),
  /** Where the lead came from, `null` when nothing is known (docs/product.md#where-leads-come-from). */
  source: z.nullable(leadSourceSchema),
  photos: z.nullable(z.array(inquiryPhotoSchema)),
});

/**
 * The admin API path of photo `n` of inquiry `id` (`GET /api/admin/inquiries/:id/photos/:n`,
 * docs/product.md#operator-inbox): shown inline, or offered as a download with `download`.
 */
export function inquiryPhotoPath(id: string, n: number, options: { download?: boolean } = {}): string {
  const path = `/api/admin/inquiries/${encodeURIComponent(id)}/photos/${n}`;
  return options.download ? `${path}?download=1` : path;
}

/** See {@link inquiryDetailSchema}. */
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** `GET /api/admin/inquiries`'s page (docs/product.md#operator-inbox). */
export const inquiryPageSchema = z.object({
  inquiries: z.array(inquirySchema),
  nextCursor: z.nullable(z.string()),
  counts: z.record(z.enum(INQUIRY_STATUSES), z.number().check(z.int(), z.nonnegative())),
  spamCounts: z.partialRecord(z.enum(SPAM_REASONS), z.number().check(z.int(), z.nonnegative())),
});

/** See {@link inquiryPageSchema}. */
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/** The list's and the CSV's query (docs/product.md#operator-inbox); an empty parameter counts as absent. */
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
  "photos",
  "first_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "click_ids",
] as const;
