import { ServicePage } from "../components/sections/service-page.tsx";
import { moldPage } from "../content/mold-removal.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/mold-removal: its own title, description and canonical URL. */
export const meta = () => pageMeta(moldPage.meta);

/**
 * Mold removal (docs/product.md#service-pages): hero, health symptoms, vulnerable groups, property
 * damage, six services, six-step process, six reasons to choose the company, two testimonials,
 * four FAQs and the Schedule an Inspection call to action.
 */
export default function MoldRemovalPage() {
  return <ServicePage page={moldPage} />;
}
