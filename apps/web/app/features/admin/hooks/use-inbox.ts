import type { Inquiry, InquiryPage, InquiryStatus, LeadStatus } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type AdminApiError,
  type AdminRequestOptions,
  fetchInquiryPage,
  filterQuery,
  type InquiryFilters,
  toAdminApiError,
} from "../api/admin-api.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/** How many inquiries have each status, over the whole archive. */
export type StatusCounts = Record<InquiryStatus, number>;

/** How many clean inquiries have each lead status, over the whole archive. */
export type LeadCounts = Record<LeadStatus, number>;

/** Whether an inquiry is in the Needs an answer view: New and never answered. */
export function needsAnswer(inquiry: Inquiry): boolean {
  return inquiry.leadStatus === "new" && inquiry.answeredAt === null;
}

/**
 * The inbox list (docs/product.md#operator-inbox): `phase` is `loading` until the first page of the
 * current filters arrives, then `ready` or `error` (`error` says why). Later pages append to
 * `inquiries`; `loadingMore` / `moreError` track "Load more" without hiding the rows already shown.
 */
export type InboxListState = {
  phase: "loading" | "ready" | "error";
  inquiries: Inquiry[];
  /** Per-status totals from the last page answered; `null` before the first. */
  counts: StatusCounts | null;
  /** Spam inquiries per spam reason from the last page answered; `null` before the first. */
  spamCounts: InquiryPage["spamCounts"] | null;
  /** Clean inquiries per lead status from the last page answered; `null` before the first. */
  leadCounts: LeadCounts | null;
  /** How many inquiries need an answer (the last page's count, kept up to date); `null` before the first. */
  needsAnswer: number | null;
  /** Cursor of the next page; `null` on the last page. */
  nextCursor: string | null;
  error: AdminApiError | null;
  loadingMore: boolean;
  moreError: AdminApiError | null;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** `counts` with `by` added to `status` (never below 0); `null` stays `null`. */
function adjust(counts: StatusCounts | null, status: InquiryStatus, by: number): StatusCounts | null {
  return counts ? { ...counts, [status]: Math.max(0, counts[status] + by) } : counts;
}

/** `counts` with `by` added to lead status `lead` (never below 0). */
function adjustLead(counts: LeadCounts, lead: LeadStatus, by: number): LeadCounts {
  return { ...counts, [lead]: Math.max(0, counts[lead] + by) };
}

/** "Load more" of the current filters: whether a page is on its way, and why the last one failed. */
type MoreState = { key: string | null; loading: boolean; error: AdminApiError | null };

/**
 * The inbox's list state and its operations. Runs only in the browser (`useAdminLoad`): the first
 * request goes out from an effect after hydration, so the prerendered page holds no data. New
 * filters abort the request in flight (and any "Load more") and load page one again; the counts of
 * the last answer stay on show meanwhile.
 *
 * @param filters - the status and search to list (the inbox's URL); `null` while they are not
 *   known yet (before hydration): nothing is loaded and the state is `loading`.
 * @param options - `fetch` to use (tests inject one).
 * @returns the state, `loadMore`, `retry` (reload page one), and `replace` / `remove` to apply a
 *   re-send or a deletion to the rows and counts in place.
 */
export function useInbox(filters: InquiryFilters | null, options: AdminRequestOptions = {}) {
  const key = filters ? filterQuery(filters) : null;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const {
    state: load,
    reload,
    update,
  } = useAdminLoad(
    key,
    (_key, request) => fetchInquiryPage(filtersRef.current ?? { status: null, q: "" }, null, request),
    options,
  );
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;
  const [more, setMore] = useState<MoreState>({ key, loading: false, error: null });
  if (more.key !== key) setMore({ key, loading: false, error: null });
  const keyRef = useRef(key);
  keyRef.current = key;
  const moreController = useRef<AbortController | null>(null);
  useEffect(() => () => moreController.current?.abort(), []);

  const fresh = key !== null && !load.loading && load.loadedKey === key;
  const phase: InboxListState["phase"] = !fresh ? "loading" : load.error ? "error" : "ready";
  const page = load.data;
  const state: InboxListState = {
    phase,
    inquiries: phase === "ready" && page ? page.inquiries : [],
    counts: page?.counts ?? null,
    spamCounts: page?.spamCounts ?? null,
    leadCounts: page?.leadCounts ?? null,
    needsAnswer: page?.needsAnswer ?? null,
    nextCursor: phase === "ready" && page ? page.nextCursor : null,
    error: phase === "error" ? load.error : null,
    loadingMore: more.loading,
    moreError: more.error,
  };

  const loadMore = useCallback(() => {
    const cursor = state.nextCursor;
    const current = filtersRef.current;
    if (!cursor || !current || more.loading) return;
    const controller = new AbortController();
    moreController.current?.abort();
    moreController.current = controller;
    setMore({ key, loading: true, error: null });
    fetchInquiryPage(current, cursor, { fetch: fetchRef.current, signal: controller.signal }).then(
      (next) => {
        // A page of filters the operator has since left is dropped.
        if (keyRef.current !== key) return;
        setMore({ key, loading: false, error: null });
        update((previous) => {
          if (!previous) return previous;
          const known = new Set(previous.inquiries.map((inquiry) => inquiry.id));
          return {
            ...next,
            inquiries: [...previous.inquiries, ...next.inquiries.filter((inquiry) => !known.has(inquiry.id))],
          };
        });
      },
      (error: unknown) => {
        if (isAbort(error) || keyRef.current !== key) return;
        setMore({ key, loading: false, error: toAdminApiError(error) });
      },
    );
  }, [key, state.nextCursor, more.loading, update]);

  /**
   * Shows `inquiry` (e.g. after a re-send or a lead-status change) in place of the row with its id
   * (`old`, when the row is not listed); the counts follow its delivery and lead status.
   */
  const replace = useCallback(
    (inquiry: Inquiry, old?: Inquiry) =>
      update((previous) => {
        if (!previous) return previous;
        const before = previous.inquiries.find((row) => row.id === inquiry.id) ?? old;
        const counts =
          before && before.status !== inquiry.status
            ? adjust(adjust(previous.counts, before.status, -1), inquiry.status, 1)
            : previous.counts;
        let leadCounts = previous.leadCounts;
        if (before && before.leadStatus !== inquiry.leadStatus) {
          if (before.leadStatus) leadCounts = adjustLead(leadCounts, before.leadStatus, -1);
          if (inquiry.leadStatus) leadCounts = adjustLead(leadCounts, inquiry.leadStatus, 1);
        }
        const waiting = before ? Number(needsAnswer(inquiry)) - Number(needsAnswer(before)) : 0;
        return {
          ...previous,
          counts: counts ?? previous.counts,
          leadCounts,
          needsAnswer: Math.max(0, previous.needsAnswer + waiting),
          inquiries: previous.inquiries.map((row) => (row.id === inquiry.id ? inquiry : row)),
        };
      }),
    [update],
  );

  /** Drops the row with `id` (after a deletion) and takes it off its status's count. */
  const remove = useCallback(
    (id: string) =>
      update((previous) => {
        if (!previous) return previous;
        const old = previous.inquiries.find((row) => row.id === id);
        return {
          ...previous,
          counts: (old ? adjust(previous.counts, old.status, -1) : previous.counts) ?? previous.counts,
          leadCounts: old?.leadStatus
            ? adjustLead(previous.leadCounts, old.leadStatus, -1)
            : previous.leadCounts,
          needsAnswer: Math.max(0, previous.needsAnswer - (old && needsAnswer(old) ? 1 : 0)),
          inquiries: previous.inquiries.filter((row) => row.id !== id),
        };
      }),
    [update],
  );

  return { state, loadMore, retry: reload, replace, remove };
}
