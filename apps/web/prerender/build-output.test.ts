// @vitest-environment node
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_PATH } from "../content-build/cms-files.ts";
import { deferHydration } from "./defer-hydration.ts";
import { SPA_FALLBACK_FILE } from "./post-build.ts";
import {
  LISTED_PATHS,
  NOT_FOUND_PATH,
  PAGE_PATHS,
  PUBLIC_PATHS,
  pageFile,
  UNLISTED_PATHS,
} from "./routes.ts";
import { scriptHashSource } from "./security-headers.ts";
import { CHUNK_MAP_FILE, type ChunkMap, SHELL_COMPILE_HINT, shellModules } from "./shell-chunk.ts";

/**
 * The post-build steps on React Router's real output (docs/architecture.md#build): the site is
 * built once (`react-router build`, with the steps in `buildEnd`) into a folder of this run's own,
 * and each page React Router prerendered is rendered again from the same server build, the way its
 * prerender asks for it. When React Router's output changes shape, the build fails (the steps
 * throw) and so does this file.
 */

const WEB_DIR = path.resolve(import.meta.dirname, "..");
/** Inside apps/web so the server build resolves react & co.; `node_modules` keeps it out of git. */
const BUILD_DIR = path.join(WEB_DIR, "node_modules", `.prerender-test-${process.pid}`);
const CLIENT_DIR = path.join(BUILD_DIR, "client");
const REACT_ROUTER_CLI = path.join(WEB_DIR, "node_modules", "@react-router", "dev", "bin.cjs");

/** First-visit JavaScript budget of every public page, bytes of gzip -9 (docs/decisions.md#small-bundles). */
const FIRST_VISIT_JS_BUDGET = 120 * 1024;

/** Every prerendered page and the file it lands in. */
const PAGES = [
  ...PAGE_PATHS.map((page) => ({ page, file: pageFile(page) })),
  { page: NOT_FOUND_PATH, file: "404.html" },
];

/** A page as React Router's prerender receives it (the same request: the path with a trailing slash). */
let renderRaw: (page: string) => Promise<string>;

