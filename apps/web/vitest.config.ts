import { defineConfig } from "vitest/config";

/**
 * Component and unit tests in happy-dom (app/), and the post-build steps' tests (prerender/; the
 * test of the real build output picks its own environment); e2e lives in e2e/ and runs under
 * Playwright.
 */
export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "prerender/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
  },
});
