import { staticPart } from "../components/hydration/static-part.tsx";
import { commercialMeta } from "../content/commercial.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/commercial: its own title, description and canonical URL. */
export const meta = () => pageMeta(commercialMeta);

/** The page's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const CommercialSections = staticPart(() =>
  import("../components/pages/commercial-page.tsx").then((module) => module.CommercialSections),
);

/**
 * Commercial interior design (docs/product.md#service-pages): hero with Get a Quote, six service cards,
 * six benefits, four-step process, six sample projects with a link to /works, two testimonials,
 * four FAQs and a call to action to /contact.
 */
export default function CommercialPage() {
  return <CommercialSections />;
}
