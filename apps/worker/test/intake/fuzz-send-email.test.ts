import { ERROR_CODES, type SendEmailAccepted } from "@clearwell/contract";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { postForm } from "../helpers/form-post.ts";
import { allowlist, expectedAnswer } from "../helpers/inquiry-oracle.ts";
import { standIn } from "../helpers/stand-in.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/**
 * Property-based fuzzing of POST /api/send-email: generated bodies - malformed JSON, wrong types,
 * huge strings, unicode, CR/LF, HTML, prototype-pollution keys, values at every documented limit -
 * must get exactly the answer an independent model of the documented rules expects
 * (helpers/inquiry-oracle.ts): the refusal's status and code, or an acceptance. Never a 5xx, every
 * refusal is the JSON error envelope, and nothing reaches the provider unless accepted.
 */

/** Bodies fuzzed and statuses seen, printed after the file (the closing note's figures). */
const figures = {
  bodies: 0,
  accepted: 0,
  serverErrors: 0,
  providerCallsForRefused: 0,
  statuses: {} as Record<number, number>,
};

afterAll(async () => {
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  await standIn.report(
    `[fuzzing] bodies fuzzed ${figures.bodies} (accepted ${figures.accepted}), 5xx answers ${figures.serverErrors}, ` +
      `provider calls for refused input ${figures.providerCallsForRefused}; statuses ${statuses}`,
  );
});

const JSON_TYPE = "application/json";

/** The test server's allowlists, as the worker reads them from the test bindings. */
const SETTINGS = {
  recipients: allowlist(TEST_BINDINGS.CONTACT_RECIPIENTS),
  apiKeyNames: allowlist(TEST_BINDINGS.ALLOWED_API_KEY_NAMES),
};

/**
 * Sends one generated body and checks the answer against {@link expectedAnswer}: never a 5xx; a
 * refusal has the expected status and is the JSON envelope with the expected code (one of
 * ERROR_CODES) and sends nothing; an acceptance is 200 or 202 `{ id, status }` with at most one
 * email, valid for the provider.
 */
async function checkBody(body: string, contentType = JSON_TYPE): Promise<void> {
  await standIn.reset();
  const expected = expectedAnswer(body, contentType, SETTINGS);
  const response = await postInquiry(body, { contentType });
  const { status } = response;
  const { emails, unexpected } = await standIn.recorded();
  figures.bodies += 1;
  if (expected.kind === "accepted") figures.accepted += 1;
  if (status >= 500) figures.serverErrors += 1;
  if (expected.kind === "refused" && emails.length > 0) figures.providerCallsForRefused += 1;
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;

  expect(status).toBeLessThan(500);
  expect(unexpected).toEqual([]);
  if (expected.kind === "refused") {
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const envelope = (await response.json()) as Record<string, unknown>;
    expect(typeof envelope.error).toBe("string");
    expect(ERROR_CODES).toContain(envelope.code);
    expect({ status, code: envelope.code }).toEqual({ status: expected.status, code: expected.code });
    expect(emails).toEqual([]);
  } else {
    expect([200, 202]).toContain(status);
    const accepted = (await response.json()) as SendEmailAccepted;
    expect(accepted.id).toMatch(/^inquiry-[0-9a-f]{64}$/);
    expect(accepted.status).toBe(status === 200 ? "sent" : "queued");
    expect(emails.length).toBeLessThanOrEqual(1);
    for (const email of emails) expect(email.schemaErrors).toEqual([]);
  }
}

// --- Arbitraries ------------------------------------------------------------------------------

const TOP_KEYS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "honeypot",
  "turnstileToken",
  "formToken",
] as const;
const CONFIG_KEYS = [
  "subject",
  "fromName",
  "fromEmail",
  "replyToEmail",
  "recipient",
  "formName",
  "brandColor",
  "requiredFields",
  "apiKeyEnvName",
  "footerText",
  "footerHtml",
] as const;
const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Strings an attacker would try: header injection, markup, control characters, big emoji runs. */
const nastyConstant = fc.constantFrom(
  "ada@example.com\r\nBcc: victim@example.com",
  "Subject\r\nX-Injected: 1",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "</td></tr></table><a href='javascript:alert(1)'>x</a>",
  "a\u0000b\u0007c",
  "line\u2028separator\u2029",
  "\ud800 lone surrogate",
  "😀".repeat(2000),
  "RESEND_API_KEY",
  "../../etc/passwd",
  "",
  " ",
);

