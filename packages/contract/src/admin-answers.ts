import * as z from "zod/mini";
import { DELIVERY_STATUSES, INQUIRY_STATUSES } from "./admin.ts";
import { LEAD_STATUSES } from "./answering.ts";
import { inquiryLeadFieldsSchema, leadsOutcomesSchema, timelineEntrySchema } from "./answering-answers.ts";
import { SPAM_REASONS } from "./constants.ts";
import { leadSourceSchema } from "./lead-source.ts";
import { MAX_PHOTOS, PHOTO_TYPES } from "./photos.ts";
import { BLOCKED_SENDER_KINDS } from "./spam.ts";

/*
 * What the admin API answers (docs/product.md#operator-inbox). The worker builds these without parsing
 * (its bundle leaves this module out); the inbox and the tests parse (docs/decisions.md#small-bundles).
 */

/** A count: a whole number, zero or more. */
const count = z.number().check(z.int(), z.nonnegative());

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
  attempts: count,
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

/** The visitor's five fields as stored (trimmed; `phone` is `""` when not given). */
export const inquiryFieldsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
});

/** One stored inquiry with its lead fields (`inquiryLeadFieldsSchema`); times ISO 8601 UTC. */
export const inquirySchema = z.extend(inquiryLeadFieldsSchema, {
  id: z.string(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  fields: inquiryFieldsSchema,
  attempts: count,
  lastError: z.nullable(z.string()),
  providerMessageId: z.nullable(z.string()),
  spamReason: z.nullable(z.enum(SPAM_REASONS)),
  /** How many photos came with it (0 to `MAX_PHOTOS`), stored in the photos bucket. */
  photoCount: count,
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

/** One photo: `n` (1 to `MAX_PHOTOS`, as sent), safe name, type verified from the bytes, size in bytes. */
export const inquiryPhotoSchema = z.object({
  n: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PHOTOS)),
  name: z.string(),
  type: z.enum(PHOTO_TYPES),
  size: count,
});

/** See {@link inquiryPhotoSchema}. */
export type InquiryPhoto = z.infer<typeof inquiryPhotoSchema>;

/** `GET /api/admin/inquiries/:id`: histories oldest first, `email` channel first, `photos` `null` if unreadable. */
export const inquiryDetailSchema = z.extend(inquirySchema, {
  history: z.array(inquiryEventSchema),
  deliveries: z.array(deliverySchema),
  /** Where the lead came from, `null` when nothing is known (docs/product.md#where-leads-come-from). */
  source: z.nullable(leadSourceSchema),
  photos: z.nullable(z.array(inquiryPhotoSchema)),
  /** Present when photos came but were not kept: the day's photo storage was used up (docs/product.md#photos). */
  photosNotKept: z.optional(z.literal(true)),
  /** Received, deliveries, lead-status changes, replies, notes, reminders: oldest first. */
  timeline: z.array(timelineEntrySchema),
});

/** See {@link inquiryDetailSchema}. */
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** `GET /api/admin/inquiries`'s page (docs/product.md#operator-inbox). */
export const inquiryPageSchema = z.object({
  inquiries: z.array(inquirySchema),
  nextCursor: z.nullable(z.string()),
  counts: z.record(z.enum(INQUIRY_STATUSES), count),
  spamCounts: z.partialRecord(z.enum(SPAM_REASONS), count),
  /** Clean inquiries per lead status (spam and Setup tests have none). */
  leadCounts: z.record(z.enum(LEAD_STATUSES), count),
  /** How many the `needs-answer` view holds: New and not yet answered. */
  needsAnswer: count,
});

/** See {@link inquiryPageSchema}. */
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/** One block-list entry as the admin API answers it; `addedAt` is ISO 8601 UTC, `addedBy` who added it. */
export const blockedSenderSchema = z.object({
  value: z.string(),
  kind: z.enum(BLOCKED_SENDER_KINDS),
  addedAt: z.string(),
  addedBy: z.string(),
});

/** See {@link blockedSenderSchema}. */
export type BlockedSender = z.infer<typeof blockedSenderSchema>;

/** `GET /api/admin/blocked-senders`: every entry, newest first. */
export const blockedSenderListSchema = z.object({ blocked: z.array(blockedSenderSchema) });

/** See {@link blockedSenderListSchema}. */
export type BlockedSenderList = z.infer<typeof blockedSenderListSchema>;

/** One entry of a top list: the value (`null`: not known) and its inquiries. */
export const leadsTopEntrySchema = z.object({ value: z.nullable(z.string()), inquiries: count });

/** See {@link leadsTopEntrySchema}. */
export type LeadsTopEntry = z.infer<typeof leadsTopEntrySchema>;

/**
 * `GET /api/admin/leads?days=7|30|90`, field by field in docs/product.md#where-leads-come-from: UTC
 * days `YYYY-MM-DD`, the last `days` days with today; `conversion` `null` without visits; `cappedDays`
 * hit `VISITS_DAILY_LIMIT`; `top` at most `LEADS_TOP_LIMIT` each, `value: null` the unknown.
 */
export const leadsReportSchema = z.object({
  period: z.object({
    days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
    from: z.string(),
    to: z.string(),
  }),
  totals: z.object({
    visits: count,
    contactViews: count,
    inquiries: count,
    conversion: z.nullable(z.number().check(z.nonnegative())),
  }),
  daily: z.array(z.object({ day: z.string(), visits: count, inquiries: count })),
  cappedDays: z.optional(z.array(z.string())),
  top: z.object({
    firstPages: z.array(leadsTopEntrySchema),
    referrerHosts: z.array(leadsTopEntrySchema),
    campaigns: z.array(leadsTopEntrySchema),
  }),
  /** Answered, within target, median first answer, won: `leadsOutcomesSchema` (answering-answers.ts). */
  outcomes: leadsOutcomesSchema,
});

/** See {@link leadsReportSchema}. */
export type LeadsReport = z.infer<typeof leadsReportSchema>;
