import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { createResendStandIn } from "./test/node/resend-stand-in.ts";
import { TEST_BINDINGS } from "./test/test-bindings.ts";

/**
 * Worker tests run inside workerd (the production runtime) with the top-level (production)
 * wrangler config, a few vars overridden for tests, and every outbound request of the worker
 * answered by the Resend stand-in running here in Node (DESIGN.md 3: mock at the network edge).
 */
const standIn = createResendStandIn(
  TEST_BINDINGS.RESEND_API_KEY,
  new URL(TEST_BINDINGS.RESEND_API_URL).host,
  new URL(TEST_BINDINGS.ACCESS_TEAM_DOMAIN).host,
);
const configPath = fileURLToPath(new URL("./wrangler.jsonc", import.meta.url));
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

/**
 * The queue and rate-limit settings of both environments, as wrangler reads them, handed to the
 * tests (binding TEST_WRANGLER_BINDINGS) so they can check the code's constants match the config.
 */
const wranglerBindings = JSON.stringify(
  Object.fromEntries(
    [undefined, "local"].map((name) => {
      const config = unstable_readConfig({ config: configPath, env: name });
      return [name ?? "top", { queues: config.queues, ratelimits: config.ratelimits }];
    }),
  ),
);

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath },
      miniflare: {
        bindings: {
          ...TEST_BINDINGS,
          TEST_WRANGLER_BINDINGS: wranglerBindings,
          // The private key the Access stand-in's certs belong to (the admin tests sign tokens with it).
          TEST_ACCESS_PRIVATE_JWK: JSON.stringify(standIn.accessPrivateJwk),
          // The D1 migrations, for applyD1Migrations inside workerd (readD1Migrations is Node-only).
          TEST_MIGRATIONS: migrations,
        },
        outboundService: { node: standIn.handle },
      },
    }),
  ],
  test: {
    include: ["test/**/*.test.ts"],
    // The archive's tables, from the real migrations, before every file.
    setupFiles: ["./test/setup/apply-migrations.ts"],
    // One file at a time: every file drives the one Resend stand-in above.
    fileParallelism: false,
    silent: "passed-only",
  },
});
