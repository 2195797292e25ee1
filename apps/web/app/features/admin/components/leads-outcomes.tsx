import { durationWords, type LeadsOutcomeEntry, type LeadsOutcomes } from "@clearwell/contract";
import { useId } from "react";
import { formatUsd } from "../../../content/admin-answering.ts";
import { leadsOutcomesCopy as copy } from "../../../content/admin-leads.ts";

const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/**
 * The Leads panel's outcomes (docs/product.md#where-leads-come-from): the period's inquiries,
 * answered, answered within target (count and percentage), the median time to first answer (office
 * time, in words) and won (count and total job value), then per first page, referring site and
 * campaign a table of inquiries, won and won value.
 */
export function LeadsOutcomesPanel({ outcomes }: { outcomes: LeadsOutcomes }) {
  const titleId = useId();
  const items = [
    { label: copy.inquiries, value: outcomes.inquiries.toLocaleString("en-US") },
    { label: copy.answered, value: outcomes.answered.toLocaleString("en-US") },
    {
      label: copy.withinTarget,
      value:
        outcomes.withinTargetShare === null
          ? copy.none
          : copy.withinTargetValue(outcomes.answeredWithinTarget, PERCENT.format(outcomes.withinTargetShare)),
    },
    {
      label: copy.medianFirstAnswer,
      value:
        outcomes.medianFirstAnswerMinutes === null
          ? copy.none
          : durationWords(outcomes.medianFirstAnswerMinutes),
    },
    { label: copy.won, value: copy.wonValue(outcomes.won, formatUsd(outcomes.wonValueUsd)) },
  ];
  return (
    <section aria-labelledby={titleId} className="mt-10" data-testid="leads-outcomes">
      <h3 id={titleId} className="font-display text-xl">
        {copy.title}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-stone-700">{copy.lead}</p>
      <dl aria-label={copy.label} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{item.label}</dt>
            <dd className="mt-1 font-display text-2xl tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <SourceTable title={copy.sources.firstPages} entries={outcomes.firstPages} />
        <SourceTable title={copy.sources.referrerHosts} entries={outcomes.referrerHosts} />
        <SourceTable title={copy.sources.campaigns} entries={outcomes.campaigns} />
      </div>
    </section>
  );
}

/** One source's outcomes as a table: value, inquiries, won, won value (most inquiries first, as answered). */
function SourceTable({ title, entries }: { title: string; entries: LeadsOutcomeEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h4 id={headingId} className="font-display text-lg">
        {title}
      </h4>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{copy.empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-xl ring-1 ring-stone-200">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-stone-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {copy.columns.value}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {copy.columns.inquiries}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {copy.columns.won}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {copy.columns.wonValue}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {entries.map((entry) => (
                <tr key={entry.value ?? ""}>
                  <th
                    scope="row"
                    className={`px-3 py-2 text-left font-normal break-words ${entry.value === null ? "text-stone-600 italic" : ""}`}
                  >
                    {entry.value ?? copy.unknown}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {entry.inquiries.toLocaleString("en-US")}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{entry.won.toLocaleString("en-US")}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatUsd(entry.wonValueUsd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
