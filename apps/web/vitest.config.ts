import { defineConfig } from "vitest/config";
import { contentPlugin } from "./content-build/content-plugin.ts";

/**
 * Component and unit tests in happy-dom (app/), and the post-build steps' tests (prerender/; the
 * test of the real build output picks its own environment); e2e lives in e2e/ and runs under
 * Playwright.
 */
export default defineConfig({
  // Content files load as the build loads them: checked, placeholders filled (content-build/).
  plugins: [contentPlugin()],
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "prerender/**/*.test.ts", "content-build/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
  },
});
