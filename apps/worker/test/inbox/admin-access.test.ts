import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { Jwt } from "hono/utils/jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_KEYS_COOLDOWN_MS, ACCESS_KEYS_MAX_AGE_MS } from "../../src/inbox/access.ts";
import worker from "../../src/index.ts";
import {
  ACCESS,
  accessCertsFetches,
  accessToken,
  callAdmin,
  previousTeamJwk,
  seedInquiry,
  strangerKey,
} from "../helpers/admin.ts";
import { ALLOWED_ORIGIN, envelopeOf, WORKER_ORIGIN } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";

/** Cloudflare Access in front of /api/admin/* (docs/reference.md#cloudflare-access), fail closed. */

const LIST = "/api/admin/inquiries";
const NOT_CONFIGURED = "Admin not configured: set ACCESS_TEAM_DOMAIN and ACCESS_AUD";
const ACCESS_UNSET = { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" };

// The archive starts empty in every test (test/support/apply-migrations.ts).
beforeEach(() => standIn.reset());
afterEach(() => vi.useRealTimers());

/** The status of a list call with a token from the current team key of the team at `teamDomain`. */
async function callWithTeamKey(teamDomain: string): Promise<number> {
  const token = await accessToken({ iss: teamDomain });
  return (await callAdmin(LIST, { token, env: { ACCESS_TEAM_DOMAIN: teamDomain } })).status;
}

describe("the Access token", () => {
  it("a valid token is admitted", async () => {
    const response = await callAdmin(LIST);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ inquiries: [], nextCursor: null });
  });

  it("no Cf-Access-Jwt-Assertion header -> 401 access_token_missing", async () => {
    const response = await callAdmin(LIST, { token: null });
    expect(response.status).toBe(401);
    expect((await envelopeOf(response)).code).toBe("access_token_missing");
  });

  it("an empty header counts as missing -> 401", async () => {
    const response = await callAdmin(LIST, { token: "  " });
    expect(response.status).toBe(401);
    expect((await envelopeOf(response)).code).toBe("access_token_missing");
  });

  const rejected: [string, () => Promise<string>][] = [
    [
      "signed by another key under the team's kid (bad signature)",
      async () => accessToken({ key: await strangerKey() }),
    ],
    ["an unknown kid", async () => accessToken({ key: await strangerKey(), kid: "not-published" })],
    ["another application's audience", () => accessToken({ aud: ["someone-elses-aud"] })],
    ["another team's issuer", () => accessToken({ iss: "https://other-team.cloudflareaccess.com" })],
    ["expired a minute ago", () => accessToken({ expiresIn: -60 })],
    ["not valid before a minute from now (nbf)", () => accessToken({ notBefore: 60 })],
    ["no exp claim", () => accessToken({ expiresIn: null })],
    [
      "HS256 instead of RS256",
      () =>
        Jwt.sign(
          { iss: ACCESS.teamDomain, aud: ACCESS.audience, exp: Math.floor(Date.now() / 1000) + 600 },
          // The secret "a-shared-secret-of-32-bytes-long!" as an HMAC JWK under the team's kid.
          { kty: "oct", k: "YS1zaGFyZWQtc2VjcmV0LW9mLTMyLWJ5dGVzLWxvbmch", alg: "HS256", kid: ACCESS.keyId },
        ),
    ],
    ["malformed (not a JWT)", async () => "not-a-jwt"],
    ["malformed (three garbage parts)", async () => "abc.def.ghi"],
    [
      "a valid token with its signature cut off",
      async () => `${(await accessToken()).split(".").slice(0, 2).join(".")}.`,
    ],
  ];
  it("a token whose clock is up to 30 s off is accepted (expired 10 s ago, or valid from 10 s ahead)", async () => {
    for (const token of [await accessToken({ expiresIn: -10 }), await accessToken({ notBefore: 10 })]) {
      expect((await callAdmin(LIST, { token })).status).toBe(200);
    }
  });

  for (const [name, mint] of rejected) {
    it(`${name} -> 403 access_token_invalid`, async () => {
      const response = await callAdmin(LIST, { token: await mint() });
      expect(response.status).toBe(403);
      expect(await envelopeOf(response)).toEqual({
        code: "access_token_invalid",
        error: "The Cloudflare Access token is not valid for this site.",
      });
    });
  }

  it("a trailing slash on ACCESS_TEAM_DOMAIN is ignored (Access's iss has none)", async () => {
    const response = await callAdmin(LIST, { env: { ACCESS_TEAM_DOMAIN: `${ACCESS.teamDomain}/` } });
    expect(response.status).toBe(200);
  });

  it("the team's keys are fetched once and then cached by the isolate", async () => {
    // A team no isolate has seen, so the first request must fetch its certs.
    const teamDomain = `http://t${crypto.randomUUID().slice(0, 8)}.access.test`;
    for (let i = 0; i < 3; i += 1) {
      const token = await accessToken({ iss: teamDomain });
      const response = await callAdmin(LIST, { token, env: { ACCESS_TEAM_DOMAIN: teamDomain } });
      expect(response.status).toBe(200);
    }
    expect(await accessCertsFetches()).toBe(1);
  });

  it("a token from a key rotated in after the keys were cached fetches them again (at most every 30 s)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A team no isolate has seen, whose first key set holds only its older key.
    const teamDomain = `http://rotating-${crypto.randomUUID().slice(0, 8)}.access.test`;
    const withPreviousKey = async () => {
      const token = await accessToken({ iss: teamDomain, key: previousTeamJwk });
      return (await callAdmin(LIST, { token, env: { ACCESS_TEAM_DOMAIN: teamDomain } })).status;
    };
    expect(await withPreviousKey()).toBe(200);
    // The current key's kid is unknown, but the keys were fetched just now: no second fetch yet.
    expect(await callWithTeamKey(teamDomain)).toBe(403);
    expect(await accessCertsFetches()).toBe(1);
    vi.setSystemTime(Date.now() + ACCESS_KEYS_COOLDOWN_MS + 1_000);
    expect(await callWithTeamKey(teamDomain)).toBe(200);
    expect(await withPreviousKey()).toBe(200);
    expect(await accessCertsFetches()).toBe(2);
  });

  it("the cached keys are fetched again once they are 10 minutes old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const teamDomain = `http://t${crypto.randomUUID().slice(0, 8)}.access.test`;
    expect(await callWithTeamKey(teamDomain)).toBe(200);
    vi.setSystemTime(Date.now() + ACCESS_KEYS_MAX_AGE_MS - 1_000);
    expect(await callWithTeamKey(teamDomain)).toBe(200);
    expect(await accessCertsFetches()).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await callWithTeamKey(teamDomain)).toBe(200);
    expect(await accessCertsFetches()).toBe(2);
  });

  it("the team's keys cannot be fetched -> 503 access_unavailable, not 500", async () => {
    const teamDomain = "http://access-down.access.test";
    const token = await accessToken({ iss: teamDomain });
    const response = await callAdmin(LIST, { token, env: { ACCESS_TEAM_DOMAIN: teamDomain } });
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("access_unavailable");
  });
});

