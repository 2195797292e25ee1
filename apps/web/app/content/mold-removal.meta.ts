import heroPhoto from "virtual:share-photo/mold-removal";
import { placeOf, site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/mold-removal.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const moldMeta: PageMetaCopy = {
  title: "Mold Removal",
  description: `Mold inspection, testing and removal in ${placeOf(site.address)} and SW Washington: containment, HEPA cleaning, moisture control and clearance testing.`,
  path: "/services/mold-removal",
  image: heroPhoto,
};
