import heroPhoto from "virtual:share-photo/about";
import { site } from "../config/site.ts";
import { FOUNDED_YEAR } from "./shared/company-facts.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/about.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const aboutMeta: PageMetaCopy = {
  title: "About Us",
  description: `Since ${FOUNDED_YEAR}, ${site.name} has paired interior design with indoor-air expertise in ${site.address.city}. Meet the team, our values and our awards.`,
  path: "/about",
  image: heroPhoto,
};
