/**
 * Copies the built site (`build/client`) to `test-results/e2e-site-<worker port>/` and checks it is complete,
 * so the worker under test serves a snapshot that a concurrent `pnpm build` in the same checkout
 * cannot empty halfway through a run. playwright.config.ts runs it before `wrangler dev
 * --assets <snapshot>`; the rest of the assets settings (routing, 404 page, trailing slashes) still
 * come from apps/worker/wrangler.jsonc. Exits 1 with a message when the build is missing.
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { PAGE_PATHS, pageFile } from "../../prerender/routes.ts";
import { WORKER_PORT } from "./e2e-env.ts";

/** Where the snapshot goes (one per worker port); the worker's `--assets` points here. */
export const SITE_SNAPSHOT_DIR = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "test-results",
  `e2e-site-${WORKER_PORT}`,
);

const BUILD_DIR = path.resolve(import.meta.dirname, "..", "..", "build", "client");
/** Every prerendered page, and the three files the post-build steps write (prerender/post-build.ts). */
const REQUIRED = [...PAGE_PATHS.map(pageFile), "404.html", "sitemap.xml", "robots.txt"];

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const missing = REQUIRED.filter((file) => !existsSync(path.join(BUILD_DIR, file)));
  if (missing.length > 0) {
    console.error(`The web build is incomplete (missing ${missing.join(", ")} in ${BUILD_DIR}).`);
    console.error("Run `pnpm --filter @clearwell/web build` (or drop PW_SKIP_BUILD) and try again.");
    process.exit(1);
  }
  rmSync(SITE_SNAPSHOT_DIR, { recursive: true, force: true });
  cpSync(BUILD_DIR, SITE_SNAPSHOT_DIR, { recursive: true });
  console.log(`Site snapshot: ${SITE_SNAPSHOT_DIR}`);
}
