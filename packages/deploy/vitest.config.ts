import { defineConfig } from "vitest/config";

/** The setup and deploy commands' tests: plain Node, every outside effect replaced (test/fakes.ts). */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
  },
});
