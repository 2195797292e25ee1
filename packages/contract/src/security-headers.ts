/**
 * The security headers of every response (docs/reference.md#security-headers): the site's pages
 * get them from the `_headers` file the web build writes, the worker's own responses (the API and
 * the form post answers) from its middleware. One definition, so both say the same; the entry
 * point `@clearwell/contract/security-headers`, apart from the contract's schemas.
 */

/** Browser features no page of the site uses: `Permissions-Policy` turns each off (`feature=()`). */
export const DISABLED_BROWSER_FEATURES = [
  "accelerometer",
  "camera",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
] as const;

/**
 * Headers every response carries, whatever it is:
 * - HSTS for a year, subdomains included (browsers ignore it over plain http, so `wrangler dev` is unaffected);
 * - `nosniff`, so a response is only ever read as its declared type;
 * - the referrer of a cross-origin request is the origin only;
 * - the {@link DISABLED_BROWSER_FEATURES} are off for the page and every frame in it.
 */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DISABLED_BROWSER_FEATURES.map((feature) => `${feature}=()`).join(", "),
} satisfies Record<string, string>;

/** Extra headers of the operator's inbox page (`/admin`): never indexed, never stored by a cache. */
export const ADMIN_PAGE_HEADERS = {
  "X-Robots-Tag": "noindex",
  "Cache-Control": "no-store",
} as const satisfies Record<string, string>;

/** The origin of Cloudflare Turnstile's script and frames, allowed by the pages' policy only while it is on. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** What a page may load besides its own origin's files (see {@link pageContentSecurityPolicy}). */
export type PagePolicySources = {
  /** `'sha256-<base64>'` of every inline script the pages run, including ones a script inserts. */
  scriptHashes: readonly string[];
  /** Origins photos are loaded from, e.g. `https://images.unsplash.com`. */
  imageOrigins: readonly string[];
  /** Origins of frames a page opens (the map), e.g. `https://www.openstreetmap.org`. */
  frameOrigins: readonly string[];
  /** Whether the pages were built with Turnstile on (its script and frame origin are then allowed). */
  turnstile: boolean;
};

/**
 * The Content-Security-Policy of the site's pages (docs/reference.md#security-headers): scripts
 * only from the site's own origin or inline with one of the listed hashes (no `'unsafe-inline'`,
 * no `eval`); photos, frames and connections only where the pages need them; no plugins, no
 * `<base>`, forms post only to the site, and no other site may frame a page. Styles allow inline
 * `style` attributes (the pages' staggered animations set them); a style cannot run script.
 *
 * @param sources - the hashes and origins found in the built pages; duplicates are dropped and
 *   each list is sorted, so the same build gives the same header.
 * @returns the header's value, directives separated by `; `.
 */
export function pageContentSecurityPolicy(sources: PagePolicySources): string {
  const list = (...values: readonly string[]) => [...new Set(values)].sort().join(" ");
  const turnstile = sources.turnstile ? [TURNSTILE_ORIGIN] : [];
  const frames = [...sources.frameOrigins, ...turnstile];
  return [
    "default-src 'self'",
    `script-src 'self' ${list(...sources.scriptHashes, ...turnstile)}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${list(...sources.imageOrigins)}`.trimEnd(),
    "connect-src 'self'",
    `frame-src ${frames.length > 0 ? list(...frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
