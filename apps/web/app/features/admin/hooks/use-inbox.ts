import type { Inquiry, InquiryPage, InquiryStatus } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type AdminApiError,
  type AdminRequestOptions,
  fetchInquiryPage,
  type InquiryFilters,
  toAdminApiError,
} from "../api/admin-api.ts";

/** How many inquiries have each status, over the whole archive. */
export type StatusCounts = Record<InquiryStatus, number>;

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
  /** Cursor of the next page; `null` on the last page. */
  nextCursor: string | null;
  error: AdminApiError | null;
  loadingMore: boolean;
  moreError: AdminApiError | null;
};

const INITIAL: InboxListState = {
  phase: "loading",
  inquiries: [],
  counts: null,
  spamCounts: null,
  nextCursor: null,
  error: null,
  loadingMore: false,
  moreError: null,
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** `counts` with `by` added to `status` (never below 0); `null` stays `null`. */
function adjust(counts: StatusCounts | null, status: InquiryStatus, by: number): StatusCounts | null {
  return counts ? { ...counts, [status]: Math.max(0, counts[status] + by) } : counts;
}

/**
 * The inbox's list state and its operations. Runs only in the browser: the first request goes out
 * from an effect after hydration, so the prerendered page holds no data. Changing the filters
 * aborts the request in flight and loads page one again.
 *
 * @param options - `fetch` to use (tests inject one).
 * @returns the state, the filters and their setters, `loadMore`, `retry` (reload page one), and
 *   `replace` / `remove` to apply a re-send or a deletion to the rows and counts in place.
 */
export function useInbox(options: AdminRequestOptions = {}) {
  const [filters, setFilters] = useState<InquiryFilters>({ status: null, q: "" });
  const [state, setState] = useState<InboxListState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;
  const moreController = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    setState((previous) => ({ ...INITIAL, counts: previous.counts, spamCounts: previous.spamCounts }));
    fetchInquiryPage(filters, null, { fetch: fetchRef.current, signal: controller.signal }).then(
      (page) =>
        setState({
          ...INITIAL,
          phase: "ready",
          inquiries: page.inquiries,
          counts: page.counts,
          spamCounts: page.spamCounts,
          nextCursor: page.nextCursor,
        }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setState((previous) => ({
          ...INITIAL,
          counts: previous.counts,
          spamCounts: previous.spamCounts,
          phase: "error",
          error: toAdminApiError(error),
        }));
      },
    );
    return () => controller.abort();
  }, [filters, attempt]);

  const loadMore = useCallback(() => {
    const cursor = state.nextCursor;
    if (!cursor || state.loadingMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    setState((previous) => ({ ...previous, loadingMore: true, moreError: null }));
    fetchInquiryPage(filters, cursor, { fetch: fetchRef.current, signal: controller.signal }).then(
      (page) =>
        setState((previous) => {
          const known = new Set(previous.inquiries.map((inquiry) => inquiry.id));
          return {
            ...previous,
            inquiries: [...previous.inquiries, ...page.inquiries.filter((inquiry) => !known.has(inquiry.id))],
            counts: page.counts,
            spamCounts: page.spamCounts,
            nextCursor: page.nextCursor,
            loadingMore: false,
          };
        }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setState((previous) => ({ ...previous, loadingMore: false, moreError: toAdminApiError(error) }));
      },
    );
  }, [filters, state.nextCursor, state.loadingMore]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Shows `inquiry` (e.g. after a re-send) in place of the row with its id; counts follow its status. */
  const replace = useCallback((inquiry: Inquiry) => {
    setState((previous) => {
      const old = previous.inquiries.find((row) => row.id === inquiry.id);
      let counts = previous.counts;
      if (old && old.status !== inquiry.status) {
        counts = adjust(adjust(counts, old.status, -1), inquiry.status, 1);
      }
      return {
        ...previous,
        counts,
        inquiries: previous.inquiries.map((row) => (row.id === inquiry.id ? inquiry : row)),
      };
    });
  }, []);

  /** Drops the row with `id` (after a deletion) and takes it off its status's count. */
  const remove = useCallback((id: string) => {
    setState((previous) => {
      const old = previous.inquiries.find((row) => row.id === id);
      return {
        ...previous,
        counts: old ? adjust(previous.counts, old.status, -1) : previous.counts,
        inquiries: previous.inquiries.filter((row) => row.id !== id),
      };
    });
  }, []);

  const setStatus = useCallback(
    (status: InquiryStatus | null) => setFilters((previous) => ({ ...previous, status })),
    [],
  );
  const setQuery = useCallback((q: string) => setFilters((previous) => ({ ...previous, q: q.trim() })), []);

  return { state, filters, setStatus, setQuery, loadMore, retry, replace, remove };
}
