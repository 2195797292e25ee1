import { useSearchParams } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * The workbench's sections (docs/product.md#operator-workbench), in the navigation's order: the
 * inbox, the Leads panel, the Setup panel and the block list.
 */
export const ADMIN_SECTIONS = ["inbox", "leads", "setup", "blocked"] as const;

/** One of {@link ADMIN_SECTIONS}. */
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * The section a URL's query asks for: `?section=leads|setup|blocked`; anything else (none, an
 * unknown name) is the inbox, so every older link to `/admin?...` still opens the inbox.
 */
export function parseAdminSection(params: URLSearchParams): AdminSection {
  const asked = params.get("section");
  return (ADMIN_SECTIONS as readonly string[]).includes(asked ?? "") ? (asked as AdminSection) : "inbox";
}

/** The address of `section`: `/admin` for the inbox (its default view), else `/admin?section=<name>`. */
export function adminSectionHref(section: AdminSection): string {
  return section === "inbox" ? "/admin" : `/admin?section=${section}`;
}

/**
 * The section the page's URL shows. Read once the page is hydrated: the prerendered shell (and the
 * first render in the browser, which must match it) is the inbox.
 */
export function useAdminSection(): AdminSection {
  const [params] = useSearchParams();
  return useHydrated() ? parseAdminSection(params) : "inbox";
}
