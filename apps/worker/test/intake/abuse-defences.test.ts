import { env } from "cloudflare:workers";
import type { SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMIT_RETRY_AFTER_SECONDS } from "../../src/intake/send-email-route.ts";
import { TURNSTILE_FAILED_CODE } from "../../src/intake/turnstile.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { envelopeOf, postInquiry, randomIp, validInquiry } from "../helpers/api.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

const logs = captureLogs();
beforeEach(() => standIn.reset());

/**
 * Cloudflare's Turnstile test secrets: always passes, always fails, token already spent
 * (docs/reference.md#turnstile).
 */
const PASSING_SECRET = "1x0000000000000000000000000000000AA";
const FAILING_SECRET = "2x0000000000000000000000000000000AA";
const SPENT_SECRET = "3x0000000000000000000000000000000AA";
/** What the widget would hand the page (any non-empty string for the test secrets). */
const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

describe("honeypot (docs/product.md#abuse-defences)", () => {
  it("a filled honeypot answers like a success - 200 { id, status: sent } - and sends nothing", async () => {
    const response = await postInquiry({ ...validInquiry(), honeypot: "https://spam.example" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as SendEmailAccepted;
    expect(Object.keys(body).sort()).toEqual(["id", "status"]);
    expect(body.status).toBe("sent");
    expect(body.id).toMatch(/^inquiry-[0-9a-f]{64}$/);
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
    const [line, ...more] = logs.events("spam_caught");
    expect(more).toEqual([]);
    expect(line).toEqual({ level: "warn", event: "spam_caught", reason: "honeypot" });
    // No visitor data in the log line.
    expect(logs.lines.join("\n")).not.toContain("ada@example.com");
  });

  it("answers a different random id each time (not the real idempotency key)", async () => {
    const real = (await (await postInquiry(validInquiry())).json()) as SendEmailAccepted;
    const first = (await (
      await postInquiry({ ...validInquiry(), honeypot: "x" })
    ).json()) as SendEmailAccepted;
    const second = (await (
      await postInquiry({ ...validInquiry(), honeypot: "x" })
    ).json()) as SendEmailAccepted;
    expect(new Set([real.id, first.id, second.id]).size).toBe(3);
    expect((await standIn.recorded()).emails).toHaveLength(1);
  });

  it("an empty or blank honeypot is a person: the inquiry is sent", async () => {
    for (const honeypot of ["", "   "]) {
      // Two different submissions (the same one twice would be one inquiry, sent once).
      const response = await postInquiry({
        ...validInquiry({ message: `Quote please (${honeypot.length}).` }),
        honeypot,
      });
      await expectAccepted(response);
    }
    expect((await standIn.recorded()).emails).toHaveLength(2);
  });

  it("a honeypot over 500 characters is a validation failure (still nothing sent)", async () => {
    const response = await postInquiry({ ...validInquiry(), honeypot: "x".repeat(501) });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields).toHaveProperty("honeypot");
    expect((await standIn.recorded()).emails).toEqual([]);
  });
});

describe("Turnstile (docs/product.md#abuse-defences)", () => {
  it("is off without TURNSTILE_SECRET_KEY: no token needed, siteverify never called", async () => {
    await expectAccepted(await postInquiry(validInquiry()));
    expect((await standIn.deliveries()).siteverify).toEqual([]);
  });

  it("passes with the always-pass test secret: siteverify gets secret, token and CF-Connecting-IP", async () => {
    const ip = randomIp();
    const response = await postInquiry(
      { ...validInquiry(), turnstileToken: TOKEN },
      { env: { TURNSTILE_SECRET_KEY: PASSING_SECRET }, ip },
    );
    await expectAccepted(response);
    expect((await standIn.deliveries()).siteverify).toEqual([
      { secret: PASSING_SECRET, response: TOKEN, remoteip: ip },
    ]);
    expect((await standIn.recorded()).emails).toHaveLength(1);
  });

  for (const [label, secret] of [
    ["always-fail", FAILING_SECRET],
    ["token-spent", SPENT_SECRET],
  ] as const) {
    it(`refuses with the ${label} test secret: 403 with a clear envelope, nothing sent`, async () => {
      const response = await postInquiry(
        { ...validInquiry(), turnstileToken: TOKEN },
        { env: { TURNSTILE_SECRET_KEY: secret } },
      );
      expect(response.status).toBe(403);
      expect(await envelopeOf(response)).toEqual({
        code: TURNSTILE_FAILED_CODE,
        error: "The security check did not pass. Please complete it again and resend your inquiry.",
        fields: { turnstileToken: "Please complete the security check" },
      });
      expect((await standIn.recorded()).emails).toEqual([]);
      expect(logs.events("turnstile_failed")).toHaveLength(1);
    });
  }

  it("refuses a missing or blank token with 403 without calling siteverify", async () => {
    for (const body of [validInquiry(), { ...validInquiry(), turnstileToken: "  " }]) {
      const response = await postInquiry(body, { env: { TURNSTILE_SECRET_KEY: PASSING_SECRET } });
      expect(response.status).toBe(403);
      expect((await envelopeOf(response)).fields).toEqual({
        turnstileToken: "Please complete the security check",
      });
    }
    expect((await standIn.deliveries()).siteverify).toEqual([]);
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  for (const [label, siteverify] of [
    ["answers 500", { status: 500 }],
    ["drops the connection", { networkError: true }],
    ["times out", { delayMs: Number(TEST_BINDINGS.PROVIDER_TIMEOUT_MS) + 500 }],
  ] as const) {
    it(`siteverify ${label} -> 503 challenge_unavailable (never a 500), nothing sent`, async () => {
      await standIn.setSiteverifyMode(siteverify);
      const response = await postInquiry(
        { ...validInquiry(), turnstileToken: TOKEN },
        { env: { TURNSTILE_SECRET_KEY: PASSING_SECRET } },
      );
      expect(response.status).toBe(503);
      expect(await envelopeOf(response)).toEqual({
        code: "challenge_unavailable",
        error: "The security check is unavailable right now. Please try again in a few minutes.",
      });
      expect((await standIn.recorded()).emails).toEqual([]);
      expect(logs.events("turnstile_unavailable")).toMatchObject([{ level: "error" }]);
    });
  }

  it("a wrong secret is the operator's problem: 503 and an error log with a hint", async () => {
    const response = await postInquiry(
      { ...validInquiry(), turnstileToken: TOKEN },
      { env: { TURNSTILE_SECRET_KEY: "0x-not-a-real-secret" } },
    );
    expect(response.status).toBe(503);
    const [line] = logs.events("turnstile_unavailable");
    expect(line?.errorCodes).toBe("invalid-input-secret");
    expect(String(line?.hint)).toContain("wrangler secret put TURNSTILE_SECRET_KEY");
    expect(logs.lines.join("\n")).not.toContain("0x-not-a-real-secret");
  });

  it("runs before anything is written: a honeypot hit without a token is refused, nothing stored", async () => {
    const response = await postInquiry(
      { ...validInquiry(), honeypot: "bot" },
      { env: { TURNSTILE_SECRET_KEY: PASSING_SECRET } },
    );
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).code).toBe("challenge_failed");
    const { count } = (await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM inquiries WHERE status = 'spam'",
    ).first<{
      count: number;
    }>()) ?? { count: -1 };
    expect(count).toBe(0);
  });

  it("a honeypot hit with a valid token is spam: checked by siteverify first, then the decoy", async () => {
    const response = await postInquiry(
      { ...validInquiry(), honeypot: "bot", turnstileToken: TOKEN },
      { env: { TURNSTILE_SECRET_KEY: PASSING_SECRET } },
    );
    expect(response.status).toBe(200);
    expect((await standIn.deliveries()).siteverify).toHaveLength(1);
    expect((await standIn.recorded()).emails).toEqual([]);
  });
});

