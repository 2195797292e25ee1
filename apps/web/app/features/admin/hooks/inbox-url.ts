import { INQUIRY_STATUSES, type InquiryStatus } from "@clearwell/contract";
import { filterQuery, type InquiryFilters } from "../api/admin-api.ts";

/**
 * What the inbox shows, as its URL holds it (docs/product.md#operator-inbox):
 * `/admin?status=<status>&q=<search>&inquiry=<id>`. `status` `null` is every status, `q` `""` no
 * search, `inquiry` `null` no inquiry open.
 */
export type InboxView = InquiryFilters & { inquiry: string | null };

/** The inbox with nothing chosen: every status, no search, no inquiry open. */
export const DEFAULT_INBOX_VIEW: InboxView = { status: null, q: "", inquiry: null };

/** Longest search and inquiry id the URL may carry; a longer value is ignored (the admin API's `q` limit). */
const MAX_PARAM_CHARS = 200;

/** `value` trimmed when it is non-empty and at most {@link MAX_PARAM_CHARS} long, else `null`. */
function usable(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed && trimmed.length <= MAX_PARAM_CHARS ? trimmed : null;
}

/**
 * The view a URL's query asks for. Whatever is not usable falls back to the default, never an
 * error: an unknown `status` is every status, an empty or over-long `q` or `inquiry` is none.
 * Other parameters are ignored. An `inquiry` id that names no inquiry is opened all the same
 * (its dialog says it was not found).
 */
export function parseInboxView(params: URLSearchParams): InboxView {
  const status = params.get("status");
  return {
    status: (INQUIRY_STATUSES as readonly string[]).includes(status ?? "") ? (status as InquiryStatus) : null,
    q: usable(params.get("q")) ?? "",
    inquiry: usable(params.get("inquiry")),
  };
}

/**
 * The query string of `view` (`""` for the default view, else `?status=...&q=...&inquiry=...`):
 * the same `status` and `q` parameters the admin API's list and CSV take.
 */
export function inboxSearch(view: InboxView): string {
  return filterQuery(view, { inquiry: view.inquiry });
}
