import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.ts";
import { CMS_CONTENT_DIR, CMS_DECAP_PORT, CMS_DEV_PORT } from "./e2e/support/cms-env.ts";

/**
 * The CMS's browser test (e2e/cms-content.spec.ts, docs/architecture.md#testing), apart from the
 * main suite's stack: one dev server as `pnpm dev` runs it, on a copy of content/ with decap-server
 * on its own port, and no network. `PW_DEV_SITE_PORT`, `PW_DECAP_PORT`, `PW_CMS_SITE_PORT` and
 * `PW_OUTPUT_DIR` move its ports and files.
 */
export default defineConfig({
  testDir: "./e2e",
  testMatch: "cms-content.spec.ts",
  outputDir: process.env.PW_OUTPUT_DIR ?? "./test-results/cms-artifacts",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: "list",
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    actionTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    name: "cms-dev-site",
    command: `"${process.execPath}" e2e/support/cms-content-copy.ts && "${process.execPath}" node_modules/@react-router/dev/bin.cjs dev --port ${CMS_DEV_PORT} --strictPort`,
    url: `http://localhost:${CMS_DEV_PORT}/admin/content`,
    env: {
      ...process.env,
      CONTENT_DIR: CMS_CONTENT_DIR,
      DECAP_SERVER_PORT: String(CMS_DECAP_PORT),
      WEB_DEV_CACHE_DIR: `node_modules/.vite-cms-${CMS_DEV_PORT}`,
    } as Record<string, string>,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
