/** The security headers of every response, pages' and worker's alike (docs/reference.md#security-headers). */

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

/** Headers every response carries: HSTS, `nosniff`, origin-only referrers, no unused browser features. */
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
 * The pages' Content-Security-Policy (docs/reference.md#security-headers), `; `-separated; `sources`
 * are deduplicated and sorted, so the same build gives the same header.
 */
export function pageContentSecurityPolicy(sources: PagePolicySources): string {
  const list = (...values: readonly string[]) => [...new Set(values)].sort().join(" ");
  const turnstile = sources.turnstile ? [TURNSTILE_ORIGIN] : [];
  const frames = [...sources.frameOrigins, ...turnstile];
  return [
    "default-src 'self'",
    `script-src 'self' ${list(...sources.scriptHashes, ...turnstile)}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    // blob: shows the Contact form's previews of the photos a visitor chose (URL.createObjectURL).
    `img-src 'self' data: blob: ${list(...sources.imageOrigins)}`.trimEnd(),
    "connect-src 'self'",
    `frame-src ${frames.length > 0 ? list(...frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
