import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { site } from "../app/config/site.ts";
import { deferHydration } from "./defer-hydration.ts";
import { LISTED_PATHS, NOT_FOUND_PATH, PAGE_PATHS, pageFile, UNLISTED_PATHS } from "./routes.ts";
import { headersFile, imageOrigins, inlineScriptHashes } from "./security-headers.ts";

/**
 * The steps after React Router has prerendered every page (docs/architecture.md#build), run from
 * `buildEnd` in react-router.config.ts on the client build folder:
 *
 * 1. the prerendered Not found screen ({@link NOT_FOUND_PATH}) becomes `404.html`, and React
 *    Router's SPA fallback page ({@link SPA_FALLBACK_FILE}) is removed: every route is prerendered
 *    and unknown paths get `404.html`, so nothing serves it, and its inline scripts would not be in
 *    the Content-Security-Policy (docs/reference.md#security-headers);
 * 2. every prerendered page starts its JavaScript after first paint (prerender/defer-hydration.ts);
 * 3. `sitemap.xml` lists the pages of {@link LISTED_PATHS} (sorted) on the canonical origin, and
 *    `robots.txt` points to it;
 * 4. `_headers` gives every response the security headers, with a Content-Security-Policy allowing
 *    the hashes of every inline script the pages run (also the one the deferred start inserts),
 *    the origins of their photos, the map's origin and, when the build has it on, Turnstile's
 *    (prerender/security-headers.ts, docs/reference.md#security-headers).
 *
 * Each step checks what it finds and throws (failing the build) when the output is not what it
 * expects: a page missing or extra, a page whose `noindex` disagrees with the sitemap, a page
 * React Router shaped differently.
 */

/** The SPA fallback page React Router writes beside the prerendered pages; the build removes it. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/** Route paths of every prerendered page under `clientDir` (folders holding an index.html), sorted. */
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

/**
 * `sitemap.xml` listing each path on the canonical origin (`site.url`).
 *
 * @param paths - route paths, e.g. `/about`.
 * @param lastModified - the `<lastmod>` of every URL, `YYYY-MM-DD`.
 */
export function sitemapXml(paths: readonly string[], lastModified: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${new URL(path, site.url).toString()}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `robots.txt`: everything allowed, and where the sitemap is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.url).toString()}\n`;
}

/** Whether a page carries `<meta name="robots">` with `noindex`. */
function isNoindex(html: string): boolean {
  const pending: DefaultTreeAdapterTypes.ParentNode[] = [parse(html)];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attrs = new Map(child.attrs.map((attr) => [attr.name, attr.value]));
      if (child.tagName === "meta" && attrs.get("name")?.toLowerCase() === "robots")
        if (/\bnoindex\b/i.test(attrs.get("content") ?? "")) return true;
      pending.push(child);
    }
  }
  return false;
}

/** Options of {@link runPostBuildSteps}. */
export type PostBuildOptions = {
  /** The sitemap's `<lastmod>`, `YYYY-MM-DD` (default: today, UTC). */
  today?: string;
  /** Whether the build has Turnstile on (a `VITE_TURNSTILE_SITE_KEY`); default off. */
  turnstile?: boolean;
};

/**
 * Runs the post-build steps on a client build folder (see the module doc).
 *
 * @param clientDir - React Router's client build folder (`<buildDirectory>/client`), holding one
 *   `index.html` per prerendered path, the Not found page at {@link NOT_FOUND_PATH}.
 * @param options - the sitemap's date and whether Turnstile is on.
 * @throws Error when the prerendered pages are not exactly {@link PAGE_PATHS} plus the Not found
 *   page, when a page's `noindex` disagrees with {@link UNLISTED_PATHS}, when `404.html` lacks the
 *   Not found heading, or when a page is not shaped as `deferHydration` expects.
 */
export async function runPostBuildSteps(clientDir: string, options: PostBuildOptions = {}): Promise<void> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const notFoundDir = join(clientDir, NOT_FOUND_PATH.slice(1));
  await rename(join(notFoundDir, "index.html"), join(clientDir, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
  await rm(join(clientDir, SPA_FALLBACK_FILE), { force: true });

  const paths = await prerenderedPaths(clientDir);
  const expected = [...PAGE_PATHS].sort();
  if (paths.join(" ") !== expected.join(" ")) {
    throw new Error(
      `post-build: prerendered pages ${paths.join(", ")} are not the routes' ${expected.join(", ")} (prerender/routes.ts)`,
    );
  }

  const pages = [
    ...paths.map((path) => ({ path, file: pageFile(path) })),
    { path: NOT_FOUND_PATH, file: "404.html" },
  ];
  const scriptHashes: string[] = [];
  const photoOrigins: string[] = [];
  for (const { path, file } of pages) {
    const html = await readFile(join(clientDir, file), "utf8");
    if (path !== NOT_FOUND_PATH && isNoindex(html) !== UNLISTED_PATHS.includes(path)) {
      throw new Error(
        `post-build: ${path} ${isNoindex(html) ? "carries" : "lacks"} noindex but is ${UNLISTED_PATHS.includes(path) ? "" : "not "}in UNLISTED_PATHS (prerender/routes.ts)`,
      );
    }
    if (path === NOT_FOUND_PATH && !html.includes("Page Not Found")) {
      throw new Error("post-build: 404.html is missing the Not found page's content");
    }
    let deferred: string;
    try {
      deferred = deferHydration(html);
    } catch (error) {
      throw new Error(`post-build: ${file}: ${(error as Error).message}`, { cause: error });
    }
    await writeFile(join(clientDir, file), deferred);
    // The page's own inline scripts, and the module script its deferred start inserts later.
    scriptHashes.push(...inlineScriptHashes(deferred), ...inlineScriptHashes(html));
    photoOrigins.push(...imageOrigins(html));
  }
  await writeFile(
    join(clientDir, "_headers"),
    headersFile({
      scriptHashes,
      imageOrigins: photoOrigins,
      frameOrigins: [new URL(site.map.embedUrl).origin],
      turnstile: options.turnstile ?? false,
    }),
  );

  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml([...LISTED_PATHS].sort(), today));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt());
}
