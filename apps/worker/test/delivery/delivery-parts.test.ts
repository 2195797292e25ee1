import { describe, expect, it } from "vitest";
import { rateLimitKey } from "../../src/core/client-ip.ts";
import { inboxLinkOf, inboxPathOf } from "../../src/core/inbox-link.ts";
import { parseRetryAfter } from "../../src/core/retry-after.ts";
import { IDEMPOTENCY_WINDOW_MS, idempotencyKeyAt } from "../../src/delivery/email/email-sender.ts";
import { operatorHint } from "../../src/delivery/email/resend.ts";
import { composeAlertEmail } from "../../src/delivery/notices/compose-alert.ts";
import {
  BACKOFF_SECONDS,
  MAX_DELAY_SECONDS,
  MAX_RETRIES,
  retryDelaySeconds,
} from "../../src/delivery/run/retry-policy.ts";
import { isHoneypotFilled } from "../../src/intake/spam/spam-judgement.ts";

describe("retry policy (docs/architecture.md#delivery-channels)", () => {
  it("backs off x3 from 10 s, capped at 1 hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((failed) => retryDelaySeconds(failed))).toEqual([
      10, 30, 90, 270, 810, 2430, 3600, 3600, 3600, 3600,
    ]);
    expect(retryDelaySeconds(0)).toBe(BACKOFF_SECONDS[0]);
  });

  it("honours retry-after, rounded up and bounded to 1 s .. 1 h", () => {
    expect(retryDelaySeconds(3, 7)).toBe(7);
    expect(retryDelaySeconds(3, 0.2)).toBe(1);
    expect(retryDelaySeconds(3, 0)).toBe(1);
    expect(retryDelaySeconds(1, 86_400)).toBe(MAX_DELAY_SECONDS);
    expect(retryDelaySeconds(2, Number.NaN)).toBe(30);
  });

  it("the whole schedule of a channel, the longest Retry-After included, stays inside Resend's 24 h window", () => {
    // Every retry waits at most MAX_DELAY_SECONDS, and there are MAX_RETRIES of them.
    const worst = Array.from({ length: MAX_RETRIES }, (_, index) =>
      retryDelaySeconds(index + 1, 10 * 86_400),
    );
    expect(worst.every((delay) => delay === MAX_DELAY_SECONDS)).toBe(true);
    expect(worst.reduce((sum, delay) => sum + delay, 0) * 1000).toBeLessThan(IDEMPOTENCY_WINDOW_MS / 2);
    const backoff = Array.from({ length: MAX_RETRIES }, (_, index) => retryDelaySeconds(index + 1));
    expect(backoff.reduce((sum, delay) => sum + delay, 0)).toBe(14_440);
  });

  it("a retry's delay is the provider's Retry-After, else the backoff, never past the cap, in seconds", () => {
    expect(retryDelaySeconds(1, 7)).toBe(7);
    expect(retryDelaySeconds(2)).toBe(30);
    expect(retryDelaySeconds(1, 99_999)).toBe(MAX_DELAY_SECONDS);
  });

  it("an email's idempotency key is kept for 24 hours, then renewed as <id>-r<n>", () => {
    const at = Date.parse("2026-11-22T10:00:00Z");
    const row = {
      id: "inquiry-a",
      idempotency_key: "inquiry-a",
      idempotency_key_at: new Date(at).toISOString(),
    };
    expect(idempotencyKeyAt(row, at + IDEMPOTENCY_WINDOW_MS - 1)).toEqual({
      key: "inquiry-a",
      renewed: false,
    });
    expect(idempotencyKeyAt(row, at + IDEMPOTENCY_WINDOW_MS)).toEqual({ key: "inquiry-a-r1", renewed: true });
    expect(idempotencyKeyAt({ ...row, idempotency_key: "inquiry-a-r1" }, at + IDEMPOTENCY_WINDOW_MS)).toEqual(
      {
        key: "inquiry-a-r2",
        renewed: true,
      },
    );
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

  it("honeypot and rate-limit keys", () => {
    expect([undefined, "", "  \n"].map(isHoneypotFilled)).toEqual([false, false, false]);
    expect(isHoneypotFilled("x")).toBe(true);
    expect(rateLimitKey(new Headers({ "CF-Connecting-IP": " 203.0.113.9 " }))).toBe("ip:203.0.113.9");
    expect(rateLimitKey(new Headers())).toBe("ip:unknown");
  });

  it("rate-limit keys are per network: an IPv6 client by its /64, an IPv4-mapped one as IPv4", () => {
    const key = (ip: string) => rateLimitKey(new Headers({ "CF-Connecting-IP": ip }));
    // One host rotating through its /64 keeps one key, however the address is written.
    const oneNetwork = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:abcd",
      "2001:db8:1:2:aaaa::",
    ];
    expect(new Set(oneNetwork.map(key))).toEqual(new Set(["ip6:2001:db8:1:2::/64"]));
    expect(key("2001:db8:1:3::1")).toBe("ip6:2001:db8:1:3::/64");
    expect(key("::1")).toBe("ip6:0:0:0:0::/64");
    expect(key("::ffff:203.0.113.9")).toBe("ip:203.0.113.9");
    expect(key("::ffff:cb00:7109")).toBe("ip:203.0.113.9");
    expect(key("2001:db8::1:2:3:4:5:6:7")).toBe("ip:2001:db8::1:2:3:4:5:6:7");
  });
});

describe("the inbox link of alerts and notifications (docs/product.md#operator-inbox)", () => {
  it("opens the inquiry: the first allowed origin + /admin?inquiry=<id>, the id URL-encoded", () => {
    const env = { ALLOWED_ORIGINS: "https://a.example,https://b.example" } as Env;
    expect(inboxLinkOf(env, "k1-d20000")).toBe("https://a.example/admin?inquiry=k1-d20000");
    expect(inboxPathOf("a&b c")).toBe("/admin?inquiry=a%26b+c");
    expect(inboxLinkOf({ ALLOWED_ORIGINS: "" } as Env, "k1")).toBeNull();
  });

  it("an alert without an origin still names the path that opens the inquiry", () => {
    const email = composeAlertEmail(
      { inquiryId: "k1", channel: "email", cause: "403 invalid_api_key", adminUrl: null },
      { to: "ops@example.com", fromAddress: "alerts@example.com" },
    );
    expect(email.text).toContain("Open the operator inbox (/admin?inquiry=k1) to read it and retry.");
  });
});
