import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type SetupCheck, type SetupCheckOf, type SetupReport, setupReportSchema } from "@clearwell/contract";
import { createResendStandInClient } from "@clearwell/testing/resend/client";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { accessCheck } from "../../src/setup/config-checks.ts";
import { PROBE_KEY } from "../../src/setup/photos-check.ts";
import { EXPECTED_MIGRATION } from "../../src/setup/setup-facts.ts";
import { callAdmin, failingDb } from "../helpers/admin.ts";
import type { ChangedEnv } from "../helpers/api.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { SENDING_ONLY_RESEND_KEY, STAND_IN_URL, TEST_BINDINGS } from "../test-bindings.ts";

/** The Setup panel's report, `GET /api/admin/setup` (docs/product.md#setup-panel). */

const logs = captureLogs();
const resend = createResendStandInClient(STAND_IN_URL);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await standIn.reset();
  await env.DB.prepare("DELETE FROM job_runs").run();
});

/** The report as the worker answers it (200, parsed with the contract's schema). */
async function readReport(changes?: ChangedEnv): Promise<SetupReport> {
  const response = await callAdmin("/api/admin/setup", changes ? { env: changes } : {});
  expect(response.status).toBe(200);
  return setupReportSchema.parse(await response.json());
}

/** The check with `id` of a report; throws when it has none. */
function checkOf<K extends SetupCheck["kind"]>(report: SetupReport, kind: K, id?: string): SetupCheckOf<K> {
  const found = report.checks.find((check) => check.kind === kind && (id === undefined || check.id === id));
  if (!found) throw new Error(`no ${kind} check ${id ?? ""}`);
  return found as SetupCheckOf<K>;
}

/** The state of every check, by id. */
function states(report: SetupReport): Record<string, string> {
  return Object.fromEntries(report.checks.map((check) => [check.id, check.state]));
}

/** ISO 8601 UTC time `ms` ago. */
function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

