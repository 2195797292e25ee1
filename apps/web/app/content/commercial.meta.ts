import heroPhoto from "virtual:share-photo/commercial";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/commercial.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const commercialMeta: PageMetaCopy = {
  title: "Commercial Interior Design",
  description:
    "Commercial interior design for offices, clinics, restaurants and retail in Portland and SW Washington: space planning, tenant improvements and healthy indoor air.",
  path: "/services/commercial",
  image: heroPhoto,
};
