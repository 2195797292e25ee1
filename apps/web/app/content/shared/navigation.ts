import type { LinkCopy } from "../types.ts";
import { servicePages } from "./service-pages.ts";

/** The top-level navigation of the header (docs/product.md#header), in display order. */
export const mainNav = {
  home: { label: "Home", to: "/" },
  about: { label: "About", to: "/about" },
  services: { label: "Services", to: "/services" },
  works: { label: "Our Work", to: "/works" },
  contact: { label: "Contact", to: "/contact" },
} as const satisfies Record<string, LinkCopy>;

/** The header's and footer's call to action: Get a Quote, to /contact. */
export const quoteLink: LinkCopy = { label: "Get a Quote", to: "/contact" };

/** The four service pages, as listed by the Services dropdown, mobile menu and footer. */
export const serviceLinks: LinkCopy[] = servicePages.map((service) => ({
  label: service.title,
  to: service.path,
}));

/** The footer's Company column (docs/product.md#footer): About Us, Our Work, Contact. */
export const companyLinks: LinkCopy[] = [
  { label: "About Us", to: "/about" },
  { label: "Our Work", to: "/works" },
  { label: "Contact", to: "/contact" },
];
