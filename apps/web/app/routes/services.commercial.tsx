import { ServicePage } from "../components/sections/service-page.tsx";
import { commercialPage } from "../content/commercial.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/commercial: its own title, description and canonical URL. */
export const meta = () => pageMeta(commercialPage.meta);

/**
 * Commercial interior design (docs/product.md#service-pages): hero with Get a Quote, six service cards,
 * six benefits, four-step process, six sample projects with a link to /works, two testimonials,
 * four FAQs and a call to action to /contact.
 */
export default function CommercialPage() {
  return <ServicePage page={commercialPage} />;
}
