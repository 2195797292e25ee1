import { describe, expect, it } from "vitest";
import { idempotencyKeyFor } from "../../src/archive/store-inquiry.ts";
import { isOriginAllowed } from "../../src/core/origin.ts";
import { toTagValue } from "../../src/delivery/email/compose-email.ts";
import { fromHeader, toDisplayName, toHeaderText } from "../../src/delivery/email/header-safe.ts";
import { classifyResendStatus } from "../../src/delivery/email/resend.ts";
import { resolveRecipient } from "../../src/intake/request-checks.ts";

describe("unit rules", () => {
  it("toHeaderText / toDisplayName never keep CR, LF or address syntax", () => {
    expect(toHeaderText("a\r\nBcc: x@y.z\t b")).toBe("a Bcc: x@y.z b");
    expect(toDisplayName('"Boss" <boss@x.example>\r\n')).toBe("Boss boss x.example");
    expect(toDisplayName(' <>"" ')).toBe("Clearwell Interiors");
    expect(toDisplayName("x".repeat(300))).toHaveLength(100);
  });

  it("fromHeader: a company name with a comma or quotes (an owner's edit) stays one address", () => {
    expect(fromHeader("Clearwell Interiors, LLC", "hello@mail.example")).toBe(
      "Clearwell Interiors LLC <hello@mail.example>",
    );
    expect(fromHeader('"Clearwell" <x@y> alerts', "hello@mail.example")).toBe(
      "Clearwell x y alerts <hello@mail.example>",
    );
  });

  it("toDisplayName drops RFC 2047 encoded words, which a mail client would decode into other text", () => {
    expect(toDisplayName("=?utf-8?Q?Resend_Billing?= Clearwell")).toBe("Clearwell");
    expect(toDisplayName("=?UTF-8?B?UmVzZW5kIEJpbGxpbmc=?=")).toBe("Clearwell Interiors");
    expect(toDisplayName("Clearwell =? not a word")).toBe("Clearwell =? not a word");
  });

  it("idempotency keys are 72 characters and depend only on the submission", async () => {
    const submission = {
      recipient: "a@b.example",
      name: "Ada",
      email: "ada@x.example",
      phone: "",
      subject: "S",
      message: "M",
    };
    const key = await idempotencyKeyFor(submission);
    expect(key).toMatch(/^inquiry-[0-9a-f]{64}$/);
    expect(await idempotencyKeyFor({ ...submission, name: " Ada ", email: "ADA@x.example" })).toBe(key);
    expect(await idempotencyKeyFor({ ...submission, message: "M2" })).not.toBe(key);
    // Field boundaries matter: moving text between fields changes the key.
    expect(await idempotencyKeyFor({ ...submission, subject: "SM", message: "" })).not.toBe(key);
  });

  it("tags, recipients, origins and provider statuses", () => {
    expect(toTagValue("Website Contact Form!")).toBe("Website_Contact_Form");
    expect(toTagValue("Formulaire été")).toBe("Formulaire_t");
    expect(resolveRecipient(undefined, ["a@x.example", "b@x.example"])).toBe("a@x.example");
    expect(resolveRecipient("B@X.example", ["a@x.example", "b@x.example"])).toBe("b@x.example");
    expect(resolveRecipient("c@x.example", ["a@x.example"])).toBeUndefined();
    expect(resolveRecipient(undefined, [])).toBeUndefined();
    expect(isOriginAllowed("https://w.example", "https://w.example/api/x", [])).toBe(true);
    expect(isOriginAllowed("https://w.example:8443", "https://w.example/api/x", [])).toBe(false);
    expect(isOriginAllowed(undefined, "https://w.example/api/x", ["https://w.example"])).toBe(false);
    expect([400, 401, 403, 404, 422].map((s) => classifyResendStatus(s, "x"))).toEqual(
      Array(5).fill("rejected"),
    );
    // 408 Request Timeout is tried again, as for a webhook.
    expect([408, 429, 500, 502, 503].map((s) => classifyResendStatus(s, "x"))).toEqual(
      Array(5).fill("unavailable"),
    );
  });
});
