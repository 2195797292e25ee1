import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isQueuedInquiry, type QueuedInquiry } from "../src/delivery/queued-inquiry.ts";
import { callWorker, captureQueue, envelopeOf, postInquiry, validInquiry } from "./helpers/api.ts";
import { standIn } from "./helpers/stand-in.ts";
import { TEST_BINDINGS } from "./test-bindings.ts";

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

describe("provider failures", () => {
  const rejected = [
    [400, "validation_error"],
    [401, "missing_api_key"],
    [403, "invalid_api_key"],
    [422, "missing_required_field"],
    [409, "invalid_idempotent_request"],
  ] as const;
  for (const [providerStatus, name] of rejected) {
    it(`Resend ${providerStatus} ${name}, archive unavailable -> 502 provider_rejected, logged loudly with status, name and hint, not queued`, async () => {
      await standIn.setMode({
        status: providerStatus,
        name,
        message: `Resend says no; key ${TEST_BINDINGS.RESEND_API_KEY}`,
      });
      const { queue, sent } = captureQueue();
      // Stored, the visitor would get 202 (test/archive-delivery.test.ts); without the archive the
      // refusal is the honest answer.
      const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue, DB: undefined } });
      expect(response.status).toBe(502);
      const text = await response.text();
      const envelope = JSON.parse(text);
      expect(envelope).toEqual({
        code: "provider_rejected",
        error: "The mail service refused the message. Please contact us by phone or email.",
      });
      expect(text).not.toContain("Resend says no");
      expect((await standIn.recorded()).emails).toHaveLength(1);
      expect(sent).toEqual([]);
      const line = logLine("provider_failed");
      expect(line).toMatchObject({ level: "error", provider: "resend", status: providerStatus, name });
      expect(String(line.hint)).toContain(name);
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
    it(`Resend ${providerStatus} ${name} -> queued with the same key, 202 { id, status: queued }`, async () => {
      await standIn.setMode({
        status: providerStatus,
        name,
        message: "x",
      });
      const { queue, sent } = captureQueue();
      const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
      expect(response.status).toBe(202);
      const accepted = (await response.json()) as { id: string; status: string };
      expect(accepted.status).toBe("queued");
      expect(accepted.id).toMatch(/^inquiry-[0-9a-f]{64}$/);
      expect(sent).toHaveLength(1);
      const message = sent[0]?.body as QueuedInquiry;
      expect(isQueuedInquiry(message)).toBe(true);
      expect(message.id).toBe(accepted.id);
      expect(message.apiKeyEnvName).toBe("RESEND_API_KEY");
      expect(sent[0]?.options).toEqual({ contentType: "json", delaySeconds: 10 });
      // Nothing secret goes on the queue.
      expect(JSON.stringify(message)).not.toContain(TEST_BINDINGS.RESEND_API_KEY);
      const [email] = (await standIn.recorded()).emails;
      expect(email?.headers["idempotency-key"]).toBe(accepted.id);
      expect(logLine("provider_failed")).toMatchObject({ level: "warn", status: providerStatus, name });
      expect(logLine("email_queued")).toMatchObject({ id: accepted.id, delaySeconds: 10 });
    });
  }

  it("429 with retry-after -> queued with that delay", async () => {
    await standIn.setMode({ status: 429, retryAfter: 7 });
    const { queue, sent } = captureQueue();
    const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
    expect(response.status).toBe(202);
    expect(sent[0]?.options?.delaySeconds).toBe(7);
  });

  it("times out after PROVIDER_TIMEOUT_MS -> queued (202)", async () => {
    await standIn.setMode({ delayMs: 1500, status: 500 });
    const { queue, sent } = captureQueue();
    const started = Date.now();
    const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(response.status).toBe(202);
    expect(sent).toHaveLength(1);
    expect(logLine("provider_failed")).toMatchObject({ status: null, name: "timeout" });
  });

  it("network error -> queued (202)", async () => {
    await standIn.setMode({ networkError: true });
    const { queue, sent } = captureQueue();
    const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
    expect(response.status).toBe(202);
    expect(sent).toHaveLength(1);
    expect(logLine("provider_failed")).toMatchObject({ status: null, name: "network_error" });
  });

  it("retryable failure without a queue binding or archive -> 503 provider_unavailable, never a false success", async () => {
    await standIn.setMode({ status: 500 });
    const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: undefined, DB: undefined } });
    expect(response.status).toBe(503);
    expect(await envelopeOf(response)).toEqual({
      code: "provider_unavailable",
      error: "The mail service is unavailable right now. Please try again later.",
    });
    expect(String(logLine("queue_failed").reason)).toContain("INQUIRY_QUEUE");
  });

  it("retryable failure, the queue's send throws, archive unavailable -> 503 provider_unavailable", async () => {
    await standIn.setMode({ status: 503 });
    const { queue } = captureQueue(true);
    const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue, DB: undefined } });
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("provider_unavailable");
    expect(logLine("queue_failed")).toMatchObject({ level: "error" });
  });
});

