import { moldPage } from "../../content/mold-removal.ts";
import { ServicePage } from "../sections/service-page.tsx";

/**
 * Every section of /services/mold-removal from its content, a static part of the page
 * (docs/decisions.md#hydration-in-pieces).
 */
export function MoldRemovalSections() {
  return <ServicePage page={moldPage} />;
}
