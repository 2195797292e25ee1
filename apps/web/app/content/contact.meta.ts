import heroPhoto from "virtual:share-photo/contact";
import { site } from "../config/site.ts";
import type { PageMetaCopy } from "./types.ts";

/**
 * The `<head>` copy of the page whose words are in content/contact.ts, in a module of its own: the
 * route module's `meta` reads it, so a first visit downloads these lines and not the page's
 * words, which live with its static parts (docs/decisions.md#hydration-in-pieces).
 */
export const contactMeta: PageMetaCopy = {
  title: "Contact Us",
  description: `Ask ${site.name} for a quote or a consultation on interior design, formaldehyde and VOC removal or mold remediation. Call, email or send us a message.`,
  path: "/contact",
  image: heroPhoto,
};
