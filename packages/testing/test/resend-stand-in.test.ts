import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createResendStandInClient } from "../src/resend/client.ts";
import { startResendStandInServer } from "../src/resend/server.ts";
import { createResendStandIn, RESEND_ERROR_NAMES } from "../src/resend/stand-in.ts";

const KEY = "re_test_key";
const standIn = createResendStandIn({ apiKeys: [KEY, "re_second_key"] });
beforeEach(() => standIn.reset());

/** A body Resend accepts: `SendEmailRequest` with the fields the worker sends. */
function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
    to: ["hello@clearwell-interiors.example"],
    reply_to: "visitor@example.com",
    subject: "New Inquiry: Kitchen",
    html: "<p>Hello</p>",
    text: "Hello",
    tags: [{ name: "category", value: "contact_form" }],
    ...overrides,
  };
}

type SendOptions = {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** `POST /emails` to the in-process handler, with the right key and a fresh idempotency key by default. */
function send(options: SendOptions = {}): Promise<Response> {
  const headers = {
    Authorization: `Bearer ${KEY}`,
    "Content-Type": "application/json",
    "Idempotency-Key": crypto.randomUUID(),
    ...options.headers,
  };
  const body = options.rawBody ?? JSON.stringify(options.body ?? validBody());
  return standIn.handle(
    new Request("http://resend.test/emails", { method: "POST", headers, body, signal: options.signal }),
  );
}

/** The answer's status, JSON body and `retry-after`. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get("retry-after"),
  };
}

describe("a valid request", () => {
  it("is accepted with 200 { id } and recorded with its headers, raw and parsed body", async () => {
    const body = validBody();
    const answer = await answerOf(await send({ body, headers: { "Idempotency-Key": "inquiry-1" } }));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(["id"]);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const [record, ...more] = standIn.requests();
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      method: "POST",
      url: "http://resend.test/emails",
      rawBody: JSON.stringify(body),
      body,
      schemaErrors: [],
      problems: [],
      status: 200,
      answer: { id: answer.body.id },
      clientGaveUp: false,
    });
    expect(record?.headers).toMatchObject({ authorization: `Bearer ${KEY}`, "idempotency-key": "inquiry-1" });
    expect(standIn.emails()).toEqual([{ id: answer.body.id, idempotencyKey: "inquiry-1", body, replays: 0 }]);
  });

  it("accepts every key it was given, and a key of exactly 256 characters", async () => {
    const answer = await send({
      headers: { Authorization: "Bearer re_second_key", "Idempotency-Key": "k".repeat(256) },
    });
    expect(answer.status).toBe(200);
  });
});

describe("refusals, with Resend's error names", () => {
  it("a body that breaks SendEmailRequest -> 422 validation_error, the schema errors recorded", async () => {
    const answer = await answerOf(await send({ body: validBody({ to: 42, html: ["not", "a", "string"] }) }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ statusCode: 422, name: "validation_error" });
    expect(String(answer.body.message)).toContain("/to");
    const [record] = standIn.requests();
    expect(record?.schemaErrors.some((error) => error.startsWith("/html"))).toBe(true);
    expect(record?.status).toBe(422);
    expect(standIn.emails()).toEqual([]);
  });

  it("a body without a required field -> 422 missing_required_field", async () => {
    const { subject: _subject, ...withoutSubject } = validBody();
    const answer = await answerOf(await send({ body: withoutSubject }));
    expect(answer).toMatchObject({ status: 422, body: { statusCode: 422, name: "missing_required_field" } });
    expect(String(answer.body.message)).toContain("subject");
  });

  it("a tag with characters Resend refuses, or a body that is not JSON -> 422 validation_error", async () => {
    const tagged = await answerOf(await send({ body: validBody({ tags: [{ name: "a b", value: "ok" }] }) }));
    expect(tagged).toMatchObject({ status: 422, body: { name: "validation_error" } });
    const notJson = await answerOf(await send({ rawBody: "{not json" }));
    expect(notJson).toMatchObject({ status: 422, body: { name: "validation_error" } });
    expect(standIn.requests().map((record) => record.problems.length > 0)).toEqual([true, true]);
  });

  it("no bearer key -> 401 missing_api_key; another key -> 403 invalid_api_key; nothing accepted", async () => {
    const missing = await answerOf(await send({ headers: { Authorization: "" } }));
    expect(missing).toMatchObject({ status: 401, body: { statusCode: 401, name: "missing_api_key" } });
    const wrong = await answerOf(await send({ headers: { Authorization: "Bearer re_someone_else" } }));
    expect(wrong).toMatchObject({ status: 403, body: { statusCode: 403, name: "invalid_api_key" } });
    expect(standIn.requests().map((record) => record.problems)).toEqual([
      ["Authorization: no Bearer key"],
      ["Authorization: not an accepted key"],
    ]);
    expect(standIn.emails()).toEqual([]);
  });

  it("an Idempotency-Key missing or over 256 characters -> 400 invalid_idempotency_key", async () => {
    for (const key of ["", "k".repeat(257)]) {
      const answer = await answerOf(await send({ headers: { "Idempotency-Key": key } }));
      expect(answer).toMatchObject({ status: 400, body: { name: "invalid_idempotency_key" } });
    }
    expect(standIn.emails()).toEqual([]);
  });

  it("checks come before the mode: a refused request is refused even when the mode says 500", async () => {
    standIn.setMode({ status: 500 });
    const answer = await answerOf(await send({ headers: { Authorization: "Bearer nope" } }));
    expect(answer.status).toBe(403);
  });

  it("every default name is one Resend documents", async () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 451, 500, 502, 503, 504]) {
      standIn.setMode({ status });
      const { body } = await answerOf(await send());
      expect(RESEND_ERROR_NAMES).toContain(body.name);
      expect(body.statusCode).toBe(status);
    }
  });
});

describe("failure modes", () => {
  it("5xx: answers the status with application_error and accepts nothing", async () => {
    standIn.setMode({ status: 500 });
    expect(await answerOf(await send())).toMatchObject({
      status: 500,
      body: { statusCode: 500, name: "application_error" },
    });
    standIn.setMode({ status: 503 });
    expect(await answerOf(await send())).toMatchObject({ status: 503, body: { name: "application_error" } });
    expect(standIn.emails()).toEqual([]);
  });

  it("429 with retry-after: rate_limit_exceeded and the header", async () => {
    standIn.setMode({ status: 429, retryAfter: 7 });
    expect(await answerOf(await send())).toEqual({
      status: 429,
      body: { statusCode: 429, name: "rate_limit_exceeded", message: expect.any(String) },
      retryAfter: "7",
    });
  });

  it("422 refusal: validation_error by default, or the name and message the test gives", async () => {
    standIn.setMode({ status: 422 });
    expect(await answerOf(await send())).toMatchObject({ status: 422, body: { name: "validation_error" } });
    standIn.setMode({ status: 422, name: "invalid_from_address", message: "Invalid `from` field." });
    expect((await answerOf(await send())).body).toEqual({
      statusCode: 422,
      name: "invalid_from_address",
      message: "Invalid `from` field.",
    });
    expect(standIn.emails()).toEqual([]);
  });

  it("slow: answers no sooner than delayMs, and accepts", async () => {
    standIn.setMode({ delayMs: 150 });
    const started = performance.now();
    const answer = await send();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(answer.status).toBe(200);
    expect(standIn.emails()).toHaveLength(1);
  });

  it("hang: never answers; the client's timeout ends the request, nothing accepted", async () => {
    standIn.setMode({ hang: true });
    const answer = send({ signal: AbortSignal.timeout(100) });
    const first = await Promise.race([
      answer.then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 80)),
    ]);
    expect(first).toBe("still waiting");
    expect((await answer).type).toBe("error");
    expect(standIn.requests()[0]).toMatchObject({ status: null, clientGaveUp: true });
    expect(standIn.emails()).toEqual([]);
  });

  it("script: one step per request in order, then the rule's own fields", async () => {
    standIn.setMode({ status: 503, script: [{ status: 500 }, {}, { status: 429 }] });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([500, 200, 429, 503, 503]);
  });

  it("match: a rule steers only the requests whose body contains its text; the newest rule wins", async () => {
    standIn.setMode({ match: "token-a", status: 500 });
    const a = await send({ body: validBody({ subject: "token-a" }) });
    const b = await send({ body: validBody({ subject: "token-b" }) });
    expect([a.status, b.status]).toEqual([500, 200]);
    standIn.setMode({ match: "token-a" });
    expect((await send({ body: validBody({ subject: "token-a again" }) })).status).toBe(200);
    expect(standIn.requests("token-a").map((record) => record.status)).toEqual([500, 200]);
    expect(standIn.emails("token-b")).toHaveLength(1);
  });
});

describe("idempotency", () => {
  it("the same key and body again: the same id, sent once, counted as a replay", async () => {
    const headers = { "Idempotency-Key": "inquiry-7" };
    const first = await answerOf(await send({ headers }));
    const again = await answerOf(await send({ headers }));
    expect(again).toEqual(first);
    expect(standIn.emails()).toMatchObject([{ id: first.body.id, idempotencyKey: "inquiry-7", replays: 1 }]);
    expect(standIn.requests()).toHaveLength(2);
  });

  it("the same key with another body -> 409 invalid_idempotent_request", async () => {
    const headers = { "Idempotency-Key": "inquiry-8" };
    await send({ headers });
    const other = await answerOf(await send({ headers, body: validBody({ subject: "Other" }) }));
    expect(other).toMatchObject({ status: 409, body: { name: "invalid_idempotent_request" } });
    expect(standIn.emails()).toHaveLength(1);
  });
});

describe("reset", () => {
  it("forgets requests, emails, rules and idempotency keys", async () => {
    standIn.setMode({ match: "later", status: 500 });
    const headers = { "Idempotency-Key": "inquiry-9" };
    const before = await answerOf(await send({ headers }));
    standIn.reset();
    expect(standIn.requests()).toEqual([]);
    expect(standIn.emails()).toEqual([]);
    const after = await answerOf(await send({ headers, body: validBody({ subject: "later" }) }));
    expect(after.status).toBe(200);
    expect(after.body.id).not.toBe(before.body.id);
  });
});

describe("other routes", () => {
  it("answers 404 not_found for another path and 405 method_not_allowed for GET /emails", async () => {
    const other = await standIn.handle(new Request("http://resend.test/audiences", { method: "POST" }));
    expect(await answerOf(other)).toMatchObject({ status: 404, body: { name: "not_found" } });
    const get = await standIn.handle(new Request("http://resend.test/emails"));
    expect(await answerOf(get)).toMatchObject({ status: 405, body: { name: "method_not_allowed" } });
    expect(standIn.requests()).toEqual([]);
  });
});

describe("over HTTP, through the client", () => {
  let server: Awaited<ReturnType<typeof startResendStandInServer>>;
  let client: ReturnType<typeof createResendStandInClient>;
  beforeAll(async () => {
    server = await startResendStandInServer({ apiKeys: [KEY] });
    client = createResendStandInClient(server.url);
  });
  afterAll(() => server.close());
  beforeEach(() => client.reset());

  /** `POST /emails` over HTTP with the right key. */
  function post(body: unknown, key: string = crypto.randomUUID(), signal?: AbortSignal) {
    return fetch(`${server.url}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(body),
      signal,
    });
  }

  it("sets modes, reads requests and emails by match, and resets", async () => {
    await client.setMode({ match: "refuse-me", status: 422 });
    expect((await post(validBody({ subject: "refuse-me" }))).status).toBe(422);
    expect((await post(validBody({ subject: "accept-me" }))).status).toBe(200);
    expect((await client.requests("refuse-me")).map((record) => record.status)).toEqual([422]);
    expect((await client.emails()).map((email) => (email.body as { subject: string }).subject)).toEqual([
      "accept-me",
    ]);
    await client.reset();
    expect(await client.requests()).toEqual([]);
  });

  it("refuses a mode with an unknown field, so an outdated call fails its test", async () => {
    await expect(client.setMode({ headers: { "retry-after": "1" } } as never)).rejects.toThrow(
      /400.*mode\.headers is not a mode field/,
    );
    await expect(client.setMode({ script: [{ delayMs: "5" }] } as never)).rejects.toThrow(/not a number/);
  });

  it("timeout: a hanging stand-in does not answer within the client's timeout", async () => {
    await client.setMode({ hang: true });
    const started = performance.now();
    await expect(post(validBody(), "hang-1", AbortSignal.timeout(150))).rejects.toThrow(/timeout|aborted/i);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    await expect.poll(async () => (await client.requests())[0]?.clientGaveUp).toBe(true);
    expect(await client.emails()).toEqual([]);
  });

  it("answers after the client gave up: the email is accepted, a retry with the key is a replay", async () => {
    await client.setMode({ script: [{ delayMs: 400 }] });
    const body = validBody();
    await expect(post(body, "late-1", AbortSignal.timeout(100))).rejects.toThrow(/timeout|aborted/i);
    const retry = await post(body, "late-1");
    expect(retry.status).toBe(200);
    const [email, ...more] = await client.emails();
    expect(more).toEqual([]);
    expect(email).toMatchObject({ idempotencyKey: "late-1", replays: 1 });
    expect(await retry.json()).toEqual({ id: email?.id });
  });

  it("network error: drops the connection without an answer", async () => {
    await client.setMode({ networkError: true });
    await expect(post(validBody())).rejects.toThrow(/fetch failed/);
    expect((await client.requests()).map((record) => record.status)).toEqual([null]);
    expect(await client.emails()).toEqual([]);
  });
});