describe("rate limit: INQUIRY_RATE_LIMITER, 5 per 60 s per IPv4 address or IPv6 /64", () => {
  it("answers 429 rate_limited with Retry-After after 5 requests from one IP; other IPs go on", async () => {
    // The limiter counts in fixed 60 s windows: start well inside one, so the count is not reset midway.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
    const ip = randomIp();
    for (let index = 0; index < 5; index += 1) {
      await expectAccepted(
        await postInquiry(validInquiry({ message: `Inquiry ${index} about a kitchen.` }), { ip }),
      );
    }
    const limited = await postInquiry(validInquiry(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe(String(RATE_LIMIT_RETRY_AFTER_SECONDS));
    expect(await envelopeOf(limited)).toEqual({
      code: "rate_limited",
      error: "Too many inquiries from your network. Please wait a minute and try again.",
    });
    // A cross-origin page can read it (CORS headers on the error too).
    const crossOrigin = await postInquiry(validInquiry(), { ip, origin: "http://localhost:5173" });
    expect(crossOrigin.status).toBe(429);
    expect(crossOrigin.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    // Counted before the body is read: even garbage from that IP is refused now.
    expect((await postInquiry("{not json", { ip })).status).toBe(429);
    expect((await standIn.recorded()).emails).toHaveLength(5);
    await expectAccepted(await postInquiry(validInquiry(), { ip: randomIp() }));
  }, 75_000); // may first wait up to 10 s for a fresh 60 s window

  it("counts an IPv6 client by its /64: rotating addresses within it share one budget", async () => {
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const ip = `${prefix}:${(index + 1).toString(16)}::${index}`;
      const { status } = await postInquiry(
        validInquiry({ message: `IPv6 inquiry ${index} about a kitchen.` }),
        { ip },
      );
      // 200 sent or 202 queued are both an accepted inquiry (which one depends on the machine's speed).
      statuses.push(status === 200 || status === 202 ? "accepted" : String(status));
    }
    expect(statuses).toEqual(["accepted", "accepted", "accepted", "accepted", "accepted", "429"]);
    await expectAccepted(await postInquiry(validInquiry(), { ip: `${prefix.replace(/:7$/, ":8")}::1` }));
  });

  it("without the binding (an older config) it lets inquiries through and warns", async () => {
    const ip = randomIp();
    for (let index = 0; index < 7; index += 1) {
      const response = await postInquiry(validInquiry({ message: `Inquiry ${index} about a kitchen.` }), {
        ip,
        env: { INQUIRY_RATE_LIMITER: undefined },
      });
      await expectAccepted(response);
    }
    // Once per isolate: this is the only test of the file without the binding.
    expect(logs.events("rate_limiter_missing")).toMatchObject([{ level: "warn" }]);
  });

  it("a failing limiter never breaks the form", async () => {
    const broken = {
      limit: async () => {
        throw new Error("limiter down");
      },
    };
    await expectAccepted(await postInquiry(validInquiry(), { env: { INQUIRY_RATE_LIMITER: broken } }));
    expect(logs.events("rate_limiter_failed")).toMatchObject([{ level: "warn", name: "Error" }]);
  });
});
