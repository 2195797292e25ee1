import heroPhoto from "virtual:share-photo/works";
import { site } from "../config/site.ts";
import { portfolioProjects } from "./portfolio.ts";
import type { PageMetaCopy } from "./types.ts";

/** Counts up to twelve in words, larger ones in digits, to open a sentence: `Nine`, `24`. */
const COUNT_WORDS = "One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve".split(" ");

/**
 * `Nine recent Portland-area projects`, from the portfolio's size and the company's city (the
 * route loads the portfolio anyway, for its filter).
 */
function recentProjects(count: number): string {
  return `${COUNT_WORDS[count - 1] ?? count} recent ${site.address.city}-area project${count === 1 ? "" : "s"}`;
}

/**
 * The `<head>` copy of the page whose words are in content/works.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const worksMeta: PageMetaCopy = {
  title: "Our Work",
  description: `${recentProjects(portfolioProjects.length)} by ${site.name}: homes, clinics, offices and cafés designed with healthy materials.`,
  path: "/works",
  image: heroPhoto,
};
