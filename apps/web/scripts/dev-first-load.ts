/**
 * Checks `pnpm dev`'s first page loads (docs/reference.md#local-development): opens every page of
 * the site once (each in a fresh browser context, as a first visit) on the running dev server in
 * Debian's Chromium, and fails (exit 1) when a page loads more than once (Vite reloading it after
 * re-bundling its dependencies), answers a request 5xx (`504 Outdated Optimize Dep`), throws, logs
 * an error or does not hydrate. Run it right after starting `pnpm dev` on a fresh
 * `apps/web/node_modules/.vite` (the first load is the one that matters):
 *
 *     rm -rf apps/web/node_modules/.vite && pnpm dev
 *     pnpm --filter @clearwell/web dev:check      # in a second terminal
 *
 * Env: `DEV_SITE_URL` (default `http://localhost:${WEB_DEV_PORT ?? 5173}`); `CHROME_PATH`.
 * Requests to other hosts (photos, map) are answered 204 here, so nothing leaves the machine.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium.ts";
import { PAGE_PATHS, UNKNOWN_PATH } from "../prerender/routes.ts";

const base = process.env.DEV_SITE_URL ?? `http://localhost:${process.env.WEB_DEV_PORT ?? 5173}`;
/** How long a page is watched after its `load` event for a late reload or error, in ms. */
const SETTLE_MS = 3_000;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
let failed = 0;
try {
  for (const path of [...PAGE_PATHS, UNKNOWN_PATH]) {
    const context = await browser.newContext();
    const origin = new URL(base).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204 }),
    );
    const page = await context.newPage();
    const problems: string[] = [];
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    page.on("response", (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    await page.goto(new URL(path, base).href, { waitUntil: "load" });
    await page
      .waitForFunction(() => "__reactRouterRouteModules" in window, null, { timeout: 30_000 })
      .catch(() => {
        problems.push("never hydrated");
      });
    await page.waitForTimeout(SETTLE_MS);
    if (loads !== 1) problems.push(`loaded ${loads} times`);
    if (problems.length > 0) failed += 1;
    console.log(
      `${problems.length === 0 ? "ok  " : "FAIL"} ${path}${problems.map((line) => `\n     ${line}`).join("")}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(failed === 0 ? "every page loaded once, with no error" : `${failed} page(s) failed`);
process.exitCode = failed === 0 ? 0 : 1;
