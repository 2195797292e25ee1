import heroPhoto from "virtual:share-photo/home?for=contact-thank-you";
import { site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/contact-thank-you.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const contactThankYouMeta: PageMetaCopy = {
  title: "Message sent",
  description: `Your message has reached ${site.name}. We'll get back to you as soon as possible.`,
  path: "/contact/thank-you",
  // No hero photo of its own: a shared link shows Home's.
  image: heroPhoto,
};
