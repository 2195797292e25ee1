import { staticPart } from "../components/hydration/static-part.tsx";
import { moldMeta } from "../content/mold-removal.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/mold-removal: its own title, description and canonical URL. */
export const meta = () => pageMeta(moldMeta);

/** The page's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const MoldRemovalSections = staticPart(() =>
  import("../components/pages/mold-removal-page.tsx").then((module) => module.MoldRemovalSections),
);

/**
 * Mold removal (docs/product.md#service-pages): hero, health symptoms, vulnerable groups, property
 * damage, six services, six-step process, six reasons to choose the company, two testimonials,
 * four FAQs and the Schedule an Inspection call to action.
 */
export default function MoldRemovalPage() {
  return <MoldRemovalSections />;
}
