import type { LeadsReport } from "@clearwell/contract";
import { useId, useState } from "react";
import { leadsCopy } from "../../../content/admin-leads.ts";

const { chart: copy } = leadsCopy;

/** `YYYY-MM-DD` (a UTC day of the admin API) as `Nov 26`. */
const DAY_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A UTC day of the admin API (`YYYY-MM-DD`) as people read it (`Nov 26`); the text itself when it does not parse. */
export function formatLeadsDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY_FORMAT.format(date);
}

type Daily = LeadsReport["daily"];

/** The day with the most of `key` (the first such day), or `null` when every day has none. */
function busiest(daily: Daily, key: "visits" | "inquiries"): { day: string; count: number } | null {
  let best: Daily[number] | null = null;
  for (const entry of daily) if (entry[key] > 0 && (!best || entry[key] > best[key])) best = entry;
  return best ? { day: formatLeadsDay(best.day), count: best[key] } : null;
}

/** The chart's text alternative (`leadsCopy.chart.summary`): the period's totals and its busiest days. */
export function leadsChartSummary(daily: Daily): string {
  const first = daily[0];
  const last = daily[daily.length - 1];
  return copy.summary({
    from: first ? formatLeadsDay(first.day) : "",
    to: last ? formatLeadsDay(last.day) : "",
    visits: daily.reduce((sum, entry) => sum + entry.visits, 0),
    inquiries: daily.reduce((sum, entry) => sum + entry.inquiries, 0),
    busiestVisits: busiest(daily, "visits"),
    busiestInquiries: busiest(daily, "inquiries"),
  });
}

/** The drawing's units: one column per day across `WIDTH`, two rows of bars of `ROW` each. */
const WIDTH = 600;
const ROW = 64;
const GAP = 16;

/**
 * Visits and inquiries per day as a plain SVG (docs/product.md#where-leads-come-from): two rows of
 * bars on one time axis, visits above, inquiries below, each row scaled to its own highest day
 * (named in the legend), so a handful of inquiries still shows beside hundreds of visits. The
 * drawing is `role="img"` with {@link leadsChartSummary} as its text alternative; the exact
 * numbers follow in a table inside a native disclosure, rendered only while it is open (up to 90
 * rows the operator may never ask for). Stretches to any width (no text inside
 * the drawing; the legend and the first and last days are HTML).
 *
 * @param daily - every day of the period, oldest first (the API's `daily`).
 */
export function LeadsChart({ daily }: { daily: Daily }) {
  const titleId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const maxVisits = Math.max(0, ...daily.map((entry) => entry.visits));
  const maxInquiries = Math.max(0, ...daily.map((entry) => entry.inquiries));
  const step = WIDTH / Math.max(daily.length, 1);
  const barWidth = Math.max(step * 0.7, 1);
  const height = ROW * 2 + GAP;
  const bar = (value: number, max: number) => (max > 0 ? (value / max) * ROW : 0);
  const first = daily[0];
  const last = daily[daily.length - 1];

  return (
    <section aria-labelledby={titleId} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 id={titleId} className="font-display text-xl">
          {copy.title}
        </h3>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-stone-400" />
            {copy.visits} <span className="text-stone-500">({copy.max(maxVisits)})</span>
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" />
            {copy.inquiries} <span className="text-stone-500">({copy.max(maxInquiries)})</span>
          </li>
        </ul>
      </div>
      <svg
        role="img"
        aria-label={leadsChartSummary(daily)}
        data-testid="leads-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        className="mt-3 block h-40 w-full"
      >
        {/* Each row's baseline: the visits row ends at ROW, the inquiries row at the bottom. */}
        {[ROW, height].map((y) => (
          <line
            key={y}
            x1={0}
            x2={WIDTH}
            y1={y}
            y2={y}
            className="stroke-stone-300"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {daily.map((entry, index) => {
          const x = index * step + (step - barWidth) / 2;
          const visits = bar(entry.visits, maxVisits);
          const inquiries = bar(entry.inquiries, maxInquiries);
          return (
            <g key={entry.day}>
              {visits > 0 ? (
                <rect x={x} y={ROW - visits} width={barWidth} height={visits} className="fill-stone-400" />
              ) : null}
              {inquiries > 0 ? (
                <rect
                  x={x}
                  y={height - inquiries}
                  width={barWidth}
                  height={inquiries}
                  className="fill-brand-600"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-stone-600">
        <span>{first ? formatLeadsDay(first.day) : ""}</span>
        <span>{last ? formatLeadsDay(last.day) : ""}</span>
      </div>

      <details className="mt-3" open={tableOpen} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-700">
          {copy.table}
        </summary>
        {tableOpen ? (
          <div className="mt-2 max-h-80 overflow-y-auto rounded-xl ring-1 ring-stone-200">
            <table className="w-full text-sm" data-testid="leads-table">
              <caption className="sr-only">{copy.caption}</caption>
              <thead className="sticky top-0 bg-stone-50 text-left">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {copy.columns.day}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {copy.columns.visits}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {copy.columns.inquiries}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {daily.map((entry) => (
                  <tr key={entry.day}>
                    <th scope="row" className="px-4 py-2 text-left font-normal">
                      <time dateTime={entry.day}>{formatLeadsDay(entry.day)}</time>
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {entry.visits.toLocaleString("en-US")}
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {entry.inquiries.toLocaleString("en-US")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </section>
  );
}
