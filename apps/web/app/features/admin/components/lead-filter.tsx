import {
  INQUIRY_LIST_VIEW_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from "@clearwell/contract";
import { answeringCopy } from "../../../content/admin-answering.ts";
import type { LeadCounts } from "../hooks/use-inbox.ts";

/** What the lead filter can show: the Needs an answer view, every inquiry, or one lead status. */
export type LeadChoice = "needs-answer" | "all" | LeadStatus;

/**
 * The inbox's filter by the business's side (docs/product.md#operator-inbox): a group of toggle
 * buttons, "Needs an answer" (the view the inbox opens on), "All inquiries", then one per lead
 * status, each with its count; the chosen one has `aria-pressed="true"`. Counts are blank until the
 * first page arrives.
 *
 * @param value - the choice shown.
 * @param total - every inquiry in the archive; `needsAnswer` the Needs an answer view's count.
 * @param onChange - called with the choice picked.
 */
export function LeadFilter({
  value,
  needsAnswer,
  total,
  counts,
  onChange,
}: {
  value: LeadChoice;
  needsAnswer: number | null;
  total: number | null;
  counts: LeadCounts | null;
  onChange: (choice: LeadChoice) => void;
}) {
  const options: { choice: LeadChoice; label: string; count: number | null }[] = [
    { choice: "needs-answer", label: INQUIRY_LIST_VIEW_LABELS["needs-answer"], count: needsAnswer },
    { choice: "all", label: INQUIRY_LIST_VIEW_LABELS.all, count: total },
    ...LEAD_STATUSES.map((lead) => ({
      choice: lead,
      label: LEAD_STATUS_LABELS[lead],
      count: counts ? counts[lead] : null,
    })),
  ];
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-stone-700">{answeringCopy.filter.label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.choice === value;
          return (
            <button
              key={option.choice}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.choice)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
                pressed
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
              }`}
            >
              {option.label}
              {option.count === null ? null : (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${pressed ? "bg-white/20" : "bg-stone-100 text-stone-700"}`}
                >
                  {option.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
