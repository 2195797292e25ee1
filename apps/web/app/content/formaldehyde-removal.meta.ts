import heroPhoto from "virtual:share-photo/formaldehyde-removal";
import { placeOf, site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/formaldehyde-removal.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const formaldehydeMeta: PageMetaCopy = {
  title: "Formaldehyde & VOC Removal",
  description: `Formaldehyde and VOC testing and removal in ${placeOf(site.address)}: find the sources in your furniture, flooring and finishes, clean the air, and prove it with a follow-up test.`,
  path: "/services/formaldehyde-removal",
  image: heroPhoto,
};
