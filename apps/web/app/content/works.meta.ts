import heroPhoto from "virtual:share-photo/works";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/works.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const worksMeta: PageMetaCopy = {
  title: "Our Work",
  description:
    "Nine recent Portland-area projects by Clearwell Interiors: homes, clinics, offices and cafés designed with healthy materials.",
  path: "/works",
  image: heroPhoto,
};
