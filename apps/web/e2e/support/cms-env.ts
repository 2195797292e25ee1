import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DEV_SITE_PORT } from "./e2e-env.ts";

/**
 * The CMS browser test's own stack (playwright.cms.config.ts, docs/architecture.md#testing): a
 * copy of content/ in a folder of its own (the repository's content is never changed), the site's
 * dev server reading it with decap-server writing it, and a port for serving the build made from it.
 */

/** The dev server's port (`PW_DEV_SITE_PORT`, as the main suite's dev site). */
export const CMS_DEV_PORT = DEV_SITE_PORT;

/**
 * The folder holding the copy as `<dir>/content` (decap-server's repository root), one per dev
 * port, in the system's temporary folder: Vite's watcher ignores `test-results/` and
 * `node_modules/`, so a copy there would never reach the dev site.
 */
export const CMS_REPO_DIR = join(tmpdir(), `clearwell-cms-e2e-${CMS_DEV_PORT}`, "cms-repo");

/** The copied content folder the dev server and the build read. */
export const CMS_CONTENT_DIR = resolve(CMS_REPO_DIR, "content");

/** decap-server's port: `PW_DECAP_PORT`, default the dev server's + 1. */
export const CMS_DECAP_PORT = Number(process.env.PW_DECAP_PORT ?? CMS_DEV_PORT + 1);

/** The port the test serves the build on: `PW_CMS_SITE_PORT`, default the dev server's + 2. */
export const CMS_SITE_PORT = Number(process.env.PW_CMS_SITE_PORT ?? CMS_DEV_PORT + 2);
