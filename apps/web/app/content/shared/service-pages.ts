import type { Service } from "../types.ts";

/**
 * The four service pages in their fixed order (docs/product.md#services): id, title and path, all
 * the header's menus need. A module of its own, apart from the cards' words and photos
 * (content/shared/services.ts, built on this list): the header hydrates on every first visit,
 * the cards are static parts whose words a first visit never downloads
 * (docs/decisions.md#hydration-in-pieces).
 */
export const servicePages: Pick<Service, "id" | "title" | "path">[] = [
  { id: "residential", title: "Residential Interior Design", path: "/services/residential" },
  { id: "commercial", title: "Commercial Interior Design", path: "/services/commercial" },
  { id: "formaldehyde-removal", title: "Formaldehyde & VOC Removal", path: "/services/formaldehyde-removal" },
  { id: "mold-removal", title: "Mold Removal", path: "/services/mold-removal" },
];
