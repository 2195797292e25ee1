/**
 * The Contact page's request builder lives in the contract, so the page's JSON request and the
 * worker's plain form post path build the very same request and thus the identical email
 * (docs/product.md#plain-html-form). Re-exported here for the page's modules.
 */
export { buildContactRequest, type ContactAntiAbuseFields } from "@clearwell/contract";
