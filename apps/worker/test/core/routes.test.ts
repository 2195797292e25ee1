import { exports } from "cloudflare:workers";
import { SECURITY_HEADERS } from "@clearwell/contract/security-headers";
import { describe, expect, it } from "vitest";
import { ALLOWED_ORIGIN, envelopeOf, postInquiry, typedValues, WORKER_ORIGIN } from "../helpers/api.ts";
import { postForm } from "../helpers/form-post.ts";

describe("other routes", () => {
  it("GET /api/health -> 200 { ok: true }", async () => {
    const response = await exports.default.fetch(`${WORKER_ORIGIN}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("unknown /api paths -> 404 not_found envelope", async () => {
    for (const path of ["/api", "/api/", "/api/nope", "/api/send-email/extra"]) {
      const response = await exports.default.fetch(`${WORKER_ORIGIN}${path}`);
      expect(response.status).toBe(404);
      expect(await envelopeOf(response)).toEqual({ code: "not_found", error: "There is no such API route." });
    }
  });

  it("other methods on /api/send-email -> 405 method_not_allowed with Allow", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await exports.default.fetch(`${WORKER_ORIGIN}/api/send-email`, {
        method,
        headers: { Origin: ALLOWED_ORIGIN },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST, OPTIONS");
      expect(await envelopeOf(response)).toEqual({
        code: "method_not_allowed",
        error: "Use POST to send an inquiry.",
      });
    }
  });
});

describe("security headers (docs/reference.md#security-headers)", () => {
  /** Asserts the headers every worker response carries. */
  function expectSecurityHeaders(response: Response): void {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  }

  it("every API answer carries them, with a policy that loads nothing", async () => {
    const answers = [
      await exports.default.fetch(`${WORKER_ORIGIN}/api/health`),
      await exports.default.fetch(`${WORKER_ORIGIN}/api/nope`),
      await postInquiry({ name: "" }),
    ];
    for (const response of answers) {
      expectSecurityHeaders(response);
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("a form post's HTML answer keeps its own script-free policy", async () => {
    const response = await postForm(typedValues({ name: "" }), "urlencoded");
    expect(response.status).toBe(422);
    expectSecurityHeaders(response);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^script-src 'none'; object-src 'none';/);
  });
});
