import { DISABLED_BROWSER_FEATURES, SECURITY_HEADERS } from "@clearwell/contract";
import { secureHeaders } from "hono/secure-headers";

/**
 * The security headers of every response the worker writes (docs/operations.md#security-headers),
 * with Hono's `secureHeaders`: the site's {@link SECURITY_HEADERS} (HSTS, `nosniff`, the referrer
 * policy and the disabled browser features, the same values the pages' `_headers` carry), no
 * framing (`X-Frame-Options: DENY`), and for a response without a policy of its own (JSON, CSV)
 * a Content-Security-Policy that allows nothing to load or run. A header a handler set itself
 * (the form post answers' own policy) is kept.
 */
export const securityHeaders = secureHeaders({
  strictTransportSecurity: SECURITY_HEADERS["Strict-Transport-Security"],
  referrerPolicy: SECURITY_HEADERS["Referrer-Policy"],
  xContentTypeOptions: true,
  xFrameOptions: "DENY",
  permissionsPolicy: Object.fromEntries(DISABLED_BROWSER_FEATURES.map((feature) => [feature, false])),
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  overwrite: false,
});