/** A long string: a short pattern repeated up to ~48 KB, across the 32 KiB body limit. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4, unit: "grapheme" }), fc.integer({ min: 200, max: 12_000 }))
  .map(([unit, times]) => unit.repeat(times));

const stringValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 60, unit: "grapheme" }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60, unit: "binary" }) },
  { weight: 3, arbitrary: nastyConstant },
  { weight: 1, arbitrary: hugeString },
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const fieldValue = fc.oneof({ weight: 3, arbitrary: stringValue }, { weight: 1, arbitrary: wrongType });

/** One change to a valid inquiry: a field, a config option or the footer set, removed, or an extra key. */
const mutation = fc.oneof(
  fc.record({ at: fc.constant("top" as const), key: fc.constantFrom(...TOP_KEYS), value: fieldValue }),
  fc.record({ at: fc.constant("config" as const), key: fc.constantFrom(...CONFIG_KEYS), value: fieldValue }),
  fc.record({
    at: fc.constant("footer" as const),
    key: fc.constantFrom("text", "html", "extra"),
    value: fieldValue,
  }),
  fc.record({
    at: fc.constant("remove" as const),
    key: fc.constantFrom(...TOP_KEYS, "config"),
    value: fc.constant(null),
  }),
  fc.record({ at: fc.constant("extra" as const), key: fc.string({ maxLength: 12 }), value: fieldValue }),
  fc.record({
    at: fc.constant("whole" as const),
    key: fc.constantFrom("config", "footer"),
    value: wrongType,
  }),
);

type Mutation = {
  at: "top" | "config" | "footer" | "remove" | "extra" | "whole";
  key: string;
  value: unknown;
};

function applyMutations(mutations: Mutation[]): string {
  const body: Record<string, unknown> = { ...validInquiry() };
  const config: Record<string, unknown> = { ...validInquiry().config };
  body.config = config;
  for (const { at, key, value } of mutations) {
    if (at === "top" || at === "extra" || at === "whole")
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    else if (at === "config") config[key] = value;
    else if (at === "footer") body.footer = { ...((body.footer as object | undefined) ?? {}), [key]: value };
    else delete body[key];
  }
  return JSON.stringify(body);
}

const mutatedInquiry = fc.array(mutation, { minLength: 1, maxLength: 4 }).map(applyMutations);

