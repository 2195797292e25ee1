import { ERROR_CODES, sendEmailRequestSchema } from "@clearwell/contract";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../src/http/body-limit.ts";
import { postInquiry, validInquiry } from "./helpers/api.ts";
import { standIn } from "./helpers/stand-in.ts";

/**
 * Property-based fuzzing of POST /api/send-email (issue 4 "Proof"): generated bodies - malformed
 * JSON, wrong types, huge strings, unicode, CR/LF, HTML, prototype-pollution keys - must never get a
 * 5xx, never reach the provider unless valid, and every refusal is the JSON error envelope.
 */

/** Bodies fuzzed and statuses seen, printed after the file (the closing note's figures). */
const figures = {
  bodies: 0,
  invalid: 0,
  serverErrors: 0,
  providerCallsForInvalid: 0,
  statuses: {} as Record<number, number>,
};

afterAll(async () => {
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  await standIn.report(
    `[fuzzing] bodies fuzzed ${figures.bodies} (invalid ${figures.invalid}), 5xx answers ${figures.serverErrors}, ` +
      `provider calls for invalid input ${figures.providerCallsForInvalid}; statuses ${statuses}`,
  );
});

const JSON_TYPE = "application/json";

/** Whether the worker should accept the body as an inquiry: JSON type, size, syntax and schema. */
function isValidRequest(body: string, contentType: string): boolean {
  if (!/^application\/json\s*(?:;|$)/i.test(contentType)) return false;
  if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  return sendEmailRequestSchema.safeParse(parsed).success;
}

/**
 * Sends one generated body and checks the properties: never a 5xx; a refusal is the JSON envelope
 * (`error` string, `code` in ERROR_CODES, optionally `expectedCode`) and sends nothing; an invalid
 * body is always refused.
 */
async function checkBody(body: string, contentType = JSON_TYPE, expectedCode?: string): Promise<void> {
  await standIn.reset();
  const valid = isValidRequest(body, contentType);
  const response = await postInquiry(body, { contentType });
  const { status } = response;
  const { emails, unexpected } = await standIn.recorded();
  figures.bodies += 1;
  if (!valid) figures.invalid += 1;
  if (status >= 500) figures.serverErrors += 1;
  if (!valid && emails.length > 0) figures.providerCallsForInvalid += 1;
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;

  expect(status).toBeLessThan(500);
  expect(unexpected).toEqual([]);
  if (status >= 400) {
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const envelope = (await response.json()) as Record<string, unknown>;
    expect(typeof envelope.error).toBe("string");
    expect(ERROR_CODES).toContain(envelope.code);
    if (expectedCode) expect(envelope.code).toBe(expectedCode);
    expect(emails).toEqual([]);
  } else {
    await response.body?.cancel();
  }
  if (!valid) {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(emails).toEqual([]);
  }
}

// --- Arbitraries ------------------------------------------------------------------------------

const TOP_KEYS = ["name", "email", "phone", "subject", "message", "honeypot", "turnstileToken"] as const;
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

describe("fuzzing POST /api/send-email (fast-check)", () => {
  it("malformed JSON -> 400 invalid_json envelope, never a 5xx, nothing sent (300 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(malformedJson, async (body) => {
        await checkBody(body, JSON_TYPE, "invalid_json");
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it("any JSON value -> never a 5xx, nothing sent unless valid (200 bodies)", async () => {
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

  it("prototype-pollution keys are refused (400) and pollute nothing (150 bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(pollution, async (body) => {
        expect(isValidRequest(body, JSON_TYPE)).toBe(false);
        await checkBody(body, JSON_TYPE, "validation_failed");
      }),
      { numRuns: 150 },
    );
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
  }, 120_000);

  it("fuzzed at least 1,000 bodies in all", () => {
    expect(figures.bodies).toBeGreaterThanOrEqual(1_000);
  });
});
