import { INQUIRY_STATUSES, type InquiryStatus } from "@clearwell/contract";
import { adminCopy } from "../../../content/admin.ts";
import type { StatusCounts } from "../hooks/use-inbox.ts";
import { FilterChip } from "./filter-chip.tsx";

/**
 * The status filter and the archive's per-status counts in one (docs/product.md#operator-inbox):
 * a group of toggle buttons, "All" then one per status, each with its count; the chosen one has
 * `aria-pressed="true"`. Counts are blank until the first page arrives.
 *
 * @param value - the chosen status, `null` for all.
 * @param onChange - called with the status picked (`null` for All).
 */
export function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: InquiryStatus | null;
  counts: StatusCounts | null;
  onChange: (status: InquiryStatus | null) => void;
}) {
  const total = counts ? INQUIRY_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const options: { status: InquiryStatus | null; label: string; count: number | null }[] = [
    { status: null, label: adminCopy.filter.all, count: total },
    ...INQUIRY_STATUSES.map((status) => ({
      status,
      label: adminCopy.statusLabels[status],
      count: counts ? counts[status] : null,
    })),
  ];
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-stone-700">{adminCopy.filter.label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <FilterChip
            key={option.status ?? "all"}
            label={option.label}
            count={option.count}
            pressed={option.status === value}
            onClick={() => onChange(option.status)}
          />
        ))}
      </div>
    </fieldset>
  );
}
