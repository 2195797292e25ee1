import { INQUIRY_STATUSES, type InquiryStatus } from "@clearwell/contract";
import { adminCopy } from "../../../content/admin.ts";
import type { StatusCounts } from "../hooks/use-inbox.ts";

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
        {options.map((option) => {
          const pressed = option.status === value;
          return (
            <button
              key={option.status ?? "all"}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.status)}
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
