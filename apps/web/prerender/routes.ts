import { PAGE_PATHS } from "../app/route-paths.ts";

/**
 * The site's pages as paths (app/route-paths.ts, from the route config, docs/product.md#routes):
 * one list for the build's post-build steps (sitemap.xml, 404.html), the browser tests and the site
 * benchmark. Plain data with no dependency beyond the route config, so bench/site.mjs imports it too.
 */
export { PAGE_PATHS };

/**
 * A path the catch-all `*` route matches: prerendered, then moved to `404.html`, the page the
 * worker serves with status 404 for unknown paths (`not_found_handling: "404-page"`,
 * docs/product.md#not-found).
 */
export const NOT_FOUND_PATH = "/404";

/** A path no route has, for tests of the Not found page (docs/product.md#not-found). */
export const UNKNOWN_PATH = "/no-such-page";

/**
 * Prerendered pages left out of `sitemap.xml`: they carry `<meta name="robots" content="noindex">`
 * (the thank-you page a plain form post lands on, and the operator's inbox; docs/product.md#routes).
 * The post-build steps fail the build when a page's `noindex` and this list disagree.
 */
export const UNLISTED_PATHS: readonly string[] = ["/admin", "/contact/thank-you"];

/** The pages `sitemap.xml` lists: {@link PAGE_PATHS} without {@link UNLISTED_PATHS}. */
export const LISTED_PATHS: readonly string[] = PAGE_PATHS.filter((path) => !UNLISTED_PATHS.includes(path));

/** The operator's inbox page (docs/product.md#operator-inbox). */
export const ADMIN_PATH = "/admin";

/** The public pages a visitor reaches from the navigation: every page but the operator's inbox. */
export const PUBLIC_PATHS: readonly string[] = PAGE_PATHS.filter((path) => path !== ADMIN_PATH);

/** The service pages (`/services/<slug>`), in route config order. */
export const SERVICE_PATHS: readonly string[] = PAGE_PATHS.filter((path) => path.startsWith("/services/"));

/**
 * Where a page lands in the client build: `index.html` under its path (`/` -> `index.html`,
 * `/contact` -> `contact/index.html`), relative to the client build folder.
 */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/** A page's name in file names (screenshots): `/` -> `home`, `/contact/thank-you` -> `contact-thank-you`. */
export function pageName(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}
