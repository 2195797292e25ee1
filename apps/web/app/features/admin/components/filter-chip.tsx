/**
 * One toggle button of an inbox filter (docs/product.md#operator-inbox): its label, then its count
 * in a badge once the counts have arrived (`null` hides the badge); the chosen one has
 * `aria-pressed="true"` and the filled style.
 *
 * @param pressed - whether this is the choice shown.
 * @param onClick - called when the button is picked.
 */
export function FilterChip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number | null;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
      }`}
    >
      {label}
      {count === null ? null : (
        <span
          className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${pressed ? "bg-white/20" : "bg-stone-100 text-stone-700"}`}
        >
          {count}
        </span>
      )}
    </button>
  );
}
