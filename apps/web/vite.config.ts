import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./content-build/content-plugin.ts";
import { shellChunk } from "./prerender/shell-chunk.ts";

/** The shell chunk's group and the plugin that derives it from root.tsx's static imports. */
const shell = shellChunk(import.meta.dirname);

/**
 * Where `pnpm dev` forwards `/api/*`: the worker under `wrangler dev` (apps/worker), on
 * `WORKER_DEV_PORT` (default 8787) unless `WORKER_DEV_URL` names another.
 */
const WORKER_DEV_URL =
  process.env.WORKER_DEV_URL ?? `http://127.0.0.1:${process.env.WORKER_DEV_PORT ?? 8787}`;

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter(), shell.plugin],
  // The year the site is built, for the footer's copyright line: the prerendered HTML and every
  // later render in the browser show the same year (app/components/layout/footer.tsx).
  define: { "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // One chunk for what every page's first visit runs: React, React DOM, React Router
            // and root.tsx with every module it imports statically, derived from the build's
            // module graph (prerender/shell-chunk.ts; docs/decisions.md#hydration-in-pieces).
            codeSplitting: { groups: [shell.group] },
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
