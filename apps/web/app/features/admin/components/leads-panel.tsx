import {
  LEADS_PERIODS,
  type LeadsPeriodDays,
  type LeadsReport,
  type LeadsTopEntry,
} from "@clearwell/contract";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { leadsCopy as copy } from "../../../content/admin-leads.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import type { AdminRequestOptions } from "../api/admin-api.ts";
import { fetchLeadsReport } from "../api/leads-api.ts";
import { useAdminLoad } from "../hooks/use-admin-load.ts";
import { formatLeadsDay, LeadsChart } from "./leads-chart.tsx";
import { LeadsOutcomesPanel } from "./leads-outcomes.tsx";

const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** The conversion (inquiries per visit, the API's ratio) as a percentage, `–` when there were no visits. */
export function formatConversion(conversion: number | null): string {
  return conversion === null ? copy.totals.noVisits : PERCENT.format(conversion);
}

/** Whether the period has nothing to show: no visit, no Contact page view and no inquiry. */
const isEmpty = ({ totals }: LeadsReport) =>
  totals.visits === 0 && totals.contactViews === 0 && totals.inquiries === 0;

/**
 * The workbench's Leads panel, "Where leads come from" (docs/product.md#where-leads-come-from): the
 * 7 / 30 / 90 days choice (`aria-pressed` buttons in a fieldset named Period; 30 at first), the
 * totals, visits and inquiries per day ({@link LeadsChart}), the top sources and the outcomes
 * (`LeadsOutcomesPanel`). `GET /api/admin/leads` is read after hydration only; while another
 * period loads the last figures stay, marked busy; a failed load says why in one line with "Try
 * again"; a polite live region announces each period loaded after a choice.
 *
 * @param fetch - the `fetch` to call the admin API with (tests inject one; default: the browser's).
 */
export function LeadsPanel({ fetch }: { fetch?: typeof globalThis.fetch } = {}) {
  const [days, setDays] = useState<LeadsPeriodDays>(LEADS_PERIODS.default);
  const options: AdminRequestOptions = { fetch };
  const { state, reload } = useAdminLoad(String(days), fetchLeadsReport, options);
  const [announcement, setAnnouncement] = useState("");
  const chosen = useRef(false);
  const titleId = useId();
  const { data: report, loading, error, loads } = state;
  const current = report && report.period.days === days ? report : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce when a load asked for by a choice finished
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    if (error) setAnnouncement(copy.loadFailed);
    else if (report)
      setAnnouncement(copy.announce(report.period.days, report.totals.visits, report.totals.inquiries));
  }, [loads]);

  const choose = useCallback((next: LeadsPeriodDays) => {
    chosen.current = true;
    setDays(next);
  }, []);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="leads-panel"
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={titleId} className="font-display text-2xl">
            {copy.title}
          </h2>
          <p className="mt-1 text-stone-700">{copy.lead}</p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{copy.period.label}</legend>
          {LEADS_PERIODS.days.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => choose(option)}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {copy.period.option(option)}
            </button>
          ))}
        </fieldset>
      </div>

      {error && !loading ? (
        <p
          className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-red-800"
          data-testid="leads-error"
        >
          <span>
            {copy.loadFailed} {actionErrorText(error)}
          </span>
          <button
            type="button"
            onClick={() => {
              chosen.current = true;
              reload();
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
          >
            {copy.retry}
          </button>
        </p>
      ) : !report ? (
        <p className="mt-6 text-stone-600" data-testid="leads-loading">
          {copy.loading}
        </p>
      ) : (
        <div aria-busy={loading || !current} className={loading || !current ? "opacity-60" : undefined}>
          <p className="mt-4 text-sm text-stone-600">
            {copy.period.range(formatLeadsDay(report.period.from), formatLeadsDay(report.period.to))}
          </p>
          <LeadsTotals report={report} />
          {report.cappedDays && report.cappedDays.length > 0 ? (
            <p
              className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
              data-testid="leads-capped"
            >
              {copy.capped(report.cappedDays.map(formatLeadsDay))}
            </p>
          ) : null}
          {isEmpty(report) ? (
            <p className="mt-6 rounded-xl bg-stone-50 p-5 text-stone-700 ring-1 ring-stone-200">
              {copy.empty(report.period.days)}
            </p>
          ) : (
            <>
              <LeadsChart daily={report.daily} />
              <div className="mt-8 grid gap-6 md:grid-cols-3">
                <TopList title={copy.top.firstPages} entries={report.top.firstPages} />
                <TopList title={copy.top.referrerHosts} entries={report.top.referrerHosts} />
                <TopList title={copy.top.campaigns} entries={report.top.campaigns} />
              </div>
              <LeadsOutcomesPanel outcomes={report.outcomes} />
            </>
          )}
        </div>
      )}

      {/* aria-live, not role="status": the inbox below has the page's one status region. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="leads-live">
        {announcement}
      </p>
    </section>
  );
}

/** The period's four totals as a `<dl>`: two columns on phones, four from `sm`. */
function LeadsTotals({ report }: { report: LeadsReport }) {
  const { totals } = report;
  const items = [
    { label: copy.totals.visits, value: totals.visits.toLocaleString("en-US"), hint: null },
    { label: copy.totals.contactViews, value: totals.contactViews.toLocaleString("en-US"), hint: null },
    { label: copy.totals.inquiries, value: totals.inquiries.toLocaleString("en-US"), hint: null },
    {
      label: copy.totals.conversion,
      value: formatConversion(totals.conversion),
      hint: copy.totals.conversionHint,
    },
  ];
  return (
    <dl
      aria-label={copy.totals.label}
      data-testid="leads-totals"
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{item.label}</dt>
          <dd className="mt-1 font-display text-3xl tabular-nums">{item.value}</dd>
          {item.hint ? <dd className="text-xs text-stone-600">{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** One top list (first pages, referring sites or campaigns): value and inquiries, most first. */
function TopList({ title, entries }: { title: string; entries: LeadsTopEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="font-display text-lg">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{copy.top.empty}</p>
      ) : (
        <ol className="mt-2 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
          {entries.map((entry) => (
            <li
              key={entry.value ?? ""}
              className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm"
            >
              <span className={`min-w-0 break-words ${entry.value === null ? "text-stone-600 italic" : ""}`}>
                {entry.value ?? copy.top.unknown}
              </span>
              <span className="shrink-0 text-stone-700 tabular-nums">
                {copy.top.inquiries(entry.inquiries)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
