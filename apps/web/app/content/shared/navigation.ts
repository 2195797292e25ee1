import { services } from "./services.ts";
import type { Service } from "./types.ts";

/** One link of the site navigation: its text and route path. */
export type NavLinkItem = { label: string; to: string };

/** The top-level navigation of the header (SPEC 2 "Shared header"), in display order. */
export const mainNav = {
  home: { label: "Home", to: "/" },
  about: { label: "About", to: "/about" },
  services: { label: "Services", to: "/services" },
  works: { label: "Our Work", to: "/works" },
  contact: { label: "Contact", to: "/contact" },
} as const satisfies Record<string, NavLinkItem>;

/** The header's and footer's call to action (SPEC 2: "A Get a Quote button leads to /contact"). */
export const quoteLink: NavLinkItem = { label: "Get a Quote", to: "/contact" };

/** The four service pages, as listed by the Services dropdown, mobile menu and footer (SPEC 2). */
export const serviceLinks: NavLinkItem[] = services.map((service: Service) => ({
  label: service.title,
  to: service.path,
}));

/** The footer's Company column (SPEC 2: About Us, Our Work, Contact). */
export const companyLinks: NavLinkItem[] = [
  { label: "About Us", to: "/about" },
  { label: "Our Work", to: "/works" },
  { label: "Contact", to: "/contact" },
];
