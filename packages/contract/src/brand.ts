/**
 * The company's identity as the contract needs it for email defaults (SPEC 7: "sender name the
 * company", "footer text saying the message was sent from the website"). The web app's site config
 * re-exports these so the brand name lives in one place.
 */

/** The company's trading name, used as the default sender name (SPEC 7). */
export const COMPANY_NAME = "Clearwell Interiors";

/** The orange brand colour as a 6-digit hex string (SPEC 7 "brandColor is an orange hex value"). */
export const BRAND_COLOR = "#c2410c";
