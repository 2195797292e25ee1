/**
 * Tests of what `pnpm dev`'s worker prints (scripts/dev-output.mjs, used by scripts/dev-worker.mjs;
 * docs/reference.md#local-development), on output shaped as wrangler 4 prints it. Run with
 * `node --test scripts/dev-output.test.mjs` (part of `pnpm lint`).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createStartupFilter, devBanner, isReadyLine, migrationSummary } from "./dev-output.mjs";

/** A table row of `wrangler d1 migrations apply` (one per migration, repeated per step). */
const row = (name, status = "") => `│ ${name.padEnd(29)} │${status ? ` ${status}     │` : ""}`;

const APPLIED = [
  "Resource location: local ",
  "",
  "Migrations to be applied:",
  "┌───────────────────────────────┐",
  "│ name                          │",
  row("0001_inquiries.sql"),
  row("0002_delivery_channels.sql"),
  row("0007_setup_checks.sql"),
  "└───────────────────────────────┘",
  "? About to apply 3 migration(s)",
  "🤖 Using fallback value in non-interactive context: yes",
  "🚣 6 commands executed successfully.",
  row("0001_inquiries.sql", "✅"),
  row("0002_delivery_channels.sql", "🕒️"),
  row("0007_setup_checks.sql", "🕒️"),
  "🚣 20 commands executed successfully.",
  row("0001_inquiries.sql", "✅"),
  row("0002_delivery_channels.sql", "✅"),
  row("0007_setup_checks.sql", "✅"),
].join("\n");

test("the migrations' tables become one line: how many, first and last", () => {
  assert.equal(
    migrationSummary(APPLIED),
    "applied 3 migrations (0001_inquiries.sql to 0007_setup_checks.sql)",
  );
  assert.equal(
    migrationSummary(`Migrations to be applied:\n${row("0008_more.sql")}\n${row("0008_more.sql", "✅")}`),
    "applied 1 migration (0008_more.sql)",
  );
  assert.equal(
    migrationSummary("Resource location: local \n\n\u001b[32m✅ No migrations to apply!\u001b[0m"),
    "up to date (no migration to apply)",
  );
});

const STARTUP = [
  "Using secrets defined in process.env",
  "\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mMissing required secrets: RESEND_API_KEY. Add them to .dev.vars, .env, or set as environment variables.\u001b[0m",
  "",
  "",
  "Your Worker has access to the following bindings:",
  "Binding                                    Resource                  Mode",
  "env.DB (clearwell-inquiries)               D1 Database               local",
  'env.MAIL_PROVIDER ("outbox")               Environment Variable      local',
  "",
  "▲ [WARNING] Scheduled Workers are not automatically triggered during local development.",
  "",
  "  To manually trigger a scheduled event, run:",
  '    curl "http://localhost:8787/cdn-cgi/local/scheduled"',
  "  For more details, see https://developers.cloudflare.com/workers/configuration/cron-triggers/",
  "",
  "",
  "⎔ Starting local server...",
  "✘ [ERROR] Something wrangler really wants to say",
  "[wrangler:info] ✨ Parsed 2 valid header rules.",
  "[wrangler:info] Ready on http://localhost:8787",
];

test("start-up: the bindings table, the two local warnings, start/ready lines and blanks go; anything else stays", () => {
  const keep = createStartupFilter();
  assert.deepEqual(STARTUP.filter(keep), [
    "✘ [ERROR] Something wrangler really wants to say",
    "[wrangler:info] ✨ Parsed 2 valid header rules.",
  ]);
  assert.equal(STARTUP.filter((line) => isReadyLine(line)).length, 1);
});

test("the block names the site, the API, the outbox, the inbox and the migrations, on the given ports", () => {
  const block = devBanner({
    webPort: 5174,
    workerPort: 8788,
    migrations: "up to date (no migration to apply)",
  });
  assert.match(block, /site +http:\/\/localhost:5174 /);
  assert.match(block, /API +http:\/\/localhost:8788\/api /);
  assert.match(block, /outbox +http:\/\/localhost:8788\/api\/outbox /);
  assert.match(block, /inbox +http:\/\/localhost:5174\/admin /);
  assert.match(block, /D1 +local archive: up to date/);
  assert.ok(block.split("\n").length <= 10, "one short block");
});
