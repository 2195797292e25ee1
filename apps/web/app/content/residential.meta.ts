import heroPhoto from "virtual:share-photo/residential";
import { placeOf, site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/residential.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const residentialMeta: PageMetaCopy = {
  title: "Residential Interior Design",
  description: `Residential interior design in ${placeOf(site.address)}: whole-home design, kitchens and baths, space planning and low-emission materials, from first sketch to final walkthrough.`,
  path: "/services/residential",
  image: heroPhoto,
};
