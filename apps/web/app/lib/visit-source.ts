import type { LeadSource } from "@clearwell/contract";

/**
 * The sessionStorage key of the tab's visit source, a JSON {@link LeadSource} that the inline
 * visit script (visit-script.ts) writes on the tab's first page view (docs/product.md#where-leads-come-from).
 * sessionStorage only, never a cookie: it is gone when the tab closes.
 */
export const VISIT_SOURCE_KEY = "clearwell:visit-source";

/**
 * The tab's visit source as the visit script kept it, for the Contact form's request. The page
 * sends it as it is; the worker cleans it (the contract's `normalizeLeadSource`, which never
 * refuses an inquiry because of its source). Never throws.
 *
 * @param storage - gives the storage to read (default: the tab's sessionStorage; a function, since
 *   merely reading `sessionStorage` can throw).
 * @returns the source, or `undefined` when none was kept, it is not a JSON object, or the storage
 *   is unavailable or throws.
 */
export function readVisitSource(storage: () => Storage = () => sessionStorage): LeadSource | undefined {
  try {
    const value: unknown = JSON.parse(storage().getItem(VISIT_SOURCE_KEY) ?? "0");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as LeadSource) : undefined;
  } catch {
    return undefined;
  }
}