describe("provider configuration", () => {
  it("resend without the key, archive unavailable -> 503 provider_not_configured, a clear log line, nothing sent", async () => {
    const response = await postInquiry(validInquiry(), { env: { RESEND_API_KEY: undefined, DB: undefined } });
    expect(response.status).toBe(503);
    expect(await envelopeOf(response)).toEqual({
      code: "provider_not_configured",
      error: "Sending email is not configured on this server yet. Please contact us by phone or email.",
    });
    expect(String(logLine("provider_not_configured").reason)).toContain("wrangler secret put RESEND_API_KEY");
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("an unknown MAIL_PROVIDER, archive unavailable -> 503 provider_not_configured", async () => {
    const response = await postInquiry(validInquiry(), { env: { MAIL_PROVIDER: "smtp", DB: undefined } });
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("provider_not_configured");
    expect(String(logLine("provider_not_configured").reason)).toContain('"smtp"');
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("the key never appears in a response or a log on success", async () => {
    const response = await postInquiry(validInquiry());
    expect(response.status).toBe(200);
    expectNoSecretIn(await response.text(), JSON.stringify([...response.headers]));
    expect(logLine("email_sent")).toMatchObject({ provider: "resend" });
  });
});

describe("outbox provider", () => {
  const outboxEnv = { MAIL_PROVIDER: "outbox", RESEND_API_KEY: undefined };

  it("keeps the email, prints it, and lists it at /api/outbox; nothing goes out", async () => {
    const inquiry = validInquiry({ subject: "Outbox <check>", message: "Please call me <b>back</b> soon." });
    const response = await postInquiry(
      { ...inquiry, config: { ...inquiry.config, subject: "New Inquiry: Outbox <check>" } },
      { env: outboxEnv },
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(logs.join("\n")).toContain(`[outbox] ${id}`);
    expect(logs.join("\n")).toContain("Subject:  New Inquiry: Outbox <check>");

    const list = await callWorker("/api/outbox", {}, outboxEnv);
    expect(list.status).toBe(200);
    expect(list.headers.get("Content-Type")).toContain("text/html");
    const page = await list.text();
    expect(page).toContain(`<a href="/api/outbox/${id}">New Inquiry: Outbox &lt;check&gt;</a>`);

    const view = await callWorker(`/api/outbox/${id}`, {}, outboxEnv);
    expect(view.status).toBe(200);
    expect(view.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(await view.text()).toContain("Please call me &lt;b&gt;back&lt;/b&gt; soon.");

    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("answers 404 for an email it does not hold", async () => {
    const response = await callWorker("/api/outbox/inquiry-0000", {}, outboxEnv);
    expect(response.status).toBe(404);
    expect((await envelopeOf(response)).code).toBe("not_found");
  });

  it("does not exist when MAIL_PROVIDER is resend", async () => {
    for (const path of ["/api/outbox", "/api/outbox/anything"]) {
      const response = await callWorker(path, {});
      expect(response.status).toBe(404);
      expect(await envelopeOf(response)).toEqual({ code: "not_found", error: "There is no such API route." });
    }
  });
});
