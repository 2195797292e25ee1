import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { createResendStandIn } from "./test/node/resend-stand-in.ts";
import { TEST_BINDINGS } from "./test/test-bindings.ts";

/**
 * Worker tests run inside workerd (the production runtime) with the top-level (production)
 * wrangler config, a few vars overridden for tests, and every outbound request of the worker
 * answered by the Resend stand-in running here in Node (DESIGN.md 3: mock at the network edge).
 */
const standIn = createResendStandIn(TEST_BINDINGS.RESEND_API_KEY, new URL(TEST_BINDINGS.RESEND_API_URL).host);

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: fileURLToPath(new URL("./wrangler.jsonc", import.meta.url)) },
      miniflare: {
        bindings: { ...TEST_BINDINGS },
        outboundService: { node: standIn.handle },
      },
    }),
  ],
  test: {
    include: ["test/**/*.test.ts"],
    silent: "passed-only",
  },
});
