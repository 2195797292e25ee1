import { staticPart } from "../components/hydration/static-part.tsx";
import { homeMeta } from "../content/home.meta.ts";
import { businessJsonLd } from "../lib/business-json-ld.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL, Open Graph and the business JSON-LD of `/`. */
export function meta() {
  return [...pageMeta(homeMeta), { "script:ld+json": businessJsonLd() }];
}

/** Home's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const HomeSections = staticPart(() =>
  import("../components/pages/home-page.tsx").then((module) => module.HomeSections),
);

/**
 * Home (docs/product.md#home): hero with Get a Free Quote and three stats, client logo strip, four service
 * cards, about block, three recent projects, two testimonials, closing call to action
 * (components/pages/home-page.tsx).
 */
export default function HomePage() {
  return <HomeSections />;
}
