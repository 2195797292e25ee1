import { formaldehydePage } from "../../content/formaldehyde-removal.ts";
import { ServicePage } from "../sections/service-page.tsx";

/**
 * Every section of /services/formaldehyde-removal from its content, a static part of the page
 * (docs/decisions.md#hydration-in-pieces).
 */
export function FormaldehydeRemovalSections() {
  return <ServicePage page={formaldehydePage} />;
}
