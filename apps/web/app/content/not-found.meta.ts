import heroPhoto from "virtual:share-photo/home?for=not-found";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/not-found.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const notFoundMeta: PageMetaCopy = {
  title: "Page Not Found",
  description: "The page you were looking for doesn't exist or has moved.",
  path: "/404",
  // No hero photo of its own: a shared link shows Home's.
  image: heroPhoto,
};
