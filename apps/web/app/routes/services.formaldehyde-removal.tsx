import { ServicePage } from "../components/sections/service-page.tsx";
import { formaldehydePage } from "../content/formaldehyde-removal.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/formaldehyde-removal: its own title, description and canonical URL. */
export const meta = () => pageMeta(formaldehydePage.meta);

/**
 * Formaldehyde and VOC removal (docs/product.md#service-pages): hero, sources of VOCs,
 * short-term and long-term health effects, six services, five-step process, six benefits, two
 * testimonials, four FAQs and the Schedule an Assessment call to action.
 */
export default function FormaldehydeRemovalPage() {
  return <ServicePage page={formaldehydePage} />;
}
