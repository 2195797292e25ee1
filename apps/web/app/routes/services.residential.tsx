import { ServicePage } from "../components/sections/service-page.tsx";
import { residentialPage } from "../content/residential.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/residential: its own title, description and canonical URL. */
export const meta = () => pageMeta(residentialPage.meta);

/**
 * Residential interior design (docs/product.md#service-pages): hero with Get a Quote, six service cards,
 * five-step process, six sample projects with View All Projects, two testimonials, four FAQs and
 * the Schedule a Consultation call to action.
 */
export default function ResidentialPage() {
  return <ServicePage page={residentialPage} />;
}
