import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import about from "../../../../content/pages/about.json";
import home from "../../../../content/pages/home.json";
import { site } from "../config/site.ts";
import routes from "../routes.ts";
import { pageMeta, shareImageUrl } from "./meta.ts";
import { IMAGE_BASE } from "./stock-image.ts";

/** A route module's `meta`. */
type RouteModule = { meta: () => MetaDescriptor[] };

/** The route modules, by their path under app/. */
const routeModules = import.meta.glob<RouteModule>(["../routes/*.tsx", "!../routes/*.test.tsx"]);

/** The `<head>` tags of the route module at `file` (a path under app/, as app/routes.ts names it). */
async function metaOf(file: string): Promise<MetaDescriptor[]> {
  const load = routeModules[`../${file}`];
  if (!load) throw new Error(`no route module ${file}`);
  return (await load()).meta();
}

/** Every route module but the operator's inbox, by its route path (`*` is Not found). */
const publicRoutes = (routes as RouteConfigEntry[])
  .filter((entry) => entry.path !== "admin")
  .map((entry) => ({ path: entry.index ? "/" : `/${entry.path}`, file: entry.file }));

/** The `content` of the `<meta>` whose `property` or `name` is `key`. */
function tag(tags: MetaDescriptor[], key: string): string | undefined {
  const found = tags.find(
    (descriptor) =>
      ("property" in descriptor && descriptor.property === key) ||
      ("name" in descriptor && descriptor.name === key),
  );
  return found && "content" in found ? String(found.content) : undefined;
}

describe("shared links (docs/product.md#routes)", () => {
  it("covers every route but the inbox", () => {
    expect(publicRoutes.map((route) => route.path)).toEqual([
      "/",
      "/about",
      "/services",
      "/services/residential",
      "/services/commercial",
      "/services/formaldehyde-removal",
      "/services/mold-removal",
      "/works",
      "/contact",
      "/contact/thank-you",
      "/*",
    ]);
  });

  it.each(publicRoutes)(
    "$path has a 1200 x 630 og:image on an absolute URL, its alt and a large card",
    async ({ file }) => {
      const tags = await metaOf(file);
      const image = new URL(tag(tags, "og:image") ?? "");
      expect(image.protocol).toBe("https:");
      expect(image.origin).toBe(new URL(IMAGE_BASE).origin);
      expect(image.searchParams.get("w")).toBe("1200");
      expect(image.searchParams.get("h")).toBe("630");
      expect(image.searchParams.get("fit")).toBe("crop");
      expect(tag(tags, "og:image:width")).toBe("1200");
      expect(tag(tags, "og:image:height")).toBe("630");
      expect(tag(tags, "og:image:alt")?.trim()).toBeTruthy();
      expect(tag(tags, "twitter:card")).toBe("summary_large_image");
    },
  );

  it("shows the page's hero, or Home's on a page without one", async () => {
    const aboutTags = await metaOf("routes/about.tsx");
    expect(tag(aboutTags, "og:image")).toContain(about.hero.image.id);
    expect(tag(aboutTags, "og:image:alt")).toBe(about.hero.image.alt);
    const notFound = await metaOf("routes/not-found.tsx");
    expect(tag(notFound, "og:image")).toContain(home.hero.image.id);
    expect(tag(notFound, "og:image:alt")).toBe(home.hero.image.alt);
  });

  it("shows one of the owner's photos by the build's 1200 x 630 JPEG, on the site's origin", () => {
    const og = "/assets/media/kitchen-0123456789-og.jpg";
    const photo = { id: "/media/kitchen.jpg", alt: "Our kitchen", og };
    expect(shareImageUrl(photo)).toBe(`${site.url}${og}`);
    const tags = pageMeta({ title: "Our Work", description: "Projects.", path: "/works", image: photo });
    expect(tag(tags, "og:image")).toBe(`${site.url}${og}`);
    expect(tag(tags, "og:image:alt")).toBe("Our kitchen");
  });
});
