import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { site } from "./app/config/site.ts";
import { deferHydration } from "./app/lib/defer-hydration.ts";

/**
 * A path the catch-all `*` route matches: prerendered, then moved to `404.html`, the page the
 * worker serves with status 404 for unknown paths (`not_found_handling: "404-page"`, DESIGN.md 1).
 */
const NOT_FOUND_PATH = "/404";

/**
 * Prerendered pages left out of `sitemap.xml`: they carry `<meta name="robots" content="noindex">`
 * (the thank-you page a plain form post lands on, and the operator's inbox).
 */
export const UNLISTED_PATHS: readonly string[] = ["/admin", "/contact/thank-you"];

/** Route paths of every prerendered page under `clientDir` (directories holding an index.html). */
async function prerenderedPaths(clientDir: string, prefix = ""): Promise<string[]> {
  const paths: string[] = [];
  const entries = await readdir(join(clientDir, prefix), { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isFile() && entry.name === "index.html") paths.push(prefix === "" ? "/" : `/${prefix}`);
    if (entry.isDirectory() && entry.name !== "assets") {
      paths.push(
        ...(await prerenderedPaths(clientDir, prefix === "" ? entry.name : `${prefix}/${entry.name}`)),
      );
    }
  }
  return paths.sort();
}

/** `sitemap.xml` listing each path on the canonical origin (issue 3 "Prerendered and findable"). */
function sitemapXml(paths: string[], lastModified: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${new URL(path, site.url).toString()}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * SPA mode with every static route prerendered to its own HTML file at build time (DESIGN.md 1):
 * crawlers and first paint get the real content; after hydration it is the same SPA. After the
 * build, `buildEnd` turns the prerendered Not found screen into `404.html`, makes every page start
 * its JavaScript after first paint (app/lib/defer-hydration.ts, issue 5), and writes `sitemap.xml`
 * and `robots.txt` from the prerendered routes.
 */
export default {
  ssr: false,
  // `WEB_BUILD_DIR` moves the build elsewhere (bench/site.mjs builds with placeholder images into a
  // temporary folder so it never replaces the build other tools serve); default `build/`.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PATH];
  },
  async buildEnd({ reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    const notFoundDir = join(clientDir, NOT_FOUND_PATH.slice(1));
    await rename(join(notFoundDir, "index.html"), join(clientDir, "404.html"));
    await rm(notFoundDir, { recursive: true, force: true });

    const paths = await prerenderedPaths(clientDir);
    // Every prerendered page paints before its JavaScript starts (app/lib/defer-hydration.ts).
    const pages = [
      ...paths.map((path) => join(clientDir, path.slice(1), "index.html")),
      join(clientDir, "404.html"),
    ];
    for (const page of pages) await writeFile(page, deferHydration(await readFile(page, "utf8")));
    const lastModified = new Date().toISOString().slice(0, 10);
    await mkdir(clientDir, { recursive: true });
    const listed = paths.filter((path) => !UNLISTED_PATHS.includes(path));
    await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(listed, lastModified));
    await writeFile(
      join(clientDir, "robots.txt"),
      `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.url).toString()}\n`,
    );
    const notFoundHtml = await readFile(join(clientDir, "404.html"), "utf8");
    if (!notFoundHtml.includes("Page Not Found") || !(await stat(join(clientDir, "index.html"))).isFile()) {
      throw new Error("buildEnd: 404.html or index.html is missing its content");
    }
  },
} satisfies Config;
