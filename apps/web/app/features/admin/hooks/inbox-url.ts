import {
  INQUIRY_LIST_VIEWS,
  INQUIRY_STATUSES,
  type InquiryListView,
  type InquiryStatus,
  LEAD_STATUSES,
} from "@clearwell/contract";
import type { InquiryFilters } from "../api/admin-api.ts";

/**
 * What the inbox shows, as its URL holds it (docs/product.md#operator-inbox):
 * `/admin?view=<view>&status=<status>&lead=<lead>&q=<search>&inquiry=<id>`. `status` `null` is
 * every delivery status, `lead` and `view` absent are none chosen (see {@link effectiveView}), `q`
 * `""` no search, `inquiry` `null` no inquiry open.
 */
export type InboxView = InquiryFilters & { inquiry: string | null };

/** The inbox with nothing chosen: Needs an answer, every delivery status, no search, no inquiry open. */
export const DEFAULT_INBOX_VIEW: InboxView = { status: null, q: "", inquiry: null };

/** Longest search and inquiry id the URL may carry; a longer value is ignored (the admin API's `q` limit). */
const MAX_PARAM_CHARS = 200;

/** `value` trimmed when it is non-empty and at most {@link MAX_PARAM_CHARS} long, else `null`. */
function usable(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed && trimmed.length <= MAX_PARAM_CHARS ? trimmed : null;
}

/** `value` when it is one of `allowed`, else `undefined`. */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/**
 * The view a URL's query asks for. Whatever is not usable falls back to the default, never an
 * error: an unknown `status`, `lead` or `view` is none chosen, an empty or over-long `q` or
 * `inquiry` is none. Other parameters are ignored. An `inquiry` id that names no inquiry is opened
 * all the same (its dialog says it was not found).
 */
export function parseInboxView(params: URLSearchParams): InboxView {
  const view = oneOf(INQUIRY_LIST_VIEWS, params.get("view"));
  const lead = oneOf(LEAD_STATUSES, params.get("lead"));
  return {
    ...(view ? { view } : {}),
    status: oneOf<InquiryStatus>(INQUIRY_STATUSES, params.get("status")) ?? null,
    ...(lead ? { lead } : {}),
    q: usable(params.get("q")) ?? "",
    inquiry: usable(params.get("inquiry")),
  };
}

/**
 * The list a view shows: its `view` when chosen; otherwise `needs-answer` while no delivery or lead
 * status is chosen (the inbox opens on it), and `all` once one is (so a link from before the view
 * existed, such as `/admin?status=failed`, lists what it always did).
 */
export function effectiveView(view: InquiryFilters): InquiryListView {
  return view.view ?? (view.status || view.lead ? "all" : "needs-answer");
}

/** The admin API's filters for a view: its {@link effectiveView}, the lead status only with `all`. */
export function listFilters(view: InquiryFilters): InquiryFilters {
  const list = effectiveView(view);
  return {
    view: list,
    status: view.status,
    ...(list === "all" && view.lead ? { lead: view.lead } : {}),
    q: view.q,
  };
}

/** The query string of `view` (`""` for the default view), each part only when chosen. */
export function inboxSearch(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.view) params.set("view", view.view);
  if (view.status) params.set("status", view.status);
  if (view.lead) params.set("lead", view.lead);
  const q = view.q.trim();
  if (q) params.set("q", q);
  if (view.inquiry) params.set("inquiry", view.inquiry);
  const text = params.toString();
  return text ? `?${text}` : "";
}
