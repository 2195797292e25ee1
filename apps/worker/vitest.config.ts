import { fileURLToPath } from "node:url";
import { toNodeHandler } from "@clearwell/testing/node-handler";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { createOutbound } from "./test/node/outbound.ts";
import { TEST_BINDINGS, WEBHOOK_HOST } from "./test/test-bindings.ts";

/**
 * Worker tests run inside workerd (the production runtime) with the top-level (production)
 * wrangler config, a few vars overridden for tests, and every outbound request of the worker
 * answered here in Node, at the network edge (docs/architecture.md#testing): Resend by the shared
 * stand-in of @clearwell/testing, Turnstile and Access by test/node/outbound.ts.
 */
const outbound = createOutbound({
  resendHost: new URL(TEST_BINDINGS.RESEND_API_URL).host,
  // The test key, and the one send-email-policy.test.ts puts in OTHER_ALLOWED_KEY.
  resendApiKeys: [TEST_BINDINGS.RESEND_API_KEY, "re_other_key"],
  accessHost: new URL(TEST_BINDINGS.ACCESS_TEAM_DOMAIN).host,
  webhookHost: WEBHOOK_HOST,
});
const configPath = fileURLToPath(new URL("./wrangler.jsonc", import.meta.url));
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

/**
 * The deploy settings of both environments as wrangler reads them (the workflows, rate limits,
 * observability, public URLs, D1 bindings, var names, secrets, routes and account), handed to the
 * tests (binding TEST_WRANGLER_CONFIG) so test/core/deploy-config.test.ts can check what a deploy would
 * publish.
 */
const wranglerConfig = JSON.stringify(
  Object.fromEntries(
    [undefined, "local"].map((name) => {
      const config = unstable_readConfig({ config: configPath, env: name });
      return [
        name ?? "top",
        {
          workflows: config.workflows,
          ratelimits: config.ratelimits,
          observability: config.observability,
          workers_dev: config.workers_dev,
          preview_urls: config.preview_urls,
          d1_databases: config.d1_databases,
          var_names: Object.keys(config.vars),
          secrets: config.secrets,
          routes: config.routes,
          account_id: config.account_id,
        },
      ];
    }),
  ),
);

/** Tests that run in Node instead (they decode photos with native decoders): `*.node.test.ts`. */
const NODE_TESTS = "test/**/*.node.test.ts";

export default defineConfig({
  test: {
    // One file at a time: every workerd file drives the one set of stand-ins above.
    fileParallelism: false,
    silent: "passed-only",
    projects: [
      {
        extends: true,
        plugins: [
          cloudflareTest({
            wrangler: { configPath },
            miniflare: {
              bindings: {
                ...TEST_BINDINGS,
                TEST_WRANGLER_CONFIG: wranglerConfig,
                // The private key the Access stand-in's certs belong to (the admin tests sign tokens with it).
                TEST_ACCESS_PRIVATE_JWK: JSON.stringify(outbound.accessPrivateJwk),
                TEST_ACCESS_PREVIOUS_JWK: JSON.stringify(outbound.accessPreviousPrivateJwk),
                // The D1 migrations, for applyD1Migrations inside workerd (readD1Migrations is Node-only).
                TEST_MIGRATIONS: migrations,
              },
              // A node:http listener (not a fetch handler), so a stand-in can drop the connection.
              outboundService: { node: toNodeHandler(outbound.handle) },
            },
          }),
        ],
        test: {
          name: "workerd",
          include: ["test/**/*.test.ts"],
          exclude: [NODE_TESTS],
          // The archive's tables, from the real migrations, before every file.
          setupFiles: ["./test/support/apply-migrations.ts"],
          // A test that sends an inquiry waits for its delivery run; on a busy 2-core machine that
          // can take longer than vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
      { extends: true, test: { name: "node", environment: "node", include: [NODE_TESTS] } },
    ],
  },
});
