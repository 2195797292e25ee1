import type { MetaDescriptor } from "react-router";
import { site } from "../config/site.ts";
import { SHARE_IMAGE_SIZE } from "./image-widths.ts";
import { stockCrop } from "./stock-image.ts";

/**
 * The photo a page's shared links show (`og:image`, docs/product.md#routes): its hero's `id` and
 * `alt`, and `og`, the path of the build's 1200 x 630 JPEG when it is one of the owner's photos.
 */
export type SharePhoto = { id: string; alt: string; og?: string };

/**
 * Title, description, path and shared-link photo of a page's `<head>` (passed to {@link pageMeta});
 * `image` is its hero's, from `virtual:share-photo/<page>`.
 */
export type PageMetaCopy = { title: string; description: string; path: string; image: SharePhoto };

/**
 * The absolute URL of a page's shared-link picture (docs/product.md#routes): the build's
 * 1200 x 630 JPEG of one of the owner's photos on `site.url`, else the stock host's crop.
 */
export function shareImageUrl(photo: SharePhoto): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  return new URL(photo.og ?? stockCrop(photo.id, width, height), site.url).toString();
}

/**
 * The `<head>` tags of one route: title, description, canonical URL, Open Graph with the hero as
 * the shared link's picture, and the large-picture card for X, prerendered into each page
 * (docs/product.md#routes, docs/decisions.md#prerender-and-deferred-hydration). Route modules
 * call it from their `meta` export.
 *
 * @param page.title - the page's own title; the site name is appended (`About | Clearwell Interiors`).
 * @param page.path - the route path, e.g. `/about`; builds the canonical URL on `site.url`.
 * @param page.image - the hero photo ({@link shareImageUrl}); its alt text is `og:image:alt`.
 * @returns the descriptors for React Router's `<Meta />`.
 */
export function pageMeta(page: PageMetaCopy): MetaDescriptor[] {
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
    { property: "og:image", content: shareImageUrl(page.image) },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: page.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
