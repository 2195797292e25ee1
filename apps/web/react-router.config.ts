import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeCmsFiles } from "./content-build/cms-files.ts";
import { runPostBuildSteps } from "./prerender/post-build.ts";
import { NOT_FOUND_PATH } from "./prerender/routes.ts";

/**
 * SPA mode with every static route prerendered to its own HTML file at build time
 * (docs/decisions.md#prerender-and-deferred-hydration): crawlers and first paint get the real
 * content; after hydration it is the same SPA. The Not found screen is prerendered too, at
 * `NOT_FOUND_PATH`. After the build, `buildEnd` runs the post-build steps (prerender/post-build.ts,
 * docs/architecture.md#build): `404.html`, scripts started after first paint, `sitemap.xml` and
 * `robots.txt`, and `_headers` (security headers, with Turnstile's origin when
 * `VITE_TURNSTILE_SITE_KEY` is set); then the CMS at /admin/content.
 */
export default {
  ssr: false,
  // `WEB_BUILD_DIR` moves the build elsewhere (bench/site.mjs and prerender/build-output.test.ts
  // build into a folder of their own so they never replace the build other tools serve); default `build/`.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PATH];
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await runPostBuildSteps(join(reactRouterConfig.buildDirectory, "client"), {
      turnstile: Boolean(viteConfig.env.VITE_TURNSTILE_SITE_KEY),
    });
    // The CMS goes in after the pages are checked: it is no page of the site (content-build/cms-files.ts).
    await writeCmsFiles(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
