/**
 * The detail dialog's button classes (docs/product.md#operator-inbox): a pill at least 44 px high
 * (`min-h-11`, the touch target), waiting cursor while its action runs.
 */
export const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70";

/** The secondary (outlined) button of the detail dialog: Close, Cancel, Mark as spam, Delete. */
export const SECONDARY_BUTTON = `${BUTTON} border border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`;
