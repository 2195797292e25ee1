import {
  INQUIRY_LIST_VIEW_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from "@clearwell/contract";
import { answeringCopy } from "../../../content/admin-answering.ts";
import type { LeadCounts } from "../hooks/use-inbox.ts";
import { FilterChip } from "./filter-chip.tsx";

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
        {options.map((option) => (
          <FilterChip
            key={option.choice}
            label={option.label}
            count={option.count}
            pressed={option.choice === value}
            onClick={() => onChange(option.choice)}
          />
        ))}
      </div>
    </fieldset>
  );
}
