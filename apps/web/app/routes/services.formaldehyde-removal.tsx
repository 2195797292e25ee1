import { staticPart } from "../components/hydration/static-part.tsx";
import { formaldehydeMeta } from "../content/formaldehyde-removal.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/formaldehyde-removal: its own title, description and canonical URL. */
export const meta = () => pageMeta(formaldehydeMeta);

/** The page's sections: text, photos and links only, so one static part (docs/decisions.md#hydration-in-pieces). */
const FormaldehydeRemovalSections = staticPart(() =>
  import("../components/pages/formaldehyde-removal-page.tsx").then(
    (module) => module.FormaldehydeRemovalSections,
  ),
);

/**
 * Formaldehyde and VOC removal (docs/product.md#service-pages): hero, sources of VOCs,
 * short-term and long-term health effects, six services, five-step process, six benefits, two
 * testimonials, four FAQs and the Schedule an Assessment call to action.
 */
export default function FormaldehydeRemovalPage() {
  return <FormaldehydeRemovalSections />;
}
