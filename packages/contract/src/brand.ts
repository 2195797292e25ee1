/**
 * The company's identity as the contract needs it for email defaults (the sender name is
 * the company's; the footer says the message was sent from the website). The web app's site config
 * re-exports these so the brand name lives in one place.
 */

/** The company's trading name, used as the default sender name. */
export const COMPANY_NAME = "Clearwell Interiors";

/**
 * The orange brand colour as a 6-digit hex string: the emails' default `brandColor`. The site and
 * the confirmation email take it from `@clearwell/contract/page-style`.
 */
export const BRAND_COLOR = "#c2410c";

/**
 * The company's public contact details: the phone number as shown and as a `tel:` link, and the
 * email address. The site's header, footer and Contact page show them, and the worker's HTML answers
 * to a plain form post name them as the other ways to reach us
 * (docs/product.md#plain-html-form). Addresses use the reserved `.example` domain until the
 * operator sets real ones.
 */
export const COMPANY_CONTACT = {
  phone: { display: "(503) 555-0142", href: "tel:+15035550142" },
  email: "hello@clearwell-interiors.example",
} as const;

/**
 * The studio's postal address: the site's footer, Contact page and structured data show it, and
 * the confirmation email's footer names it (docs/product.md#the-confirmation).
 */
export const COMPANY_ADDRESS = {
  street: "1420 NW Lovejoy Street, Suite 300",
  city: "Portland",
  region: "OR",
  postalCode: "97209",
  country: "US",
} as const;
