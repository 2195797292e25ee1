import * as z from "zod/mini";
import { _coercedNumber } from "zod/v4/core";
import { INQUIRY_LIST_VIEWS, LEAD_STATUSES } from "./answering.ts";
import { LEAD_SOURCE_COLUMNS } from "./lead-source.ts";
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

/** Page size of the inquiry list: 1 to 200, default 50. */
export const INQUIRY_PAGE_LIMIT = { min: 1, max: 200, default: 50 } as const;

/** `GET /api/admin/inquiries/:id/photos/:n`'s path: shown inline, or a download with `download`. */
export function inquiryPhotoPath(id: string, n: number, options: { download?: boolean } = {}): string {
  const path = `/api/admin/inquiries/${encodeURIComponent(id)}/photos/${n}`;
  return options.download ? `${path}?download=1` : path;
}

/**
 * The list's and the CSV's query (docs/product.md#operator-inbox); an empty parameter is absent.
 * `status` filters by delivery status, `lead` by lead status (ignored by `view=needs-answer`).
 */
export const inquiryQuerySchema = z.object({
  view: emptyAsAbsent(z._default(z.enum(INQUIRY_LIST_VIEWS), "all")),
  status: emptyAsAbsent(z.optional(z.enum(INQUIRY_STATUSES))),
  lead: emptyAsAbsent(z.optional(z.enum(LEAD_STATUSES))),
  q: emptyAsAbsent(z.optional(z.string().check(maxChars(200)))),
  cursor: emptyAsAbsent(z.optional(z.string().check(maxChars(500)))),
  limit: emptyAsAbsent(
    z._default(
      coercedNumber().check(z.int(), z.minimum(INQUIRY_PAGE_LIMIT.min), z.maximum(INQUIRY_PAGE_LIMIT.max)),
      INQUIRY_PAGE_LIMIT.default,
    ),
  ),
});

/** See {@link inquiryQuerySchema}. */
export type InquiryQuery = z.infer<typeof inquiryQuerySchema>;

/** `z.coerce.number()` without bundling the whole `coerce` namespace (docs/decisions.md#small-bundles). */
function coercedNumber(): z.ZodMiniNumber<unknown> {
  return _coercedNumber(z.ZodMiniNumber) as z.ZodMiniNumber<unknown>;
}

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
  ...LEAD_SOURCE_COLUMNS,
  "lead_status",
  "answered_at",
  "first_answer_minutes",
  "won_value_usd",
] as const;
