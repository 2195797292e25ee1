import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.ts";
import { DEV_STATE_DIR, WORKER_STATE_DIR } from "./e2e/support/d1-state.ts";
import {
  DEV_SITE_ORIGIN,
  DEV_SITE_PORT,
  DEV_WORKER_PORT,
  SITE_ORIGIN,
  STAND_IN_URL,
  TEST_RECIPIENT,
  TEST_RESEND_KEY,
  WORKER_PORT,
} from "./e2e/support/e2e-env.ts";
import { SITE_SNAPSHOT_DIR } from "./e2e/support/snapshot-site.ts";

/**
 * End-to-end tests in a real browser (docs/architecture.md#testing): Playwright drives Debian's
 * Chromium (e2e/support/chromium.ts: `CHROME_PATH`, default /usr/bin/chromium; no browser is ever
 * downloaded) against the stack `pnpm start` runs - the built site and the API on one origin from
 * `wrangler dev --env local` in apps/worker - switched to the Resend provider pointed at a local
 * Resend stand-in (@clearwell/testing, e2e/support/resend-stand-in-server.ts) with a test key. The
 * worker serves a snapshot of the build (e2e/support/snapshot-site.ts) so a concurrent build
 * cannot pull it away. Third-party hosts (images, map) are answered locally by the fixture in
 * e2e/support/fixtures.ts. The worker's local state (the D1 inquiry archive) lives in a folder per
 * worker port (e2e/support/d1-state.ts), wiped and migrated (apps/worker/migrations) before
 * `wrangler dev` starts, so each run starts empty.
 *
 * Env: `PW_SKIP_BUILD=1` reuses the existing web build; `PW_WORKER_PORT` / `PW_STAND_IN_PORT` /
 * `PW_DEV_WORKER_PORT` / `PW_DEV_SITE_PORT` move the ports (8788 / 8789 / 8790 / the dev worker's
 * + 1000) so two runs can share a machine (with `PW_OUTPUT_DIR` for the artifacts); `PW_RUN_ID` names the screenshot
 * folder (default: a timestamp).
 */
process.env.PW_RUN_ID ??= new Date().toISOString().replace(/[:.]/g, "-");

const buildFirst = process.env.PW_SKIP_BUILD ? "" : "pnpm --filter @clearwell/web build && ";
/**
 * env.local's signed `json` webhook, pointed at the local receiver of the worker on `port` (env.local
 * points it at 8787, `pnpm dev`'s port).
 */
function localWebhooks(port: number): string {
  return JSON.stringify([
    {
      name: "local",
      url: `http://127.0.0.1:${port}/api/outbox/webhooks`,
      format: "json",
      secret: "NOTIFY_WEBHOOK_LOCAL_SECRET",
    },
  ]);
}
/** `--var 'NAME:value'` flags (single-quoted for the shell; no value here holds a quote). */
function varFlags(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `--var '${name}:${value}'`)
    .join(" ");
}
const workerVars = {
  MAIL_PROVIDER: "resend",
  RESEND_API_URL: STAND_IN_URL,
  RESEND_API_KEY: TEST_RESEND_KEY,
  CONTACT_RECIPIENTS: TEST_RECIPIENT,
  NOTIFY_WEBHOOKS: localWebhooks(WORKER_PORT),
  // The visitor's confirmation is tested on the dev worker (e2e/spam-and-confirmation.spec.ts); here
  // every email the stand-in receives is the business's.
  AUTORESPONDER: "off",
};
/**
 * The dev worker's vars: `pnpm dev`'s as scripts/dev-worker.mjs passes them - its own local
 * receiver, the site's dev server as `DEV_SITE_URL` - and that dev server's origin allowed, as
 * env.local allows `pnpm dev`'s.
 */
const devWorkerVars = {
  NOTIFY_WEBHOOKS: localWebhooks(DEV_WORKER_PORT),
  DEV_SITE_URL: DEV_SITE_ORIGIN,
  ALLOWED_ORIGINS: `${DEV_SITE_ORIGIN},http://127.0.0.1:${DEV_SITE_PORT}`,
};
/** Creates the inquiry archive's tables in a fresh local D1 (non-interactive: no prompt). */
const migrateArchive = (stateDir: string) =>
  `pnpm exec wrangler d1 migrations apply DB --local --env local --persist-to "${stateDir}"`;
/** A `wrangler dev --env local` worker (apps/worker) on `port`, serving the site snapshot. */
const wranglerDev = (port: number, stateDir: string, vars: Record<string, string>) =>
  [
    "pnpm exec wrangler dev --env local",
    `--ip 127.0.0.1 --port ${port}`,
    `--assets "${SITE_SNAPSHOT_DIR}"`,
    `--persist-to "${stateDir}"`,
    "--show-interactive-dev-session=false",
    varFlags(vars),
  ].join(" ");

export default defineConfig({
  testDir: "./e2e",
  outputDir: process.env.PW_OUTPUT_DIR ?? "./test-results/artifacts",
  fullyParallel: true,
  // Most of a test's time is spent waiting on the worker and the page, not on the CPU, so three
  // browsers run at once even on a 2-core machine (Playwright's default is half the cores).
  workers: Number(process.env.PW_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: SITE_ORIGIN,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      name: "resend-stand-in",
      command: `"${process.execPath}" e2e/support/resend-stand-in-server.ts`,
      url: `${STAND_IN_URL}/__control/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
    },
    {
      name: "worker",
      command: [
        `${buildFirst}"${process.execPath}" e2e/support/snapshot-site.ts`,
        `"${process.execPath}" e2e/support/d1-state.ts`,
        `cd ../worker && ${migrateArchive(WORKER_STATE_DIR)} < /dev/null && ${wranglerDev(WORKER_PORT, WORKER_STATE_DIR, workerVars)}`,
      ].join(" && "),
      url: `${SITE_ORIGIN}/api/health`,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
    },
    {
      // `pnpm dev`'s setup as it is (outbox provider, local webhook receiver, no account), for
      // e2e/dev-setup.spec.ts; it waits for the worker above, which writes the site snapshot.
      name: "dev-worker",
      command: [
        `"${process.execPath}" e2e/support/wait-for-url.ts ${SITE_ORIGIN}/api/health`,
        `"${process.execPath}" e2e/support/d1-state.ts ${DEV_STATE_DIR}`,
        `cd ../worker && ${migrateArchive(DEV_STATE_DIR)} < /dev/null && ${wranglerDev(DEV_WORKER_PORT, DEV_STATE_DIR, devWorkerVars)}`,
      ].join(" && "),
      url: `http://127.0.0.1:${DEV_WORKER_PORT}/api/health`,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
    },
    {
      // The site's dev server as `pnpm dev` runs it, forwarding /api/* to the dev worker, which
      // fetches its Contact page for a plain form post's answer (e2e/dev-setup.spec.ts).
      name: "dev-site",
      command: `pnpm exec react-router dev --port ${DEV_SITE_PORT} --strictPort`,
      url: `${DEV_SITE_ORIGIN}/`,
      env: {
        ...process.env,
        WORKER_DEV_URL: `http://127.0.0.1:${DEV_WORKER_PORT}`,
        // Its own pre-bundled dependencies (apps/web/vite.config.ts), apart from `pnpm dev`'s.
        WEB_DEV_CACHE_DIR: `node_modules/.vite-e2e-${DEV_SITE_PORT}`,
      } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
    },
  ],
});
