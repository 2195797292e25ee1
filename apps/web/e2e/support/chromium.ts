/**
 * The one Chromium the browser tests (playwright.config.ts) and the site benchmark
 * (bench/site.mjs) start, and its flags (docs/architecture.md#testing). No browser is ever
 * downloaded: it is Debian's Chromium, which scripts/ensure-chromium.sh installs when missing.
 */

/** The Chromium binary: `CHROME_PATH`, default Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Flags for every Chromium started here: no sandbox and no GPU (containers and CI have neither),
 * and none of the browser's own network traffic (updates, sync, first-run, QUIC), so the only
 * requests are the page's. Headless mode is each caller's own (Playwright adds its own flag).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
