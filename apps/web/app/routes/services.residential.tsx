import { staticPart } from "../components/hydration/static-part.tsx";
import { residentialMeta } from "../content/residential.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/residential: its own title, description and canonical URL. */
export const meta = () => pageMeta(residentialMeta);

/** The page's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const ResidentialSections = staticPart(() =>
  import("../components/pages/residential-page.tsx").then((module) => module.ResidentialSections),
);

/**
 * Residential interior design (docs/product.md#service-pages): hero with Get a Quote, six service cards,
 * five-step process, six sample projects with View All Projects, two testimonials, four FAQs and
 * the Schedule a Consultation call to action.
 */
export default function ResidentialPage() {
  return <ResidentialSections />;
}
