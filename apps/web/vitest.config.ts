import { defineConfig } from "vitest/config";

/** Component and unit tests in happy-dom; e2e lives in e2e/ and runs under Playwright. */
export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
