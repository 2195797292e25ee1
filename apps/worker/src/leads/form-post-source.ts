import { cleanPath, type LeadSource } from "@clearwell/contract";
import { isOriginAllowed } from "../core/origin.ts";

/**
 * The source of a plain form post (no script ran, so only the request tells): the path of the page
 * the form was on, from a `Referer` of this site (the worker's own origin or `ALLOWED_ORIGINS`),
 * its query left out (docs/product.md#where-leads-come-from).
 * @param requestUrl - the post's URL; its origin is the worker's own.
 * @returns `{ firstPage }`, or `undefined` without a usable same-origin `Referer` (the source is unknown).
 */
export function formPostSource(
  headers: Headers,
  requestUrl: string,
  allowedOrigins: readonly string[],
): LeadSource | undefined {
  const referer = headers.get("Referer");
  if (!referer) return undefined;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return undefined;
  }
  if (!isOriginAllowed(page.origin, requestUrl, allowedOrigins)) return undefined;
  const firstPage = cleanPath(page.pathname);
  return firstPage ? { firstPage } : undefined;
}
