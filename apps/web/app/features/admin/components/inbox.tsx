import type { Inquiry, InquiryStatus } from "@clearwell/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { adminCopy } from "../../../content/admin.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import { type AdminRequestOptions, fetchInquiryDetail, inquiryCsvUrl } from "../api/admin-api.ts";
import {
  DEFAULT_INBOX_VIEW,
  effectiveView,
  type InboxView,
  inboxSearch,
  listFilters,
  parseInboxView,
} from "../hooks/inbox-url.ts";
import { useAdminLoad } from "../hooks/use-admin-load.ts";
import { useChannelsReport } from "../hooks/use-channels-report.ts";
import { useInbox } from "../hooks/use-inbox.ts";
import { AdminErrorNotice } from "./admin-error-notice.tsx";
import { ChannelsBanner } from "./channels-banner.tsx";
import { InquiryDetailDialog } from "./inquiry-detail-dialog.tsx";
import { InquiryTable } from "./inquiry-table.tsx";
import { type LeadChoice, LeadFilter } from "./lead-filter.tsx";
import { SearchForm } from "./search-form.tsx";
import { SpamReasonCounts } from "./spam-reason-counts.tsx";
import { StatusFilter } from "./status-filter.tsx";

/**
 * The operator's inbox below its heading (docs/product.md#operator-inbox): the failing channels'
 * banner, the lead and delivery status filters with their counts (per spam reason while Spam is
 * chosen), the search, the CSV link, the table with "Load more", the detail dialog and the errors.
 * Data is fetched in the browser only, so the prerendered page shows the loading state. The view
 * lives in the URL (`parseInboxView`), read once hydrated; an inquiry it names off the list is
 * fetched, or a notice says why not. A polite live region announces loads and outcomes; a closed
 * dialog returns focus to its row's button (after a deletion, to the results heading).
 *
 * @param fetch - the `fetch` to call the admin API with (tests inject one; default: the browser's).
 * @param onNeedsAnswer - told the Needs an answer count whenever a page or a change updates it.
 */
