import path from "node:path";
import type { TestInfo } from "@playwright/test";

/**
 * Where e2e screenshots go: `test-results/screenshots/<run id>/`, a folder the test run names
 * (docs/architecture.md#testing). The run id is set once per run in playwright.config.ts
 * (`PW_RUN_ID`, a timestamp, inherited by the workers); set `PW_SCREENSHOT_DIR` to write
 * somewhere else.
 */
export const SCREENSHOT_DIR = path.resolve(
  process.env.PW_SCREENSHOT_DIR ??
    path.join(
      import.meta.dirname,
      "..",
      "..",
      "test-results",
      "screenshots",
      process.env.PW_RUN_ID ?? "local",
    ),
);

/**
 * The file for one screenshot: `<SCREENSHOT_DIR>/<name>-<project>.png`, e.g.
 * `contact-desktop.png` and `contact-mobile.png` for the two viewport projects.
 *
 * @param name - kebab-case name of what is shown, e.g. `contact` or `contact-errors`.
 */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  return path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`);
}
