import heroPhoto from "virtual:share-photo/services";
import { placeOf, site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/services-overview.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const servicesOverviewMeta: PageMetaCopy = {
  title: "Our Services",
  description: `Residential and commercial interior design, formaldehyde and VOC removal, and mold removal in ${placeOf(site.address)}: one team for beautiful rooms and healthy indoor air.`,
  path: "/services",
  image: heroPhoto,
};