export function Inbox({
  fetch,
  onNeedsAnswer,
}: {
  fetch?: typeof globalThis.fetch;
  onNeedsAnswer?: (count: number) => void;
} = {}) {
  const optionsRef = useRef<AdminRequestOptions>({ fetch });
  optionsRef.current = { fetch };
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const view = hydrated ? parseInboxView(searchParams) : DEFAULT_INBOX_VIEW;
  const filters = useMemo(
    () => listFilters({ view: view.view, status: view.status, lead: view.lead, q: view.q }),
    [view.view, view.status, view.lead, view.q],
  );
  const { state, loadMore, retry, replace, remove } = useInbox(hydrated ? filters : null, { fetch });
  const { report, refresh: refreshChannels } = useChannelsReport({ fetch });
  const [announcement, setAnnouncement] = useState("");
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const deletedRef = useRef(false);

  const { phase, inquiries, counts, spamCounts, nextCursor, error, loadingMore, moreError } = state;
  const onNeedsAnswerRef = useRef(onNeedsAnswer);
  onNeedsAnswerRef.current = onNeedsAnswer;
  useEffect(() => {
    if (state.needsAnswer !== null) onNeedsAnswerRef.current?.(state.needsAnswer);
  }, [state.needsAnswer]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce page loads, not every row change (re-sends and deletions announce themselves)
  useEffect(() => {
    if (phase === "loading") setAnnouncement(adminCopy.announce.loading);
    else if (phase === "ready")
      setAnnouncement(adminCopy.announce.results(inquiries.length, nextCursor !== null));
    else if (error) setAnnouncement(adminCopy.errors.unavailable.title);
  }, [phase, error]);

  const onLoadMore = () => loadMore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce when a further page arrived
  useEffect(() => {
    if (phase === "ready" && !loadingMore && inquiries.length > 0 && !moreError) {
      setAnnouncement(adminCopy.announce.results(inquiries.length, nextCursor !== null));
    }
  }, [loadingMore]);
  useEffect(() => {
    if (moreError) setAnnouncement(adminCopy.errors.unavailable.title);
  }, [moreError]);

  /** Shows `next` by adding it to the history (the list keeps its scroll position). */
  const show = useCallback(
    (next: InboxView) =>
      setSearchParams(new URLSearchParams(inboxSearch(next)), { preventScrollReset: true }),
    [setSearchParams],
  );
  // A delivery status keeps the lead status chosen; the Needs an answer view gives way to every inquiry.
  const setStatus = (status: InquiryStatus | null) =>
    show({ ...view, view: view.view === "needs-answer" ? undefined : view.view, status, inquiry: null });
  const setLead = (choice: LeadChoice) => {
    const { view: _view, lead: _lead, ...rest } = view;
    if (choice === "needs-answer") show({ ...rest, status: null, inquiry: null });
    else if (choice === "all") show({ ...rest, view: "all", inquiry: null });
    else show({ ...rest, lead: choice, inquiry: null });
  };
  const leadChoice: LeadChoice =
    effectiveView(view) === "needs-answer" ? "needs-answer" : (view.lead ?? "all");
  const setQuery = (q: string) => show({ ...view, q: q.trim(), inquiry: null });

  // The inquiry the URL opens: its row when listed (or the one last shown, which stays while its
  // deletion closes the dialog), else its detail, fetched.
  const [picked, setPicked] = useState<Inquiry | null>(null);
  const wanted = view.inquiry;
  const listed = wanted
    ? (inquiries.find((row) => row.id === wanted) ?? (picked?.id === wanted ? picked : null))
    : null;
  const { state: lookup } = useAdminLoad(wanted && !listed ? wanted : null, fetchInquiryDetail, { fetch });
  const open: Inquiry | null = listed ?? (wanted && lookup.data?.id === wanted ? lookup.data : null);
  useEffect(() => {
    if (open) setPicked(open);
  }, [open]);
  const missing =
    wanted && !open && !lookup.loading && lookup.loadedKey === wanted && lookup.error ? lookup.error : null;
  useEffect(() => {
    if (missing) setAnnouncement(actionErrorText(missing));
  }, [missing]);

  const onOpen = useCallback(
    (inquiry: Inquiry) => {
      deletedRef.current = false;
      show({ ...view, inquiry: inquiry.id });
    },
    [show, view],
  );

  /** Where focus goes when the dialog of `id` has gone: its row's button, or after a deletion the results heading. */
  const returnFocus = useCallback((id: string | undefined) => {
    if (deletedRef.current || !id) {
      resultsHeadingRef.current?.focus();
      return;
    }
    const rowButton = [...document.querySelectorAll<HTMLElement>("[data-inquiry-open]")].find(
      (button) => button.dataset.inquiryOpen === id,
    );
    rowButton?.focus();
  }, []);

  const onClose = useCallback(() => {
    show({ ...view, inquiry: null });
    returnFocus(open?.id);
  }, [open, show, view, returnFocus]);

  // Back or Forward can take the dialog away without its close event: focus still returns to the row.
  const shownId = open?.id ?? null;
  const lastShownId = useRef<string | null>(null);
  useEffect(() => {
    const previous = lastShownId.current;
    lastShownId.current = shownId;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (previous && !shownId && lost) returnFocus(previous);
  }, [shownId, returnFocus]);

  /** After a deletion: the row goes; the dialog then closes itself and {@link onClose} sends focus to the heading. */
  const onDeleted = useCallback(
    (id: string) => {
      deletedRef.current = true;
      remove(id);
      refreshChannels();
    },
    [remove, refreshChannels],
  );

  /**
   * After a re-send, a channel retry, a spam correction or an answering change: the row shows the
   * new statuses (the counts follow) and the banner is read again.
   */
  const onChanged = useCallback(
    (inquiry: Inquiry) => {
      replace(inquiry, picked?.id === inquiry.id ? picked : undefined);
      setPicked(inquiry);
      refreshChannels();
    },
    [replace, refreshChannels, picked],
  );

  /** The banner's button: opens the inquiry (fetched when it is not in the list). */
  const onOpenById = useCallback(
    (id: string) => {
      deletedRef.current = false;
      show({ ...view, inquiry: id });
    },
    [show, view],
  );

  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;

  return (
    <div className="space-y-8">
      <ChannelsBanner report={report} onOpenInquiry={onOpenById} />
      {/* The controls are hidden while the API refuses or cannot be reached before any page arrived. */}
      <div
        hidden={phase === "error" && counts === null}
        className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        <LeadFilter
          value={leadChoice}
          needsAnswer={state.needsAnswer}
          total={total}
          counts={state.leadCounts}
          onChange={setLead}
        />
        <StatusFilter value={filters.status} counts={counts} onChange={setStatus} />
        {filters.status === "spam" && spamCounts ? <SpamReasonCounts counts={spamCounts} /> : null}
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="lg:w-[36rem]">
            <SearchForm value={filters.q} onSearch={setQuery} />
          </div>
          <a
            href={inquiryCsvUrl(filters)}
            download
            className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 lg:self-auto"
          >
            {adminCopy.csv.label}
            <span className="sr-only"> ({adminCopy.csv.description})</span>
          </a>
        </div>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {missing ? (
        <p
          data-testid="inquiry-missing"
          className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
        >
          {actionErrorText(missing)}
        </p>
      ) : null}

      <div>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            ref={resultsHeadingRef}
            tabIndex={-1}
            className="font-display text-2xl outline-none focus-visible:outline-2"
          >
            {adminCopy.table.caption}
          </h2>
          {total === null ? null : <p className="text-sm text-stone-600">{adminCopy.archiveTotal(total)}</p>}
        </div>

        {phase === "loading" ? (
          <p
            data-testid="inbox-loading"
            className="rounded-2xl bg-white p-8 text-stone-600 ring-1 ring-stone-200"
          >
            {adminCopy.loading}
          </p>
        ) : phase === "error" && error ? (
          <AdminErrorNotice error={error} onRetry={retry} />
        ) : inquiries.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-stone-600 ring-1 ring-stone-200">
            {total === 0 ? adminCopy.table.emptyArchive : adminCopy.table.empty}
          </p>
        ) : (
          <>
            <p className="mb-2 text-xs text-stone-600 md:hidden">{adminCopy.table.scrollHint}</p>
            <InquiryTable inquiries={inquiries} onOpen={onOpen} />
            {moreError ? (
              <div className="mt-6">
                <AdminErrorNotice error={moreError} onRetry={onLoadMore} />
              </div>
            ) : null}
            {nextCursor ? (
              <div className="mt-6 text-center">
                <button
                  type="button"
                  onClick={onLoadMore}
                  disabled={loadingMore}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-6 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 disabled:cursor-wait"
                >
                  {loadingMore ? adminCopy.table.loadingMore : adminCopy.table.loadMore}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>

      {open ? (
        <InquiryDetailDialog
          key={open.id}
          inquiry={open}
          options={optionsRef.current}
          onClose={onClose}
          onChanged={onChanged}
          onDeleted={onDeleted}
          announce={setAnnouncement}
        />
      ) : null}
    </div>
  );
}
