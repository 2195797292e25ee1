const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** `iso` (an ISO 8601 UTC time) as a date and time in the browser's own zone and locale. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}

/**
 * A `<time>` for an ISO 8601 UTC instant (the admin API's times): machine-readable `dateTime`,
 * shown in the operator's local date and time (docs/product.md#operator-inbox).
 *
 * @param nowrap - keep it on one line (table cells); `false` lets narrow columns wrap it.
 */
export function LocalTime({ iso, nowrap = true }: { iso: string; nowrap?: boolean }) {
  return (
    <time dateTime={iso} className={nowrap ? "whitespace-nowrap" : undefined}>
      {formatLocalDateTime(iso)}
    </time>
  );
}
