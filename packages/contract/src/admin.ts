import * as z from "zod/mini";
import { maxChars } from "./text-length.ts";

/**
 * The operator's view of the inquiry archive (docs/product.md#operator-inbox): the shapes the
 * worker's `/api/admin/*` routes answer and the inbox page reads.
 */

/**
 * Where an inquiry stands (docs/architecture.md#inquiry-statuses):
 * - `received`: stored, not yet handed to the provider (or the worker stopped mid-request);
 * - `sent`: the provider accepted it (`providerMessageId` set);
 * - `queued`: the provider was unavailable; the queue retries it;
 * - `failed`: the provider refused it for good (a 4xx other than 429 and 409
 *   `concurrent_idempotent_requests`, which are retried) or sending is not configured;
 * - `dead`: every queued retry failed (it reached the dead-letter queue);
 * - `spam`: the honeypot caught it; never emailed unless the operator re-sends it.
 */
export const INQUIRY_STATUSES = ["received", "sent", "queued", "failed", "dead", "spam"] as const;

/** One of {@link INQUIRY_STATUSES}. */
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Statuses the operator may re-send from (a `received` or `sent` inquiry is refused with 409). */
export const RESENDABLE_STATUSES = [
  "failed",
  "dead",
  "queued",
  "spam",
] as const satisfies readonly InquiryStatus[];

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
 * status and error name, never its text or a secret).
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
 * `GET /api/admin/inquiries/:id`: the {@link Inquiry} plus its delivery history, oldest first.
 */
export const inquiryDetailSchema = z.extend(inquirySchema, { history: z.array(inquiryEventSchema) });

/** See {@link inquiryDetailSchema}. */
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/**
 * `GET /api/admin/inquiries`: one page, newest first; `nextCursor` is passed back as `cursor` for
 * the next page, `null` on the last. `counts` holds how many inquiries have each status (the whole
 * archive, ignoring the filters), for the inbox's summary.
 */
export const inquiryPageSchema = z.object({
  inquiries: z.array(inquirySchema),
  nextCursor: z.nullable(z.string()),
  counts: z.record(z.enum(INQUIRY_STATUSES), z.number().check(z.int(), z.nonnegative())),
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
] as const;
