import { env } from "cloudflare:workers";
import { sendEmailRequestSchema } from "@clearwell/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { composeEmail } from "../../src/delivery/email/compose-email.ts";
import { openDeliveries } from "../../src/delivery/records/deliveries.ts";
import { readDelivery } from "../../src/delivery/records/delivery-reads.ts";
import { attemptChannel } from "../../src/delivery/run/channel-attempt.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { callAdmin, seedInquiry } from "../helpers/admin.ts";
import { callWorker, envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/** Everything the worker logged during a test, one string per console call. */
let logs: string[] = [];

beforeEach(async () => {
  await standIn.reset();
  logs = [];
  const capture = (...args: unknown[]) => {
    logs.push(args.map(String).join(" "));
  };
  vi.spyOn(console, "log").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
  vi.spyOn(console, "warn").mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The one JSON log line with this event. */
function logLine(event: string): Record<string, unknown> {
  const lines = logs.filter((line) => line.includes(`"event":"${event}"`));
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
}

/** Neither the key nor the visitor's message may appear in a log line or a response body. */
function expectNoSecretIn(...texts: string[]) {
  for (const text of [...texts, ...logs]) {
    expect(text).not.toContain(TEST_BINDINGS.RESEND_API_KEY);
    expect(text).not.toContain("We would like a quote");
  }
}

/** The business email channel's record of inquiry `id`. */
function emailRecord(id: string) {
  return readDelivery(env.DB, id, "email");
}

describe("provider failures (the run's email step, docs/architecture.md#delivery-channels)", () => {
  const rejected = [
    [400, "validation_error"],
    [401, "missing_api_key"],
    [403, "invalid_api_key"],
    [422, "missing_required_field"],
    [409, "invalid_idempotent_request"],
  ] as const;
  for (const [providerStatus, name] of rejected) {
    it(`Resend ${providerStatus} ${name} -> 202 queued (stored), the email channel \`failed\` at once, logged loudly with status, name and hint`, async () => {
      await standIn.setMode({
        status: providerStatus,
        name,
        message: `Resend says no; key ${TEST_BINDINGS.RESEND_API_KEY}`,
      });
      const response = await postInquiry(validInquiry());
      expect(response.status).toBe(202);
      const text = await response.text();
      const { id } = JSON.parse(text) as { id: string };
      expect(JSON.parse(text)).toEqual({ id, status: "queued" });
      await settleAllRuns();
      expect(await emailRecord(id)).toMatchObject({
        status: "failed",
        attempts: 1,
        last_error: `${providerStatus} ${name}`,
      });
      // Refused for good: never tried again.
      expect((await standIn.recorded()).emails).toHaveLength(1);
      const line = logLine("provider_failed");
      expect(line).toMatchObject({ level: "error", provider: "resend", status: providerStatus, name, id });
      expect(String(line.hint)).toContain(name);
      expect(logs.join("\n")).not.toContain("Resend says no");
      expectNoSecretIn(text);
    });
  }

  const retryable = [
    [409, "concurrent_idempotent_requests"],
    [429, "rate_limit_exceeded"],
    [500, "application_error"],
    [503, "application_error"],
  ] as const;
  for (const [providerStatus, name] of retryable) {
    it(`Resend ${providerStatus} ${name} -> 202 queued, the email channel \`queued\` for a retry in 10 s with the same key`, async () => {
      await standIn.setMode({ status: providerStatus, name, message: "x" });
      const response = await postInquiry(validInquiry());
      expect(response.status).toBe(202);
      const accepted = (await response.json()) as { id: string; status: string };
      expect(accepted.status).toBe("queued");
      expect(accepted.id).toMatch(/^inquiry-[0-9a-f]{64}$/);
      expect(await emailRecord(accepted.id)).toMatchObject({
        status: "queued",
        attempts: 1,
        last_error: `${providerStatus} ${name}`,
      });
      const [email] = (await standIn.recorded()).emails;
      expect(email?.headers["idempotency-key"]).toBe(accepted.id);
      expect(logLine("provider_failed")).toMatchObject({ level: "warn", status: providerStatus, name });
      expect(logLine("delivery_retry")).toMatchObject({
        id: accepted.id,
        channel: "email",
        delaySeconds: 10,
      });
    });
  }

  it("429 with retry-after -> the retry waits that long", async () => {
    await standIn.setMode({ status: 429, retryAfter: 7 });
    const response = await postInquiry(validInquiry());
    expect(response.status).toBe(202);
    expect(logLine("delivery_retry")).toMatchObject({ channel: "email", delaySeconds: 7 });
  });

  it("times out after PROVIDER_TIMEOUT_MS -> queued (202), the timeout logged", async () => {
    await standIn.setMode({ delayMs: Number(TEST_BINDINGS.PROVIDER_TIMEOUT_MS) + 500, status: 500 });
    const response = await postInquiry(validInquiry());
    expect(response.status).toBe(202);
    // The request stops waiting before the timeout ends the attempt; the run logs it then.
    await vi.waitFor(
      () => expect(logLine("provider_failed")).toMatchObject({ status: null, name: "timeout" }),
      {
        timeout: 15_000,
      },
    );
  });

  it("network error -> queued (202)", async () => {
    await standIn.setMode({ networkError: true });
    const response = await postInquiry(validInquiry());
    expect(response.status).toBe(202);
    expect(logLine("provider_failed")).toMatchObject({ status: null, name: "network_error" });
  });

  it("neither the archive nor a delivery run -> 503 provider_unavailable, never a false success", async () => {
    const response = await postInquiry(validInquiry(), {
      env: { INQUIRY_DELIVERY: undefined, DB: undefined },
    });
    expect(response.status).toBe(503);
    expect(await envelopeOf(response)).toEqual({
      code: "provider_unavailable",
      error: "The mail service is unavailable right now. Please try again later.",
    });
    expect(logLine("workflow_unavailable")).toMatchObject({ during: "create", name: "missing_binding" });
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });
});

describe("provider configuration (one attempt of the email channel)", () => {
  /** A stored inquiry with an open email record, and one attempt of it with `changes` to the env. */
  async function attemptWith(changes: Record<string, unknown>) {
    const row = await seedInquiry({
      status: "received",
      email_json: JSON.stringify(validEmail()),
      attempts: 0,
    });
    await openDeliveries(env.DB, row.id, ["email"], new Date().toISOString());
    const attempt = attemptChannel({ ...env, ...changes } as Env, row.id, "email", 1);
    return { row, attempt };
  }

  it("resend without the key -> the channel `failed` (provider_not_configured), a clear log line, nothing sent", async () => {
    const { row, attempt } = await attemptWith({ RESEND_API_KEY: undefined });
    expect(await attempt).toEqual({ next: "settle", channel: "email", reason: "provider_not_configured" });
    expect(await emailRecord(row.id)).toMatchObject({
      status: "failed",
      last_error: "provider_not_configured",
    });
    expect(String(logLine("provider_not_configured").reason)).toContain("wrangler secret put RESEND_API_KEY");
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("an unknown MAIL_PROVIDER -> `failed` (provider_not_configured), naming the value", async () => {
    const { row, attempt } = await attemptWith({ MAIL_PROVIDER: "smtp" });
    expect(await attempt).toEqual({ next: "settle", channel: "email", reason: "provider_not_configured" });
    expect((await emailRecord(row.id))?.status).toBe("failed");
    expect(String(logLine("provider_not_configured").reason)).toContain('"smtp"');
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("the key never appears in a response or a log on success", async () => {
    const response = await postInquiry(validInquiry());
    const answer = await expectAccepted(response.clone());
    expectNoSecretIn(await response.text(), JSON.stringify([...response.headers]), JSON.stringify(answer));
    expect(logLine("email_sent")).toMatchObject({ provider: "resend" });
  });
});

/** A composed email as the archive stores it. */
function validEmail() {
  return {
    from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
    to: "hello@clearwell-interiors.example",
    replyTo: "ada@example.com",
    subject: "New Inquiry: Kitchen remodel",
    html: "<p>Hello</p>",
    text: "Hello",
    tags: [],
  };
}

describe("outbox provider", () => {
  const outboxEnv = { MAIL_PROVIDER: "outbox", RESEND_API_KEY: undefined, ENVIRONMENT: "local" };

  it("keeps the email, prints it, and lists it at /api/outbox; nothing goes out", async () => {
    const inquiry = validInquiry({ subject: "Outbox <check>", message: "Please call me <b>back</b> soon." });
    const request = sendEmailRequestSchema.parse({
      ...inquiry,
      config: { ...inquiry.config, subject: "New Inquiry: Outbox <check>" },
    });
    const email = composeEmail(request, {
      to: "hello@clearwell-interiors.example",
      fromAddress: "a@b.example",
    });
    const row = await seedInquiry({
      status: "received",
      received_at: new Date().toISOString(),
      email_json: JSON.stringify(email),
      attempts: 0,
    });
    await openDeliveries(env.DB, row.id, ["email"], new Date().toISOString());
    // The email step of a run where MAIL_PROVIDER is outbox.
    expect(
      await attemptChannel({ ...env, ...outboxEnv } as unknown as Env, row.id, "email", 1),
    ).toMatchObject({ status: "sent" });
    const { id } = row;
    expect(logs.join("\n")).toContain(`[outbox] ${id}`);
    expect(logs.join("\n")).toContain("Subject:  New Inquiry: Outbox <check>");

    const list = await callAdmin("/api/outbox", { env: outboxEnv });
    expect(list.status).toBe(200);
    expect(list.headers.get("Content-Type")).toContain("text/html");
    const page = await list.text();
    expect(page).toContain(`<a href="/api/outbox/${id}">New Inquiry: Outbox &lt;check&gt;</a>`);

    const view = await callAdmin(`/api/outbox/${id}`, { env: outboxEnv });
    expect(view.status).toBe(200);
    expect(view.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(await view.text()).toContain("Please call me &lt;b&gt;back&lt;/b&gt; soon.");

    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("answers 404 for an email it does not hold", async () => {
    const response = await callAdmin("/api/outbox/inquiry-0000", { env: outboxEnv });
    expect(response.status).toBe(404);
    expect((await envelopeOf(response)).code).toBe("not_found");
  });

  it("asks for the admin API's access: no Access token, no emails", async () => {
    const response = await callAdmin("/api/outbox", { env: outboxEnv, token: null });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text).code).toBe("access_token_missing");
    expect(text).not.toContain("outbox/");
  });

  it("prints only the id, never the email, outside ENVIRONMENT=local", async () => {
    const row = await seedInquiry({
      status: "received",
      received_at: new Date().toISOString(),
      email_json: JSON.stringify(validEmail()),
      attempts: 0,
    });
    await openDeliveries(env.DB, row.id, ["email"], new Date().toISOString());
    const production = { ...outboxEnv, ENVIRONMENT: "production" };
    expect(
      await attemptChannel({ ...env, ...production } as unknown as Env, row.id, "email", 1),
    ).toMatchObject({
      status: "sent",
    });
    const printed = logs.join("\n");
    expect(printed).toContain(`[outbox] ${row.id} kept`);
    expect(printed).not.toContain(validEmail().subject);
    expect(printed).not.toContain(validEmail().replyTo);
  });

  it("does not exist when MAIL_PROVIDER is resend", async () => {
    for (const path of ["/api/outbox", "/api/outbox/anything"]) {
      const response = await callWorker(path, {});
      expect(response.status).toBe(404);
      expect(await envelopeOf(response)).toEqual({ code: "not_found", error: "There is no such API route." });
    }
  });
});
