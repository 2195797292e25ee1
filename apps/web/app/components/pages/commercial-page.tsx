import { commercialPage } from "../../content/commercial.ts";
import { ServicePage } from "../sections/service-page.tsx";

/**
 * Every section of /services/commercial from its content, a static part of the page
 * (docs/decisions.md#hydration-in-pieces).
 */
export function CommercialSections() {
  return <ServicePage page={commercialPage} />;
}
