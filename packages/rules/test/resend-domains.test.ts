import { describe, expect, it } from "vitest";
import {
  findSenderDomain,
  isVerified,
  RECORDED_EVENT_TYPES,
  readDnsRecordsToShow,
  readResendDomains,
  resendErrorName,
  senderDomainOf,
} from "../src/index.ts";

/**
 * What Resend's domain answers mean (docs/product.md#setup-panel), read the same by the worker's
 * Setup panel and `pnpm run setup`.
 */

const RECORD = { record: "SPF", type: "TXT", name: "send", value: "v=spf1 include:amazonses.com ~all" };

describe("senderDomainOf", () => {
  it("is the lower-cased part after the last @", () => {
    expect(senderDomainOf("Inquiries@Mail.Example.COM")).toBe("mail.example.com");
    expect(senderDomainOf('"a@b"@example.com')).toBe("example.com");
  });

  it("is null without a domain", () => {
    expect(senderDomainOf("inquiries")).toBeNull();
    expect(senderDomainOf("inquiries@")).toBeNull();
    expect(senderDomainOf("")).toBeNull();
  });
});

describe("readResendDomains", () => {
  it("keeps id, name and status of each domain", () => {
    expect(
      readResendDomains({
        object: "list",
        data: [{ id: "d1", name: "example.com", status: "verified", region: "us-east-1", capabilities: {} }],
      }),
    ).toEqual([{ id: "d1", name: "example.com", status: "verified" }]);
  });

  it.each([
    ["no body", null],
    ["an error answer", { name: "invalid_api_key", message: "API key is invalid" }],
    ["a domain without status", { data: [{ id: "d1", name: "example.com" }] }],
  ])("is null for %s", (_label, body) => {
    expect(readResendDomains(body)).toBeNull();
  });
});

describe("findSenderDomain and isVerified", () => {
  const domains = [
    { id: "d1", name: "Example.com", status: "pending" },
    { id: "d2", name: "other.example", status: "verified" },
  ];

  it("finds the sender's domain whatever the case of Resend's name", () => {
    expect(findSenderDomain(domains, "example.com")?.id).toBe("d1");
    expect(findSenderDomain(domains, "other.example")?.id).toBe("d2");
    expect(findSenderDomain(domains, "missing.example")).toBeUndefined();
  });

  it("counts only the status verified as verified", () => {
    expect(isVerified({ status: "verified" })).toBe(true);
    for (const status of ["pending", "not_started", "failed", "temporary_failure", "Verified"]) {
      expect(isVerified({ status })).toBe(false);
    }
  });
});

describe("readDnsRecordsToShow", () => {
  it("lists the records not verified yet, in Resend's order, with the five fields shown", () => {
    const body = {
      id: "d1",
      records: [
        { ...RECORD, status: "verified", ttl: "Auto" },
        { ...RECORD, record: "DKIM", name: "resend._domainkey", status: "pending", ttl: "Auto" },
        { ...RECORD, record: "MX", type: "MX", status: "failed", priority: 10 },
      ],
    };
    expect(readDnsRecordsToShow(body)).toEqual([
      { ...RECORD, record: "DKIM", name: "resend._domainkey", status: "pending" },
      { ...RECORD, record: "MX", type: "MX", status: "failed" },
    ]);
  });

  it("is empty without records, and null for another shape", () => {
    expect(readDnsRecordsToShow({ id: "d1" })).toEqual([]);
    expect(readDnsRecordsToShow({ records: [{ record: "SPF" }] })).toBeNull();
    expect(readDnsRecordsToShow(null)).toBeNull();
  });
});

describe("resendErrorName", () => {
  it("is the error body's name, else null", () => {
    expect(resendErrorName({ name: "restricted_api_key", message: "..." })).toBe("restricted_api_key");
    expect(resendErrorName({ name: 401 })).toBeNull();
    expect(resendErrorName(null)).toBeNull();
    expect(resendErrorName(undefined)).toBeNull();
  });
});

describe("RECORDED_EVENT_TYPES", () => {
  it("are the four delivery events the worker records", () => {
    expect(RECORDED_EVENT_TYPES).toEqual([
      "email.delivered",
      "email.bounced",
      "email.complained",
      "email.delivery_delayed",
    ]);
  });
});
