import { describe, expect, it } from "vitest";
import { pageContentSecurityPolicy, SECURITY_HEADERS, TURNSTILE_ORIGIN } from "../src/security-headers.ts";

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string> {
  return new Map(policy.split("; ").map((directive) => [directive.split(" ")[0] ?? "", directive]));
}

describe("pageContentSecurityPolicy", () => {
  const sources = {
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    imageOrigins: ["https://images.unsplash.com"],
    frameOrigins: ["https://www.openstreetmap.org"],
  };

  it("allows only the site's scripts and the listed hashes, sorted and once each, and no framing", () => {
    const policy = directives(pageContentSecurityPolicy({ ...sources, turnstile: false }));
    expect(policy.get("script-src")).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy.get("img-src")).toBe("img-src 'self' data: blob: https://images.unsplash.com");
    expect(policy.get("frame-src")).toBe("frame-src https://www.openstreetmap.org");
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy.get("object-src")).toBe("object-src 'none'");
    expect(policy.get("base-uri")).toBe("base-uri 'none'");
    expect([...policy.values()].join("; ")).not.toContain(TURNSTILE_ORIGIN);
  });

  it("allows Turnstile's script and frame only while Turnstile is on", () => {
    const policy = directives(pageContentSecurityPolicy({ ...sources, turnstile: true }));
    expect(policy.get("script-src")).toBe(`script-src 'self' 'sha256-a' 'sha256-b' ${TURNSTILE_ORIGIN}`);
    expect(policy.get("frame-src")).toBe(`frame-src ${TURNSTILE_ORIGIN} https://www.openstreetmap.org`);
  });

  it("allows no frame at all when the pages open none", () => {
    const policy = directives(
      pageContentSecurityPolicy({ scriptHashes: [], imageOrigins: [], frameOrigins: [], turnstile: false }),
    );
    expect(policy.get("frame-src")).toBe("frame-src 'none'");
    expect(policy.get("script-src")).toBe("script-src 'self'");
  });
});

describe("SECURITY_HEADERS", () => {
  it("turns off each unused browser feature in Permissions-Policy", () => {
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/^(\w+=\(\), )+\w+=\(\)$/);
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });
});
