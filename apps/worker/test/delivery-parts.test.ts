import { describe, expect, it } from "vitest";
import { isQueuedInquiry } from "../src/delivery/queued-inquiry.ts";
import {
  BACKOFF_SECONDS,
  MAX_QUEUE_DELAY_SECONDS,
  parseRetryAfter,
  retryDelaySeconds,
} from "../src/delivery/retry-policy.ts";
import { isHoneypotFilled } from "../src/policy/honeypot.ts";
import { rateLimitKey } from "../src/policy/rate-limit.ts";
import { operatorHint } from "../src/providers/operator-hint.ts";

describe("retry policy (docs/architecture.md#delivery)", () => {
  it("backs off x3 from 10 s, capped at 1 hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((failed) => retryDelaySeconds(failed))).toEqual([
      10, 30, 90, 270, 810, 2430, 3600, 3600, 3600, 3600,
    ]);
    expect(retryDelaySeconds(0)).toBe(BACKOFF_SECONDS[0]);
  });

  it("honours retry-after, rounded up and bounded to 1 s .. 12 h", () => {
    expect(retryDelaySeconds(3, 7)).toBe(7);
    expect(retryDelaySeconds(3, 0.2)).toBe(1);
    expect(retryDelaySeconds(3, 0)).toBe(1);
    expect(retryDelaySeconds(1, 86_400)).toBe(MAX_QUEUE_DELAY_SECONDS);
    expect(retryDelaySeconds(2, Number.NaN)).toBe(30);
  });

  it("reads Retry-After as seconds or an HTTP-date", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7);
    expect(parseRetryAfter(" 1.5 ", now)).toBe(1.5);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-3", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("small rules", () => {
  it("operator hints name the fix for 401/403/422 and stay quiet for transient errors", () => {
    expect(operatorHint(401, "missing_api_key")).toContain("wrangler secret put RESEND_API_KEY");
    expect(operatorHint(403, "invalid_api_key")).toContain("invalid_api_key");
    expect(operatorHint(403, "validation_error")).toContain("verify the domain");
    expect(operatorHint(422, "missing_required_field")).toContain("MAIL_FROM_ADDRESS");
    for (const [status, name] of [
      [429, "rate_limit_exceeded"],
      [500, "application_error"],
      [409, "concurrent_idempotent_requests"],
      [undefined, "timeout"],
    ] as const) {
      expect(operatorHint(status, name)).toBeUndefined();
    }
  });

  it("queued inquiries are recognised by shape and version", () => {
    const email = { from: "a", to: "b", replyTo: "c", subject: "d", html: "e", text: "f", tags: [] };
    const message = { v: 1, id: `inquiry-${"0".repeat(64)}`, apiKeyEnvName: "K", queuedAt: "t", email };
    expect(isQueuedInquiry(message)).toBe(true);
    expect(isQueuedInquiry({ ...message, v: 2 })).toBe(false);
    expect(isQueuedInquiry({ ...message, id: "other" })).toBe(false);
    expect(isQueuedInquiry({ ...message, email: { ...email, tags: [{ name: 1 }] } })).toBe(false);
    expect(isQueuedInquiry(null)).toBe(false);
  });

  it("honeypot and rate-limit keys", () => {
    expect([undefined, "", "  \n"].map(isHoneypotFilled)).toEqual([false, false, false]);
    expect(isHoneypotFilled("x")).toBe(true);
    expect(rateLimitKey(new Headers({ "CF-Connecting-IP": " 203.0.113.9 " }))).toBe("ip:203.0.113.9");
    expect(rateLimitKey(new Headers())).toBe("ip:unknown");
  });
});