describe("GET /api/admin/setup", () => {
  it("answers every check in panel order with the test deployment's states", async () => {
    const report = await readReport();
    expect(states(report)).toEqual({
      "secret:RESEND_API_KEY": "ok",
      "secret:RESEND_WEBHOOK_SECRET": "ok",
      "secret:FORM_TOKEN_SECRET": "ok",
      "secret:NOTIFY_WEBHOOK_CRM_SECRET": "ok",
      "secret:GITHUB_OAUTH_CLIENT_SECRET": "ok",
      "sender-domain": "ok",
      "delivery-events": "missing",
      access: "ok",
      turnstile: "off",
      confirmation: "off",
      "notify-webhooks": "ok",
      "retention-run": "pending",
      "d1-schema": "ok",
      "answer-reminders": "ok",
      "photos-bucket": "ok",
    });
    expect(report.checks.map((check) => check.id)).toEqual(Object.keys(states(report)));
    expect(checkOf(report, "secret", "secret:NOTIFY_WEBHOOK_CRM_SECRET")).toMatchObject({
      use: "webhook_signing",
      webhook: "crm",
    });
    expect(Date.parse(report.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is behind Access and never cached, like the rest of the admin API", async () => {
    const response = await callAdmin("/api/admin/setup", { token: null });
    expect(response.status).toBe(401);
  });

  it("names each missing secret, and never answers a secret's value", async () => {
    const response = await callAdmin("/api/admin/setup", {
      env: {
        RESEND_API_KEY: "",
        FORM_TOKEN_SECRET: " ",
        RESEND_WEBHOOK_SECRET: undefined,
        NOTIFY_WEBHOOK_CRM_SECRET: undefined,
      },
    });
    const text = await response.text();
    expect(text).not.toContain(TEST_BINDINGS.NOTIFY_WEBHOOK_CRM_SECRET);
    const report = setupReportSchema.parse(JSON.parse(text));
    expect(states(report)).toMatchObject({
      "secret:RESEND_API_KEY": "missing",
      "secret:RESEND_WEBHOOK_SECRET": "missing",
      "secret:FORM_TOKEN_SECRET": "missing",
      "secret:NOTIFY_WEBHOOK_CRM_SECRET": "missing",
    });
    expect(checkOf(report, "sender_domain")).toMatchObject({ state: "missing", reason: "no_key" });
  });

  it("the site editor's client secret: off without a client id, missing with one, never its value", async () => {
    const off = await readReport({ GITHUB_OAUTH_CLIENT_ID: "", GITHUB_OAUTH_CLIENT_SECRET: "" });
    expect(checkOf(off, "secret", "secret:GITHUB_OAUTH_CLIENT_SECRET")).toMatchObject({
      state: "off",
      use: "cms_sign_in",
    });
    const missing = await readReport({ GITHUB_OAUTH_CLIENT_SECRET: " " });
    expect(states(missing)["secret:GITHUB_OAUTH_CLIENT_SECRET"]).toBe("missing");
    const response = await callAdmin("/api/admin/setup");
    expect(await response.text()).not.toContain(TEST_BINDINGS.GITHUB_OAUTH_CLIENT_SECRET);
  });

  it("with the local outbox, the Resend secrets, the domain and the delivery events are off", async () => {
    const report = await readReport({ MAIL_PROVIDER: "outbox", RESEND_API_KEY: "" });
    expect(states(report)).toMatchObject({
      "secret:RESEND_API_KEY": "off",
      "secret:RESEND_WEBHOOK_SECRET": "off",
      "sender-domain": "off",
      "delivery-events": "off",
    });
    expect((await standIn.recorded()).unexpected).toEqual([]);
  });
});

describe("the sender's domain at Resend", () => {
  it("verified: ok, naming the domain", async () => {
    expect(checkOf(await readReport(), "sender_domain")).toMatchObject({
      state: "ok",
      reason: "verified",
      domain: "clearwell-interiors.example",
      domainStatus: "verified",
      records: [],
    });
  });

  it("pending: failing, with each DNS record Resend still waits for", async () => {
    await resend.setDomains([{ name: "clearwell-interiors.example", status: "partially_verified" }]);
    const domain = checkOf(await readReport(), "sender_domain");
    expect(domain).toMatchObject({
      state: "failing",
      reason: "not_verified",
      domainStatus: "partially_verified",
    });
    expect(domain.records).toEqual([
      expect.objectContaining({
        record: "DKIM",
        type: "TXT",
        name: "resend._domainkey.clearwell-interiors.example",
        status: "pending",
      }),
    ]);
    await resend.setDomains([{ name: "clearwell-interiors.example", status: "pending" }]);
    expect(checkOf(await readReport(), "sender_domain").records).toHaveLength(3);
  });

  it("not on the account: missing", async () => {
    await resend.setDomains([{ name: "another.example", status: "verified" }]);
    expect(checkOf(await readReport(), "sender_domain")).toMatchObject({
      state: "missing",
      reason: "not_on_account",
    });
  });

  it("a key Resend refuses: failing with its status; a sending-only key: off", async () => {
    expect(checkOf(await readReport({ RESEND_API_KEY: "re_wrong" }), "sender_domain")).toMatchObject({
      state: "failing",
      reason: "key_refused",
      httpStatus: 403,
    });
    expect(
      checkOf(await readReport({ RESEND_API_KEY: SENDING_ONLY_RESEND_KEY }), "sender_domain"),
    ).toMatchObject({ state: "off", reason: "key_restricted", httpStatus: 401 });
  });

  it("Resend unreachable (dropped, 5xx, slower than PROVIDER_TIMEOUT_MS): failing, and the report still answers", async () => {
    const changes = { RESEND_API_URL: "https://hooks.test/resend" };
    await standIn.scriptWebhook("/resend/domains", [
      { networkError: true },
      { status: 502 },
      { delayMs: Number(TEST_BINDINGS.PROVIDER_TIMEOUT_MS) + 500 },
    ]);
    for (const httpStatus of [null, 502, null]) {
      const report = await readReport(changes);
      expect(checkOf(report, "sender_domain")).toMatchObject({
        state: "failing",
        reason: "unreachable",
        httpStatus,
      });
      expect(checkOf(report, "d1_schema").state).toBe("ok");
    }
  });

  it("no sender address: missing", async () => {
    expect(checkOf(await readReport({ MAIL_FROM_ADDRESS: "" }), "sender_domain")).toMatchObject({
      state: "missing",
      reason: "no_sender",
      domain: null,
    });
  });
});

describe("the checks read from D1", () => {
  const addEvent = (receivedAt: string) =>
    env.DB.prepare(
      "INSERT INTO provider_events (event_id, received_at, type, inquiry_id) VALUES (?, ?, ?, NULL)",
    )
      .bind(crypto.randomUUID(), receivedAt, "email.delivered")
      .run();

  it("delivery events: recent is ok; none lately is ok while no email was sent, failing once one was", async () => {
    await addEvent(ago(10 * DAY_MS));
    expect(checkOf(await readReport(), "delivery_events")).toMatchObject({
      state: "ok",
      reason: "quiet",
      count: 0,
    });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO inquiries (id, received_at, updated_at, status, name, email, subject, message, email_json, api_key_env_name, idempotency_key, idempotency_key_at) VALUES ('inquiry-x', ?1, ?1, 'sent', 'A', 'a@example.com', 'S', 'M', '', 'RESEND_API_KEY', 'inquiry-x', ?1)",
      ).bind(ago(DAY_MS)),
      env.DB.prepare(
        "INSERT INTO deliveries (inquiry_id, channel, status, provider_message_id, created_at, updated_at) VALUES ('inquiry-x', 'email', 'sent', 'em_1', ?1, ?1)",
      ).bind(ago(DAY_MS)),
    ]);
    expect(checkOf(await readReport(), "delivery_events")).toMatchObject({
      state: "failing",
      reason: "stopped",
    });
    const recent = ago(60_000);
    await addEvent(recent);
    expect(checkOf(await readReport(), "delivery_events")).toMatchObject({
      state: "ok",
      reason: "recent",
      count: 1,
      lastAt: recent,
    });
  });

  it("the retention run: pending on a new site, with its next run; ok once the daily job ran; late after 2 days", async () => {
    const before = Date.now();
    const pending = checkOf(await readReport(), "retention_run");
    expect(pending).toMatchObject({ state: "pending", reason: "not_yet", lastAt: null, deleted: null });
    // The next 03:17 UTC (CRON.retention), within a day from now.
    const nextAt = new Date(pending.nextAt);
    expect([nextAt.getUTCHours(), nextAt.getUTCMinutes(), nextAt.getUTCSeconds()]).toEqual([3, 17, 0]);
    expect(nextAt.getTime()).toBeGreaterThan(before);
    expect(nextAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY_MS);

    const handler = worker.scheduled;
    if (!handler) throw new Error("the worker exports no scheduled handler");
    await handler(createScheduledController({ cron: CRON.retention, scheduledTime: Date.now() }), env);
    const run = checkOf(await readReport(), "retention_run");
    expect(run).toMatchObject({ state: "ok", reason: "recent", deleted: 0 });
    expect(Date.parse(run.lastAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    await env.DB.prepare("UPDATE job_runs SET last_run_at = ? WHERE job = 'retention'")
      .bind(ago(3 * DAY_MS))
      .run();
    expect(checkOf(await readReport(), "retention_run")).toMatchObject({ state: "failing", reason: "late" });
  });

  it("the retention run: missing when the archive was set up more than 2 days ago and no run is recorded", async () => {
    const { applied } = (await env.DB.prepare(
      "SELECT json_group_object(id, applied_at) AS applied FROM d1_migrations",
    ).first<{ applied: string }>()) ?? { applied: "{}" };
    /** SQLite's CURRENT_TIMESTAMP form, as wrangler records a migration. */
    const sqliteTime = (ms: number) => ago(ms).replace("T", " ").slice(0, 19);
    try {
      // Set up 47 hours ago: still a new site.
      await env.DB.prepare("UPDATE d1_migrations SET applied_at = ?")
        .bind(sqliteTime(47 * 60 * 60 * 1000))
        .run();
      expect(checkOf(await readReport(), "retention_run")).toMatchObject({
        state: "pending",
        reason: "not_yet",
      });
      // Set up 3 days ago: the daily run should have run by now.
      await env.DB.prepare("UPDATE d1_migrations SET applied_at = ?")
        .bind(sqliteTime(3 * DAY_MS))
        .run();
      expect(checkOf(await readReport(), "retention_run")).toMatchObject({
        state: "missing",
        reason: "never",
        lastAt: null,
      });
    } finally {
      for (const [id, at] of Object.entries(JSON.parse(applied) as Record<string, string>)) {
        await env.DB.prepare("UPDATE d1_migrations SET applied_at = ? WHERE id = ?")
          .bind(at, Number(id))
          .run();
      }
    }
  });

  it("the D1 schema: ok at the newest migration, failing when it is not applied or nothing ever was", async () => {
    expect(checkOf(await readReport(), "d1_schema")).toMatchObject({
      state: "ok",
      reason: "current",
      expected: EXPECTED_MIGRATION,
      applied: EXPECTED_MIGRATION,
    });
    const row = await env.DB.prepare("SELECT id, name, applied_at FROM d1_migrations WHERE name = ?")
      .bind(EXPECTED_MIGRATION)
      .first<{ id: number; name: string; applied_at: string }>();
    if (!row) throw new Error("the newest migration is not applied");
    try {
      await env.DB.prepare("DELETE FROM d1_migrations WHERE id = ?").bind(row.id).run();
      expect(checkOf(await readReport(), "d1_schema")).toMatchObject({ state: "failing", reason: "behind" });
      await env.DB.prepare("ALTER TABLE d1_migrations RENAME TO d1_migrations_aside").run();
      try {
        expect(checkOf(await readReport(), "d1_schema")).toMatchObject({
          state: "failing",
          reason: "never_migrated",
          applied: null,
        });
      } finally {
        await env.DB.prepare("ALTER TABLE d1_migrations_aside RENAME TO d1_migrations").run();
      }
    } finally {
      await env.DB.prepare("INSERT INTO d1_migrations (id, name, applied_at) VALUES (?, ?, ?)")
        .bind(row.id, row.name, row.applied_at)
        .run();
    }
  });

  it("EXPECTED_MIGRATION is the newest file of apps/worker/migrations", () => {
    const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: { name: string }[] };
    const names = TEST_MIGRATIONS.map((migration) => migration.name).sort();
    expect(EXPECTED_MIGRATION).toBe(names.at(-1));
  });

  for (const [what, DB] of [
    ["D1 failing", failingDb()],
    ["no DB binding", undefined],
  ] as const) {
    it(`${what}: the report still answers, and each D1 check says the archive is unavailable`, async () => {
      const report = await readReport({ DB });
      expect(states(report)).toMatchObject({
        "delivery-events": "failing",
        "retention-run": "failing",
        "d1-schema": "failing",
        "sender-domain": "ok",
      });
      for (const kind of ["delivery_events", "retention_run", "d1_schema"] as const) {
        expect(checkOf(report, kind)).toMatchObject({ reason: "archive_unavailable" });
      }
      expect(logs.events("archive_unavailable").map((line) => line.during)).toEqual(
        expect.arrayContaining(["setup delivery events", "setup retention run", "setup d1 schema"]),
      );
    });
  }
});

