import { residentialPage } from "../../content/residential.ts";
import { ServicePage } from "../sections/service-page.tsx";

/**
 * Every section of /services/residential from its content, a static part of the page
 * (docs/decisions.md#hydration-in-pieces).
 */
export function ResidentialSections() {
  return <ServicePage page={residentialPage} />;
}
