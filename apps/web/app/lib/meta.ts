import type { MetaDescriptor } from "react-router";
import { site } from "../config/site.ts";

/**
 * The `<head>` tags of one route: title, description, canonical URL and Open Graph, prerendered
 * into each page (docs/decisions.md#prerender-and-deferred-hydration). Route modules call it from
 * their `meta` export.
 *
 * @param page.title - the page's own title; the site name is appended (`About | Clearwell Interiors`).
 * @param page.description - one or two sentences, shown in search results.
 * @param page.path - the route path, e.g. `/about`; builds the canonical URL on `site.url`.
 * @returns the descriptors for React Router's `<Meta />`.
 */
export function pageMeta(page: { title: string; description: string; path: string }): MetaDescriptor[] {
  const title = page.path === "/" ? `${site.name} | ${site.tagline}` : `${page.title} | ${site.name}`;
  const url = new URL(page.path, site.url).toString();
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
}