/** Text that is not JSON: random text, truncated inquiries, famous near-misses. */
const malformedJson = fc
  .oneof(
    fc.string({ maxLength: 80, unit: "grapheme" }),
    fc.integer({ min: 0, max: 400 }).map((cut) => JSON.stringify(validInquiry()).slice(0, cut)),
    fc.constantFrom(
      "",
      "undefined",
      "NaN",
      "{'name':'Ada'}",
      "[1,2,",
      '{"name":"Ada"}}',
      "\u0000",
      "{,}",
      "nul",
    ),
    fc.string({ maxLength: 40 }).map((tail) => `${JSON.stringify(validInquiry())}${tail}x`),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Prototype-pollution keys written into the JSON text (JSON.stringify cannot produce `__proto__`). */
const pollution = fc
  .record({
    key: fc.constantFrom(...POLLUTION_KEYS),
    payload: fc.constantFrom(
      '{"polluted":true}',
      '{"isAdmin":true,"recipient":"evil@attacker.example"}',
      '{"prototype":{"polluted":true}}',
      "null",
      '"x"',
      "[1]",
    ),
    where: fc.constantFrom("top", "config", "footer"),
  })
  .map(({ key, payload, where }) => {
    const valid = JSON.stringify({ ...validInquiry(), footer: { text: "Footer" } });
    const anchor = where === "top" ? "{" : where === "config" ? '"config":{' : '"footer":{';
    return valid.replace(anchor, `${anchor}"${key}":${payload},`);
  });

// --- Properties ---------------------------------------------------------------------------------

/** Every documented length limit: where the value goes, its key, and the limit in characters. */
const LIMITS = [
  ["field", "name", 100],
  ["field", "email", 254],
  ["field", "phone", 40],
  ["field", "subject", 150],
  ["field", "message", 5000],
  ["field", "message", 10],
  ["config", "subject", 300],
  ["config", "fromName", 100],
  ["config", "formName", 100],
  ["config", "footerText", 2000],
  ["config", "footerHtml", 2000],
  ["footer", "text", 2000],
  ["footer", "html", 2000],
  ["top", "honeypot", 500],
  ["top", "turnstileToken", 2048],
  ["top", "formToken", 500],
] as const;

/** A value of `length` characters that breaks no other rule of `key`. */
function valueOfLength(key: string, length: number): string {
  if (key === "email") return `${"a".repeat(Math.max(length - 12, 0))}@example.com`.slice(-length);
  if (key === "phone") return "5".repeat(length);
  return "m".repeat(length);
}

/**
 * A valid inquiry with one value near a limit (1 or 2 characters either side, or exactly on it),
 * optionally padded with spaces: a few, or enough to reach the hard cap of four times the limit
 * (or one more).
 */
const nearALimit = fc
  .record({
    limit: fc.constantFrom(...LIMITS),
    delta: fc.integer({ min: -2, max: 2 }),
    pad: fc.constantFrom("none", "some", "to the cap", "over the cap"),
  })
  .map(({ limit: [where, key, max], delta, pad }) => {
    const value = valueOfLength(key, max + delta);
    const cap = max * 4;
    const padding =
      pad === "none"
        ? 0
        : pad === "some"
          ? 2
          : Math.max(cap - value.length, 0) + (pad === "over the cap" ? 1 : 0);
    const before = " ".repeat(Math.floor(padding / 2));
    const padded = `${before}${value}${" ".repeat(padding - before.length)}`;
    const body: Record<string, unknown> = { ...validInquiry(), footer: { text: "Footer" } };
    if (where === "field" || where === "top") body[key] = padded;
    else if (where === "config") body.config = { ...validInquiry().config, [key]: padded };
    else body.footer = { text: "Footer", [key]: padded };
    return JSON.stringify(body);
  });

describe("fuzzing POST /api/send-email (fast-check)", () => {
  it("malformed JSON -> 400 invalid_json envelope, never a 5xx, nothing sent (300 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(malformedJson, async (body) => {
        await checkBody(body);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it("any JSON value -> the answer the documented rules expect (200 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        await checkBody(JSON.stringify(value) ?? "null");
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it("mutated inquiries (wrong types, huge strings, unicode, CR/LF, HTML, unknown keys) (450 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(
        mutatedInquiry,
        fc.constantFrom(JSON_TYPE, JSON_TYPE, JSON_TYPE, "application/json; charset=utf-8", "text/plain"),
        async (body, contentType) => {
          await checkBody(body, contentType);
        },
      ),
      { numRuns: 450 },
    );
  }, 120_000);

  it("values at and around every documented length limit, trimmed and padded (150 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(nearALimit, async (body) => {
        await checkBody(body);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("prototype-pollution keys are refused (400 validation_failed), nothing sent (150 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(pollution, async (body) => {
        expect(expectedAnswer(body, JSON_TYPE, SETTINGS)).toEqual({
          kind: "refused",
          status: 400,
          code: "validation_failed",
        });
        await checkBody(body);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("pollution payloads handled in this isolate leave Object.prototype untouched: JSON 400, form post 422", async () => {
    const prototypeKeys = Reflect.ownKeys(Object.prototype);
    const plain = {} as Record<string, unknown>;
    const valid = JSON.stringify({ ...validInquiry(), footer: { text: "Footer" } });
    const payloads = [
      ["{", '"__proto__":{"polluted":true,"isAdmin":true},', "body"],
      ['"config":{', '"__proto__":{"polluted":true,"recipient":"evil@attacker.example"},', "config"],
      ['"footer":{', '"__proto__":{"polluted":true},', "footer"],
      ["{", '"constructor":{"prototype":{"polluted":true}},', "body"],
      ['"config":{', '"constructor":{"prototype":{"polluted":true}},', "config"],
      ["{", '"prototype":{"polluted":true},', "body"],
    ] as const;
    await standIn.reset();
    for (const [anchor, insert, path] of payloads) {
      // A changed env calls the worker module imported here, in this isolate, so pollution of
      // Object.prototype by the worker would show on this side.
      const response = await postInquiry(valid.replace(anchor, `${anchor}${insert}`), { env: {} });
      expect([plain.polluted, plain.isAdmin, plain.recipient]).toEqual([undefined, undefined, undefined]);
      expect(response.status).toBe(400);
      const envelope = await envelopeOf(response);
      expect(envelope.code).toBe("validation_failed");
      expect(Object.keys(envelope.fields ?? {})).toEqual([path]);
    }
    const form = await postForm(
      { "__proto__[polluted]": "yes", "constructor[prototype][polluted]": "yes", ["__proto__"]: "x" },
      "urlencoded",
    );
    expect(form.status).toBe(422);
    expect(form.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await form.text()).toContain("Name is required");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Reflect.ownKeys(Object.prototype)).toEqual(prototypeKeys);
    expect((await standIn.recorded()).emails).toEqual([]);
  });
});