describe("configuration (fail closed)", () => {
  it("ACCESS_TEAM_DOMAIN and ACCESS_AUD empty -> 503 admin_not_configured, even with a token", async () => {
    const response = await callAdmin(LIST, { env: ACCESS_UNSET });
    expect(response.status).toBe(503);
    expect(await envelopeOf(response)).toEqual({ code: "admin_not_configured", error: NOT_CONFIGURED });
  });

  it("either var missing alone -> 503 admin_not_configured", async () => {
    for (const env of [{ ACCESS_AUD: "" }, { ACCESS_TEAM_DOMAIN: "" }, { ACCESS_AUD: undefined }]) {
      const response = await callAdmin(LIST, { env });
      expect(response.status).toBe(503);
      expect((await envelopeOf(response)).code).toBe("admin_not_configured");
    }
  });

  it("an ACCESS_TEAM_DOMAIN that is not a URL -> 503 admin_not_configured", async () => {
    const response = await callAdmin(LIST, { env: { ACCESS_TEAM_DOMAIN: "team.cloudflareaccess.com" } });
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("admin_not_configured");
  });

  it('ADMIN_AUTH "local" without Access vars admits localhost, 127.0.0.1 and [::1] without a token', async () => {
    await seedInquiry();
    for (const baseUrl of ["http://localhost:8787", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      const response = await callAdmin(LIST, {
        baseUrl,
        token: null,
        env: { ...ACCESS_UNSET, ADMIN_AUTH: "local" },
      });
      expect(response.status, baseUrl).toBe(200);
      expect(((await response.json()) as { inquiries: unknown[] }).inquiries).toHaveLength(1);
    }
  });

  it('ADMIN_AUTH "local" on any other host -> 503 admin_not_configured', async () => {
    for (const baseUrl of [WORKER_ORIGIN, "http://localhost.example.com", "http://127.0.0.2:8787"]) {
      const response = await callAdmin(LIST, {
        baseUrl,
        token: null,
        env: { ...ACCESS_UNSET, ADMIN_AUTH: "local" },
      });
      expect(response.status, baseUrl).toBe(503);
      expect(await envelopeOf(response)).toEqual({ code: "admin_not_configured", error: NOT_CONFIGURED });
    }
  });

  it('with the Access vars set, ADMIN_AUTH "local" does not admit localhost without a token', async () => {
    const local = { baseUrl: "http://localhost:8787", env: { ADMIN_AUTH: "local" } };
    const missing = await callAdmin(LIST, { ...local, token: null });
    expect(missing.status).toBe(401);
    const forged = await callAdmin(LIST, {
      ...local,
      token: await accessToken({ key: await strangerKey() }),
    });
    expect(forged.status).toBe(403);
    expect((await callAdmin(LIST, local)).status).toBe(200);
  });

  it("unknown admin paths are refused before routing (no token -> 401, not 404)", async () => {
    expect((await callAdmin("/api/admin/nope", { token: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/nope", { env: ACCESS_UNSET })).status).toBe(503);
    const known = await callAdmin("/api/admin/nope");
    expect(known.status).toBe(404);
    expect((await envelopeOf(known)).code).toBe("not_found");
  });
});

describe("cross-site requests (Origin) on POST and DELETE", () => {
  const id = "inquiry-csrf";

  it("a missing Origin -> 403 origin_not_allowed, and nothing is deleted", async () => {
    await seedInquiry({ id });
    for (const method of ["POST", "DELETE"]) {
      const path = method === "POST" ? `/api/admin/inquiries/${id}/resend` : `/api/admin/inquiries/${id}`;
      const response = await callAdmin(path, { method, origin: null });
      expect(response.status, method).toBe(403);
      expect((await envelopeOf(response)).code).toBe("origin_not_allowed");
    }
    expect((await callAdmin(`/api/admin/inquiries/${id}`)).status).toBe(200);
  });

  it("a cross-site Origin (even one of ALLOWED_ORIGINS, or null) -> 403 origin_not_allowed", async () => {
    for (const origin of [
      "https://evil.example",
      ALLOWED_ORIGIN,
      "null",
      "http://worker.test",
      "https://worker.test:8443",
    ]) {
      for (const method of ["POST", "DELETE"]) {
        const path = method === "POST" ? `/api/admin/inquiries/${id}/resend` : `/api/admin/inquiries/${id}`;
        const response = await callAdmin(path, { method, origin });
        expect(response.status, `${method} ${origin}`).toBe(403);
        expect((await envelopeOf(response)).code).toBe("origin_not_allowed");
      }
    }
  });

  it("the same origin passes (DELETE -> 204)", async () => {
    const row = await seedInquiry();
    const response = await callAdmin(`/api/admin/inquiries/${row.id}`, {
      method: "DELETE",
      origin: WORKER_ORIGIN,
    });
    expect(response.status).toBe(204);
  });

  it("Access is checked before the Origin: no token and no Origin -> 401", async () => {
    const response = await callAdmin(`/api/admin/inquiries/${id}`, {
      method: "DELETE",
      token: null,
      origin: null,
    });
    expect(response.status).toBe(401);
  });

  it("reads need no Origin, and a cross-site one does not block them", async () => {
    expect((await callAdmin(LIST, { origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("Cache-Control: no-store on every admin answer", () => {
  /** One raw call (not through callAdmin, which checks the header itself). */
  async function raw(
    path: string,
    init: { method?: string; token?: boolean; origin?: string; env?: object } = {},
  ) {
    const headers = new Headers();
    if (init.token !== false) headers.set("Cf-Access-Jwt-Assertion", await accessToken());
    if (init.origin) headers.set("Origin", init.origin);
    const request = new Request(`${WORKER_ORIGIN}${path}`, { method: init.method ?? "GET", headers });
    if (!init.env) return exports.default.fetch(request);
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...env, ...init.env } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("successes and every kind of refusal", async () => {
    const sent = await seedInquiry({ status: "sent" });
    const gone = await seedInquiry();
    const answers: [number, Response][] = [
      [200, await raw(LIST)],
      [200, await raw(`${LIST}.csv`)],
      [200, await raw(`${LIST}/${sent.id}`)],
      [204, await raw(`${LIST}/${gone.id}`, { method: "DELETE", origin: WORKER_ORIGIN })],
      [400, await raw(`${LIST}?limit=0`)],
      [401, await raw(LIST, { token: false })],
      [403, await raw(LIST, { env: { ACCESS_AUD: "another-application" } })],
      [403, await raw(`${LIST}/${sent.id}`, { method: "DELETE", origin: "https://evil.example" })],
      [404, await raw(`${LIST}/${gone.id}`)],
      [404, await raw("/api/admin/nope")],
      [409, await raw(`${LIST}/${sent.id}/resend`, { method: "POST", origin: WORKER_ORIGIN })],
      [503, await raw(LIST, { env: ACCESS_UNSET })],
      [503, await raw(LIST, { env: { DB: undefined } })],
    ];
    for (const [status, response] of answers) {
      expect(response.status).toBe(status);
      expect(response.headers.get("Cache-Control"), `${status} ${response.url}`).toBe("no-store");
    }
  });
});
