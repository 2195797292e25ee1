import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Where `pnpm dev` forwards `/api/*`: the worker under `wrangler dev` (apps/worker), on
 * `WORKER_DEV_PORT` (default 8787) unless `WORKER_DEV_URL` names another.
 */
const WORKER_DEV_URL =
  process.env.WORKER_DEV_URL ?? `http://127.0.0.1:${process.env.WORKER_DEV_PORT ?? 8787}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one chunk: every page needs all of them at
            // once, and one file gzips smaller and costs the deferred start one preload instead
            // of four (docs/decisions.md#hydration-in-pieces).
            // The same for the header's and the root's own modules (what hydrates on every page),
            // with the section frame the pages' shells use: one chunk, not one per module. A module listed here but no longer needed by the
            // header would be downloaded by every first visit: keep the list to what root.tsx
            // imports.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                {
                  name: "shell",
                  test: /app[\\/](components[\\/](layout[\\/](header|mobile-menu|services-dropdown|brand-logo|exact-nav-link|nav-styles|use-scrolled-past|site-layout|splash-script)|ui[\\/](button-link|nav-icon)|sections[\\/]section|hydration[\\/][\w-]+)|config[\\/]site|content[\\/]shared[\\/](navigation|service-pages)|lib[\\/]meta)\.tsx?$|vite[\\/]preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: WORKER_DEV_URL, changeOrigin: false } },
  },
  // Where Vite keeps its pre-bundled dependencies: `WEB_DEV_CACHE_DIR` gives a second dev server
  // of this app (the browser tests' one) its own folder, so it never rewrites the one `pnpm dev`
  // serves from.
  cacheDir: process.env.WEB_DEV_CACHE_DIR ?? "node_modules/.vite",
  // What the dev server pre-bundles before the first page asks for it
  // (docs/reference.md#local-development). With no index.html, Vite's scan has no entry and
  // React Router's plugin names none, so the app's imports would be found only as a page loads:
  // Vite then re-bundles, answers the page's old imports `504 (Outdated Optimize Dep)` and
  // reloads it. Scanning the root and every route from the start finds them all; the contract's
  // zod entry points are named too (it is a linked workspace package, so they are reached
  // through it).
  optimizeDeps: {
    entries: ["app/root.tsx", "app/routes/*.tsx", "!app/**/*.test.tsx"],
    include: ["@clearwell/contract > zod/mini", "@clearwell/contract > zod/v4/locales/en.js"],
  },
});
