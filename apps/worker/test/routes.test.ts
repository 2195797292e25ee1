import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ALLOWED_ORIGIN, envelopeOf, WORKER_ORIGIN } from "./helpers/api.ts";

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
