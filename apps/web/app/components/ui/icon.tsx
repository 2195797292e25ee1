import type { IconName } from "../../content/types.ts";
import { ICON_PATHS } from "./icon-paths.tsx";
import { IconFrame } from "./nav-icon.tsx";

/** The name of one icon of the site's inline-SVG set (e.g. `ServiceCard.icon`), named in content/types.ts. */
export type { IconName };

/**
 * One inline-SVG icon, decorative (`aria-hidden`): the text beside it carries the meaning.
 * Sized by `className` (default 1.5 rem) and coloured by `currentColor`.
 */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return <IconFrame className={className}>{ICON_PATHS[name]}</IconFrame>;
}
