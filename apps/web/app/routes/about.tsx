import { staticPart } from "../components/hydration/static-part.tsx";
import { aboutMeta } from "../content/about.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL and Open Graph of `/about`. */
export function meta() {
  return pageMeta(aboutMeta);
}

/** About's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const AboutSections = staticPart(() =>
  import("../components/pages/about-page.tsx").then((module) => module.AboutSections),
);

/**
 * About (docs/product.md#about): hero, mission, four values, team of four, awards list, four stats,
 * call to action (components/pages/about-page.tsx).
 */
export default function AboutPage() {
  return <AboutSections />;
}
