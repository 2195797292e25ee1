/** The company's trading name, used as the default sender name. */
export const COMPANY_NAME = "Clearwell Interiors";

/** The orange brand colour, 6-digit hex: the emails' default `brandColor` (also in `page-style`). */
export const BRAND_COLOR = "#c2410c";

/** The company's public phone (as shown and as `tel:`) and email, on the site and the form-post pages. */
export const COMPANY_CONTACT = {
  phone: { display: "(503) 555-0142", href: "tel:+15035550142" },
  email: "hello@clearwell-interiors.example",
} as const;

/** The studio's postal address: the site's footer and Contact page, the confirmation's footer. */
export const COMPANY_ADDRESS = {
  street: "1420 NW Lovejoy Street, Suite 300",
  city: "Portland",
  region: "OR",
  postalCode: "97209",
  country: "US",
} as const;
