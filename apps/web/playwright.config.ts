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
 * End-to-end tests in a real browser (docs/architecture.md#testing): Debian's Chromium
 * (e2e/support/chromium.ts; never downloaded) against the stack `pnpm start` runs - the site and
 * the API on one origin from `wrangler dev --env local`, its Resend provider pointed at a local
 * stand-in (e2e/support/resend-stand-in-server.ts) - serving a snapshot of the build
 * (e2e/support/snapshot-site.ts), with a D1 wiped and migrated per worker port
 * (e2e/support/d1-state.ts); third-party hosts are answered by e2e/support/fixtures.ts. The site is
 * built here, once (turbo's `e2e` task does not build it first). Env: `PW_SKIP_BUILD=1` reuses the
 * build; `PW_WORKER_PORT` / `PW_STAND_IN_PORT` / `PW_DEV_WORKER_PORT` / `PW_DEV_SITE_PORT` move the
 * ports (8788 / 8789 / 8790 / dev worker's + 1000) and `PW_OUTPUT_DIR` the artifacts, so two runs
 * can share a machine; `PW_RUN_ID` names the screenshot folder (default: a timestamp).
 */
process.env.PW_RUN_ID ??= new Date().toISOString().replace(/[:.]/g, "-");

const buildFirst = process.env.PW_SKIP_BUILD ? "" : "pnpm --filter @clearwell/web build && ";
/** Spec files on a stack of their own (playwright.cms.config.ts), never run by this config. */
const OWN_STACK_SPECS = ["cms-content.spec.ts"];
/**
 * Spec files whose assertions do not depend on the viewport (headers, the dev setup, the early
 * Send's timing, spam verdicts, the visit script's storage, the inbox's URL): they run in the
 * desktop project only. A spec that checks a layout, a menu or a control at 390 px is not listed.
 */
const VIEWPORT_FREE_SPECS = [
  "dev-setup.spec.ts",
  "early-send.spec.ts",
  "inbox-url.spec.ts",
  "leads-privacy.spec.ts",
  "security-headers.spec.ts",
  "spam-and-confirmation.spec.ts",
];
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
  testIgnore: OWN_STACK_SPECS,
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
      testIgnore: [...OWN_STACK_SPECS, ...VIEWPORT_FREE_SPECS],
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
      // `pnpm dev`'s setup as it is, for the specs on DEV_ORIGIN / DEV_SITE_ORIGIN: the site's dev
      // server as `pnpm dev` runs it, forwarding /api/* to a second worker (outbox provider, local
      // webhook receiver, no account; it fetches the dev server's Contact page for a plain form
      // post's answer). Both start at once; the worker serves the snapshot the worker above wrote,
      // and starts listening once the dev server answers, so its /api/health means both are up.
      name: "dev-stack",
      command: [
        `pnpm exec react-router dev --port ${DEV_SITE_PORT} --strictPort &`,
        [
          `"${process.execPath}" e2e/support/wait-for-url.ts ${SITE_ORIGIN}/api/health`,
          `"${process.execPath}" e2e/support/d1-state.ts ${DEV_STATE_DIR}`,
          `cd ../worker && ${migrateArchive(DEV_STATE_DIR)} < /dev/null`,
          `"${process.execPath}" ../web/e2e/support/wait-for-url.ts ${DEV_SITE_ORIGIN}/`,
          wranglerDev(DEV_WORKER_PORT, DEV_STATE_DIR, devWorkerVars),
        ].join(" && "),
      ].join(" "),
      url: `http://127.0.0.1:${DEV_WORKER_PORT}/api/health`,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WORKER_DEV_URL: `http://127.0.0.1:${DEV_WORKER_PORT}`,
        // No CMS local mode here (its own test is playwright.cms.config.ts).
        DECAP_SERVER: "off",
        // Its own pre-bundled dependencies (apps/web/vite.config.ts), apart from `pnpm dev`'s.
        WEB_DEV_CACHE_DIR: `node_modules/.vite-e2e-${DEV_SITE_PORT}`,
      } as Record<string, string>,
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: "ignore",
    },
  ],
});
