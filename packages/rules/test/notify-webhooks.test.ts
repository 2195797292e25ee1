import { describe, expect, it } from "vitest";
import { isLocalEnvironment, readNotifyWebhooks } from "../src/index.ts";

/**
 * The `NOTIFY_WEBHOOKS` parser (docs/reference.md#notification-channels), the one the worker
 * reads the var with and `pnpm run setup` checks a chat webhook with: it fails closed, and its
 * refusal names the entry and field but never a URL.
 */

function config(list: unknown, environment = "production") {
  return readNotifyWebhooks({ NOTIFY_WEBHOOKS: JSON.stringify(list), ENVIRONMENT: environment });
}

describe("NOTIFY_WEBHOOKS (fails closed)", () => {
  it("reads a valid list, and an empty var as no webhooks", () => {
    expect(readNotifyWebhooks({ NOTIFY_WEBHOOKS: " ", ENVIRONMENT: "production" })).toEqual({
      ok: true,
      webhooks: [],
    });
    expect(
      config([
        { name: "crm", url: "https://crm.example/hook", format: "json", secret: "CRM_SECRET" },
        { name: "sales-team", url: "https://hooks.slack.com/services/T/B/X", format: "slack" },
      ]),
    ).toEqual({
      ok: true,
      webhooks: [
        { name: "crm", url: "https://crm.example/hook", format: "json", secret: "CRM_SECRET" },
        { name: "sales-team", url: "https://hooks.slack.com/services/T/B/X", format: "slack" },
      ],
    });
  });

  it.each([
    ["not JSON", "[{", "is not valid JSON"],
    ["not a list", JSON.stringify({ name: "a" }), "must be a JSON array"],
    [
      "an unknown key",
      JSON.stringify([{ name: "a", url: "https://a.example", format: "slack", x: 1 }]),
      "[0] must be an object",
    ],
    [
      "a bad name",
      JSON.stringify([{ name: "Sales!", url: "https://a.example", format: "slack" }]),
      "[0].name",
    ],
    [
      "an unknown format",
      JSON.stringify([{ name: "a", url: "https://a.example", format: "xml" }]),
      "[0].format",
    ],
    [
      "plain http",
      JSON.stringify([{ name: "a", url: "http://a.example/h", format: "slack" }]),
      "[0].url must use https:",
    ],
    [
      "credentials",
      JSON.stringify([{ name: "a", url: "https://u:p@a.example", format: "slack" }]),
      "user name or password",
    ],
    [
      "json without secret",
      JSON.stringify([{ name: "a", url: "https://a.example", format: "json" }]),
      "[0].secret must name",
    ],
    [
      "a secret on slack",
      JSON.stringify([{ name: "a", url: "https://a.example", format: "slack", secret: "S" }]),
      "only for the json format",
    ],
    [
      "a name twice",
      JSON.stringify([
        { name: "a", url: "https://a.example", format: "slack" },
        { name: "a", url: "https://b.example", format: "discord" },
      ]),
      '[1].name "a" is used twice',
    ],
  ])("refuses %s, naming the entry but never the URL", (_label, value, message) => {
    const result = readNotifyWebhooks({ NOTIFY_WEBHOOKS: value, ENVIRONMENT: "production" });
    expect(result.ok).toBe(false);
    const error = result.ok ? "" : result.error;
    expect(error).toContain(message);
    expect(error).not.toMatch(/a\.example|b\.example/);
  });

  it("accepts plain http only where ENVIRONMENT is local (the local receiver)", () => {
    const local = [
      { name: "local", url: "http://127.0.0.1:8787/api/outbox/webhooks", format: "json", secret: "S" },
    ];
    expect(config(local, "local").ok).toBe(true);
    expect(config(local, " LOCAL ").ok).toBe(true);
    expect(config(local, "production").ok).toBe(false);
    expect(config(local, "").ok).toBe(false);
  });
});

describe("isLocalEnvironment", () => {
  it("is true only for local, trimmed, any case", () => {
    expect(isLocalEnvironment({ ENVIRONMENT: " Local " })).toBe(true);
    expect(isLocalEnvironment({ ENVIRONMENT: "production" })).toBe(false);
    expect(isLocalEnvironment({})).toBe(false);
  });
});
