import { staticPart } from "../components/hydration/static-part.tsx";
import { servicesOverviewMeta } from "../content/services-overview.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services: its own title, description and canonical URL. */
export const meta = () => pageMeta(servicesOverviewMeta);

/** The overview's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const ServicesSections = staticPart(() =>
  import("../components/pages/services-page.tsx").then((module) => module.ServicesSections),
);

/**
 * The Services overview (docs/product.md#services): hero, four service blocks each with a Learn more link
 * to its detail page, why choose us, the four-step process, four FAQs and a call to action
 * (components/pages/services-page.tsx).
 */
export default function ServicesPage() {
  return <ServicesSections />;
}
