import heroPhoto from "virtual:share-photo/home";
import { placeOf, site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/home.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const homeMeta: PageMetaCopy = {
  title: "Home",
  description: `${site.name} designs homes and workplaces in ${placeOf(site.address)}, and removes the formaldehyde, VOCs and mold that make them unhealthy.`,
  path: "/",
  image: heroPhoto,
};