beforeAll(async () => {
  await rm(BUILD_DIR, { recursive: true, force: true });
  // The build's own environment: without vitest's NODE_ENV=test, so it is the production build.
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_BUILD_DIR: BUILD_DIR };
  delete env.NODE_ENV;
  await promisify(execFile)(process.execPath, [REACT_ROUTER_CLI, "build"], {
    cwd: WEB_DIR,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const build = (await import(path.join(BUILD_DIR, "server", "index.js"))) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  renderRaw = async (page) => {
    const url = new URL(`${page}/`.replace(/\/\/+$/, "/"), "http://localhost");
    return (await handler(new Request(url))).text();
  };
}, 180_000);

afterAll(async () => {
  await rm(BUILD_DIR, { recursive: true, force: true });
});

/** The `href`s of the `<link rel="modulepreload">` elements under `node`, in document order. */
function modulepreloads(node: DefaultTreeAdapterTypes.ParentNode | string): string[] {
  const parent = typeof node === "string" ? parse(node) : node;
  return parent.childNodes.flatMap((child) => {
    if (!("tagName" in child)) return [];
    const own =
      child.tagName === "link" &&
      child.attrs.some((attr) => attr.name === "rel" && attr.value === "modulepreload")
        ? [child.attrs.find((attr) => attr.name === "href")?.value ?? ""]
        : [];
    return [...own, ...modulepreloads(child)];
  });
}

describe("the built site", () => {
  it("holds one page per route and 404.html, nothing left at the Not found path and no SPA fallback page", async () => {
    const files = (await readdir(CLIENT_DIR, { recursive: true })).filter((file) => file.endsWith(".html"));
    // The CMS's page is written after the pages, and is none of them (content-build/cms-files.ts).
    const cmsPage = `${CMS_PATH.slice(1)}/index.html`;
    expect(files).toContain(cmsPage);
    expect(files.filter((file) => file !== cmsPage).sort()).toEqual(PAGES.map(({ file }) => file).sort());
    expect(existsSync(path.join(CLIENT_DIR, SPA_FALLBACK_FILE))).toBe(false);
    expect(existsSync(path.join(CLIENT_DIR, NOT_FOUND_PATH.slice(1)))).toBe(false);
    expect(await readFile(path.join(CLIENT_DIR, "404.html"), "utf8")).toContain("Page Not Found");
  });

  it.each(PAGES)(
    "$file is React Router's page for $page with its scripts started after first paint",
    async ({ page, file }) => {
      const raw = await renderRaw(page);
      const built = await readFile(path.join(CLIENT_DIR, file), "utf8");
      const preloads = modulepreloads(raw);
      expect(preloads.length).toBeGreaterThan(2);
      for (const href of preloads) expect(existsSync(path.join(CLIENT_DIR, href)), href).toBe(true);

      expect(built).toBe(deferHydration(raw));
      expect(modulepreloads(built)).toEqual([]);
      expect(built).not.toMatch(/<script[^>]*type="module"/);
      expect(built).toContain(`p=${JSON.stringify(preloads)},i=0;`);
    },
  );

  it("fixes the footer's year at build time, in the page and in its script alike (no other year after a click)", async () => {
    const year = String(new Date().getFullYear());
    const home = await readFile(path.join(CLIENT_DIR, "index.html"), "utf8");
    expect(home).toMatch(new RegExp(`© (<!-- -->)?${year}(<!-- -->)? `));
    const assets = (await readdir(path.join(CLIENT_DIR, "assets"))).filter((file) => file.endsWith(".js"));
    const scripts = await Promise.all(
      assets.map((file) => readFile(path.join(CLIENT_DIR, "assets", file), "utf8")),
    );
    const footer = scripts.filter((script) => script.includes("All rights reserved"));
    expect(footer).toHaveLength(1);
    expect(footer[0]).toMatch(new RegExp(`[\`"']${year}[\`"']`));
    expect(footer[0]).not.toContain("getFullYear");
  });

  it("lists the indexable pages in sitemap.xml, on the canonical origin, and points robots.txt at it", async () => {
    const sitemap = await readFile(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string));
    expect(listed.map((url) => url.pathname).sort()).toEqual([...LISTED_PATHS].sort());
    expect(new Set(listed.map((url) => url.origin)).size).toBe(1);
    for (const unlisted of [...UNLISTED_PATHS, NOT_FOUND_PATH]) expect(sitemap).not.toContain(`${unlisted}<`);
    const robots = await readFile(path.join(CLIENT_DIR, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${listed[0]?.origin}/sitemap.xml`);
  });

  it("gives _headers a policy that allows each page's inline scripts, also the module script its start inserts", async () => {
    const headers = await readFile(path.join(CLIENT_DIR, "_headers"), "utf8");
    const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1] ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    for (const { page, file } of PAGES) {
      const raw = await renderRaw(page);
      const built = await readFile(path.join(CLIENT_DIR, file), "utf8");
      const inline = [
        ...`${raw}${built}`.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length).toBeGreaterThan(3);
      for (const [, text] of inline)
        expect(scriptSrc, `${page}: ${text?.slice(0, 60)}`).toContain(scriptHashSource(text ?? ""));
    }
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("challenges.cloudflare.com");
    expect(policy).toContain("img-src 'self' data: blob: https://images.unsplash.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers).toMatch(/^\/admin\n {2}X-Robots-Tag: noindex\n {2}Cache-Control: no-store$/m);
  });

  it.each(PUBLIC_PATHS.map((page) => ({ page, file: pageFile(page) })))(
    `$page: a first visit downloads at most ${FIRST_VISIT_JS_BUDGET / 1024} KB gzip of JavaScript`,
    async ({ file }) => {
      const built = await readFile(path.join(CLIENT_DIR, file), "utf8");
      const started = /,p=(\[[^\]]*\]),i=0;/.exec(built)?.[1];
      const modules = JSON.parse(started ?? "[]") as string[];
      expect(modules.length).toBeGreaterThan(2);
      let bytes = 0;
      for (const href of modules)
        bytes += gzipSync(await readFile(path.join(CLIENT_DIR, href)), { level: 9 }).length;
      expect(bytes, modules.join(" ")).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET);
    },
  );

  it.each([...PUBLIC_PATHS.map((page) => pageFile(page)), "404.html"])(
    "%s tells a shared link its 1200 x 630 picture on an absolute URL, its alt text and a large card",
    async (file) => {
      const built = await readFile(path.join(CLIENT_DIR, file), "utf8");
      const tag = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`)
          .exec(built)?.[1]
          ?.replaceAll("&amp;", "&");
      expect(new URL(tag("og:image") ?? "").protocol).toBe("https:");
      expect([tag("og:image:width"), tag("og:image:height")]).toEqual(["1200", "630"]);
      expect(tag("og:image:alt")).toBeTruthy();
      expect(tag("twitter:card")).toBe("summary_large_image");
    },
  );

  it("puts React, React DOM, React Router and every module root.tsx reaches by static imports in the shell chunk, and nothing else of the app", async () => {
    const map = JSON.parse(await readFile(path.join(BUILD_DIR, CHUNK_MAP_FILE), "utf8")) as ChunkMap;
    const shell = map.chunks[map.shell]?.modules ?? [];
    const all = Object.values(map.chunks).flatMap((chunk) => chunk.modules);
    expect(new Set(all).size, "a module in two chunks").toBe(all.length);
    // A module whose code the bundler dropped entirely (root.tsx imports the visit script for the prerender only) is in no chunk.
    const bundled = new Set(all);
    const reached = shellModules(map.staticImports, "app/root.tsx");
    for (const module of [
      "app/root.tsx",
      "app/components/layout/header.tsx",
      "app/components/hydration/static-part.tsx",
    ])
      expect(reached).toContain(module);
    for (const module of [...reached].filter((id) => bundled.has(id)))
      expect(shell, `${module} is outside the shell chunk`).toContain(module);
    for (const module of [
      "react-dom/client.js",
      "react-router/dist/production/lib/router/router.js",
      "scheduler/index.js",
    ])
      expect(
        shell.some((id) => id.endsWith(`node_modules/${module}`)),
        module,
      ).toBe(true);
    for (const module of shell.filter((id) => /^app\/.*\.[jt]sx?$/.test(id)))
      expect(reached.has(module), `${module} is in the shell chunk but root.tsx does not import it`).toBe(
        true,
      );
    expect(
      shell.filter((id) => /^app\/(components\/pages|features|routes)\/|\.parts\.tsx$/.test(id)),
    ).toEqual([]);
  });

  it("opens the shell chunk, and no other, with V8's compile hint, so its functions compile off the main thread", async () => {
    const map = JSON.parse(await readFile(path.join(BUILD_DIR, CHUNK_MAP_FILE), "utf8")) as ChunkMap;
    for (const file of Object.keys(map.chunks)) {
      const code = await readFile(path.join(CLIENT_DIR, file), "utf8");
      expect(code.startsWith(`${SHELL_COMPILE_HINT}\n`), file).toBe(file === map.shell);
    }
  });
});