describe("the configuration checks", () => {
  it("Access: ok when set, off on localhost with ADMIN_AUTH local, missing or failing otherwise", async () => {
    expect(checkOf(await readReport(), "access")).toMatchObject({ state: "ok", reason: "configured" });
    const local = await callAdmin("/api/admin/setup", {
      baseUrl: "http://localhost:8787",
      token: null,
      env: { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "", ADMIN_AUTH: "local" },
    });
    expect(checkOf(setupReportSchema.parse(await local.json()), "access")).toMatchObject({
      state: "off",
      reason: "local",
    });
    const half = { ...env, ACCESS_AUD: "", ADMIN_AUTH: "local" } as Env;
    expect(accessCheck(half)).toMatchObject({
      state: "missing",
      reason: "incomplete",
      missing: ["ACCESS_AUD"],
    });
    const invalid = { ...env, ACCESS_TEAM_DOMAIN: "not a url" } as Env;
    expect(accessCheck(invalid)).toMatchObject({ state: "failing", reason: "team_domain_invalid" });
  });

  it("Turnstile: on with its secret, off without", async () => {
    expect(
      checkOf(await readReport({ TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" }), "turnstile"),
    ).toMatchObject({
      state: "ok",
      on: true,
    });
    expect(checkOf(await readReport(), "turnstile")).toMatchObject({ state: "off", on: false });
  });

  it("the visitor's confirmation: off, waiting for Turnstile, or on", async () => {
    expect(checkOf(await readReport(), "confirmation")).toMatchObject({
      state: "off",
      reason: "autoresponder_off",
    });
    expect(checkOf(await readReport({ AUTORESPONDER: "on" }), "confirmation")).toMatchObject({
      state: "missing",
      reason: "turnstile_not_configured",
    });
    const on = await readReport({
      AUTORESPONDER: "on",
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
    });
    expect(checkOf(on, "confirmation")).toMatchObject({ state: "ok", reason: "on" });
  });

  it("NOTIFY_WEBHOOKS: ok with each webhook, off when empty, failing with the parser's reason", async () => {
    expect(checkOf(await readReport(), "notify_webhooks")).toMatchObject({
      state: "ok",
      webhooks: [
        { name: "crm", format: "json" },
        { name: "sales", format: "slack" },
      ],
      error: null,
    });
    expect(checkOf(await readReport({ NOTIFY_WEBHOOKS: "" }), "notify_webhooks")).toMatchObject({
      state: "off",
      webhooks: [],
    });
    const broken = await readReport({ NOTIFY_WEBHOOKS: '[{"name":"x"' });
    expect(checkOf(broken, "notify_webhooks")).toMatchObject({
      state: "failing",
      error: "NOTIFY_WEBHOOKS is not valid JSON.",
    });
    // A refused list names no webhook, so no webhook secret is asked for.
    expect(broken.checks.some((check) => check.id === "secret:NOTIFY_WEBHOOK_CRM_SECRET")).toBe(false);
  });
});

describe("the photos bucket (PHOTOS)", () => {
  it("ok when the binding answers a read of a key no photo has; the read stores nothing", async () => {
    expect(checkOf(await readReport(), "photos_bucket")).toEqual({
      kind: "photos_bucket",
      id: "photos-bucket",
      state: "ok",
      reason: "ready",
    });
    expect(PROBE_KEY.startsWith("inquiries/")).toBe(false);
    expect(await env.PHOTOS.head(PROBE_KEY)).toBeNull();
    expect((await env.PHOTOS.list({ prefix: "setup-check/" })).objects).toEqual([]);
    expect(logs.events("photos_unavailable")).toEqual([]);
  });

  it("no PHOTOS binding: failing, and every other check still answers", async () => {
    const report = await readReport({ PHOTOS: undefined });
    expect(checkOf(report, "photos_bucket")).toMatchObject({ state: "failing", reason: "no_binding" });
    expect(states(report)).toMatchObject({ "d1-schema": "ok", "sender-domain": "ok" });
    expect(report.checks.at(-1)?.id).toBe("photos-bucket");
  });

  it("R2 throws: failing, logged photos_unavailable without the key's data; the report still answers", async () => {
    let asked: string | undefined;
    const broken = {
      head: async (key: string) => {
        asked = key;
        throw new Error("R2 internal error (10001): We encountered an internal error. Please try again.");
      },
    };
    const report = await readReport({ PHOTOS: broken });
    expect(checkOf(report, "photos_bucket")).toMatchObject({ state: "failing", reason: "unavailable" });
    expect(asked).toBe(PROBE_KEY);
    expect(logs.events("photos_unavailable")).toEqual([
      {
        level: "error",
        event: "photos_unavailable",
        id: null,
        during: "setup photos bucket",
        name: "Error",
        message: "R2 internal error (10001): We encountered an internal error. Please try again.",
      },
    ]);
    expect(states(report)).toMatchObject({ "d1-schema": "ok" });
  });
});
