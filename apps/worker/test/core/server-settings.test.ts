import { describe, expect, it } from "vitest";
import { DEFAULT_PROVIDER_TIMEOUT_MS, readServerSettings } from "../../src/core/server-settings.ts";

/** The settings read from the given vars only. */
function settingsOf(vars: Record<string, string>) {
  return readServerSettings(vars as unknown as Env);
}

describe("the server settings read from vars (docs/reference.md#configuration)", () => {
  it("PROVIDER_TIMEOUT_MS: a positive integer is taken, trimmed", () => {
    expect(settingsOf({ PROVIDER_TIMEOUT_MS: " 2500 " }).providerTimeoutMs).toBe(2500);
  });

  it.each(["1e4", "10s", "2.5e3", "30 seconds", "0", "-5", ""])(
    "PROVIDER_TIMEOUT_MS %j is not a positive integer: 10000 ms, not the digits it starts with",
    (value) => {
      expect(settingsOf({ PROVIDER_TIMEOUT_MS: value }).providerTimeoutMs).toBe(DEFAULT_PROVIDER_TIMEOUT_MS);
    },
  );

  it("RESEND_API_URL empty or only spaces means https://api.resend.com; a trailing slash is dropped", () => {
    expect(settingsOf({ RESEND_API_URL: "   " }).resendApiUrl).toBe("https://api.resend.com");
    expect(settingsOf({}).resendApiUrl).toBe("https://api.resend.com");
    expect(settingsOf({ RESEND_API_URL: " http://127.0.0.1:8787/ " }).resendApiUrl).toBe(
      "http://127.0.0.1:8787",
    );
  });
});
