import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach } from "vitest";
import { disposeRuns, watchRuns } from "../helpers/workflow-runs.ts";

/**
 * Runs before every test file: the archive's tables exist, made by the real migrations
 * (apps/worker/migrations, read in Node by vitest.config.ts and passed as TEST_MIGRATIONS); applying
 * them again is a no-op. Every test starts with an empty archive (storage lives as long as the
 * file), so a submission one test sent is not "already sent" in the next, and ends with its
 * delivery runs deleted (test/helpers/workflow-runs.ts).
 */
const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(env.DB, TEST_MIGRATIONS);

beforeEach(async () => {
  await watchRuns();
  await env.DB.batch(
    [
      "delivery_events",
      "deliveries",
      "provider_events",
      "alerts",
      "admin_audit",
      "inquiry_events",
      "inquiries",
      "blocked_senders",
      "daily_counts",
      "confirmation_claims",
      "form_token_uses",
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
});

afterEach(() => disposeRuns());
