import { beforeEach, describe, expect, it } from "vitest";
import { signInHandshake } from "../../src/cms/sign-in-page.ts";
import { WORKER_ORIGIN } from "../helpers/api.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { tokenForCode } from "../node/github-stand-in.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";
import { callCms, fakePopup, githubTokenCalls, readSignInPage, setGithubTokenMode } from "./sign-in.ts";

const logs = captureLogs();
const CALLBACK = `${WORKER_ORIGIN}/api/cms/callback`;
const STATE_COOKIE = "__Host-cms-oauth-state";

beforeEach(() => standIn.reset());

/** Starts a sign-in as the editor does: the redirect, its state and the cookie that keeps it. */
async function startSignIn() {
  const response = await callCms("/auth?provider=github&site_id=worker.test&scope=repo");
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location") ?? "");
  const state = location.searchParams.get("state") ?? "";
  return { response, location, state, cookie: `${STATE_COOKIE}=${state}` };
}

/** What the page hands the editor, and that the page cleared the state cookie. */
async function signInOutcome(response: Response) {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0; Path=/;`));
  return readSignInPage(response);
}

/** Everything the worker logged: never the secret, the token or the code. */
function expectNothingSecretLogged(...secrets: string[]) {
  const all = logs.lines.join("\n");
  for (const secret of [TEST_BINDINGS.GITHUB_OAUTH_CLIENT_SECRET, ...secrets])
    expect(all).not.toContain(secret);
}

describe("GET /api/cms/auth", () => {
  it("sends the owner to GitHub with the app's id, the callback, scope repo and a state kept in a __Host- cookie", async () => {
    const { response, location, state } = await startSignIn();
    expect(`${location.origin}${location.pathname}`).toBe(
      `${TEST_BINDINGS.GITHUB_OAUTH_URL}/login/oauth/authorize`,
    );
    expect(location.searchParams.get("client_id")).toBe(TEST_BINDINGS.GITHUB_OAUTH_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get("Set-Cookie")).toBe(
      `${STATE_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const again = await startSignIn();
    expect(again.state).not.toBe(state);
    expect(await githubTokenCalls()).toEqual([]);
  });

  it("asks GitHub for scope repo whatever scope the editor names", async () => {
    const response = await callCms("/auth?provider=github&site_id=worker.test&scope=repo,user,admin:org");
    expect(new URL(response.headers.get("Location") ?? "").searchParams.get("scope")).toBe("repo");
  });

  it("refuses an unknown provider with the error page and the editor's handshake for that provider", async () => {
    const response = await callCms("/auth?provider=gitlab&site_id=worker.test");
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const { data } = await readSignInPage(response);
    expect(data.provider).toBe("gitlab");
    const [prefix, json] = splitMessage(data.message ?? "", "authorization:gitlab:error:");
    expect(prefix).toBe("authorization:gitlab:error:");
    expect(JSON.parse(json)).toMatchObject({ provider: "gitlab", errorCode: "cms_provider_unknown" });
    expect(logs.events("cms_sign_in_refused")).toEqual([
      { level: "warn", event: "cms_sign_in_refused", code: "cms_provider_unknown" },
    ]);
  });

  it("names a provider it cannot repeat safely `unknown`", async () => {
    const response = await callCms(`/auth?provider=${encodeURIComponent('"><script>x</script>')}`);
    expect(response.status).toBe(400);
    const text = await response.clone().text();
    expect(text).not.toContain("<script>x");
    expect((await readSignInPage(response)).data.provider).toBe("unknown");
  });

  it("answers 503 cms_not_configured while the client id or secret is missing, and sends nobody to GitHub", async () => {
    for (const env of [{ GITHUB_OAUTH_CLIENT_ID: " " }, { GITHUB_OAUTH_CLIENT_SECRET: "" }]) {
      const response = await callCms("/auth?provider=github", { env });
      expect(response.status).toBe(503);
      expect(response.headers.get("Location")).toBeNull();
      const { data } = await readSignInPage(response);
      expect(data.message).toContain('"errorCode":"cms_not_configured"');
    }
    expect(logs.events("cms_sign_in_refused").map((line) => line.reason)).toEqual([
      "GITHUB_OAUTH_CLIENT_ID",
      "GITHUB_OAUTH_CLIENT_SECRET",
    ]);
  });

  it("is behind Cloudflare Access: without a token, the error page and no redirect", async () => {
    const response = await callCms("/auth?provider=github", { token: null });
    expect(response.status).toBe(401);
    expect(response.headers.get("Location")).toBeNull();
    const { data } = await readSignInPage(response);
    expect(data.message).toContain('"errorCode":"access_token_missing"');
  });
});

describe("GET /api/cms/callback", () => {
  it("exchanges the code with the client secret and hands the token to the editor on this origin only", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callCms(`/callback?code=code-1234&state=${state}`, { cookie });
    expect(response.status).toBe(200);
    expect(await githubTokenCalls()).toEqual([
      {
        accept: "application/json",
        clientId: TEST_BINDINGS.GITHUB_OAUTH_CLIENT_ID,
        clientSecret: TEST_BINDINGS.GITHUB_OAUTH_CLIENT_SECRET,
        code: "code-1234",
        redirectUri: CALLBACK,
      },
    ]);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const { data, script } = await signInOutcome(response);
    const token = tokenForCode("code-1234");
    expect(data.message).toBe(`authorization:github:success:{"token":"${token}","provider":"github"}`);
    // The page runs only its own script: the CSP allows exactly its hash.
    expect(script).toBe(`(${signInHandshake.toString()})(window);`);
    expect(csp).toContain(`script-src 'sha256-${await sha256(script)}';`);
    expect(csp).toContain("default-src 'none'");

    const popup = fakePopup(WORKER_ORIGIN, data);
    signInHandshake(popup.win);
    expect(popup.posted).toEqual([{ message: "authorizing:github", targetOrigin: WORKER_ORIGIN }]);
    // Another site's window, or a message that is not the editor's echo, gets nothing.
    popup.deliver({ origin: "https://evil.example", source: popup.opener, data: "authorizing:github" });
    popup.deliver({ origin: WORKER_ORIGIN, source: {}, data: "authorizing:github" });
    popup.deliver({ origin: WORKER_ORIGIN, source: popup.opener, data: "authorizing:gitlab" });
    expect(popup.posted).toHaveLength(1);
    popup.deliver({ origin: WORKER_ORIGIN, source: popup.opener, data: "authorizing:github" });
    popup.deliver({ origin: WORKER_ORIGIN, source: popup.opener, data: "authorizing:github" });
    expect(popup.posted).toEqual([
      { message: "authorizing:github", targetOrigin: WORKER_ORIGIN },
      { message: data.message, targetOrigin: WORKER_ORIGIN },
    ]);
    expect(logs.events("cms_signed_in")).toEqual([
      { level: "info", event: "cms_signed_in", provider: "github" },
    ]);
    expectNothingSecretLogged(token, "code-1234");
  });

  it.each([
    ["a wrong state", (state: string) => `state=${state}x`, true],
    ["no state", () => "", true],
    ["no cookie", (state: string) => `state=${state}`, false],
  ])("refuses %s with 400 cms_state_invalid and exchanges nothing", async (_name, query, withCookie) => {
    const { state, cookie } = await startSignIn();
    const response = await callCms(`/callback?code=code-1234&${query(state)}`, withCookie ? { cookie } : {});
    expect(response.status).toBe(400);
    const { data } = await signInOutcome(response);
    expect(data.message).toMatch(/^authorization:github:error:\{.*"errorCode":"cms_state_invalid"/);
    expect(await githubTokenCalls()).toEqual([]);
  });

  it("tells the editor the owner declined at GitHub (403 cms_sign_in_denied)", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callCms(
      `/callback?error=access_denied&error_description=The+user+denied&state=${state}`,
      {
        cookie,
      },
    );
    expect(response.status).toBe(403);
    const { data } = await signInOutcome(response);
    const content = JSON.parse(splitMessage(data.message ?? "", "authorization:github:error:")[1]);
    expect(content).toEqual({
      provider: "github",
      errorCode: "cms_sign_in_denied",
      error: "GitHub sign-in was cancelled: the editor was not given access.",
      message: "GitHub sign-in was cancelled: the editor was not given access.",
    });
    expect(await githubTokenCalls()).toEqual([]);
  });

  it("reports GitHub's own error code, never its description (502 cms_github_error)", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callCms(
      `/callback?error=redirect_uri_mismatch&error_description=Visit+evil.example&state=${state}`,
      { cookie },
    );
    expect(response.status).toBe(502);
    const text = await response.clone().text();
    expect(text).toContain("redirect_uri_mismatch");
    expect(text).not.toContain("evil.example");
  });

  it("refuses a callback without a code (400 cms_code_missing)", async () => {
    const { state, cookie } = await startSignIn();
    const response = await callCms(`/callback?state=${state}`, { cookie });
    expect(response.status).toBe(400);
    expect((await signInOutcome(response)).data.message).toContain('"errorCode":"cms_code_missing"');
  });

  it.each([
    ["a code GitHub refuses", "code-x", {}, "bad_verification_code", "bad"],
    ["GitHub's outage", "code-1", { status: 500 }, "http_500", undefined],
    ["a dropped connection", "code-1", { networkError: true }, "unreachable", undefined],
    ["an answer without a token", "code-1", { body: '{"token_type":"bearer"}' }, "malformed", undefined],
    ["an answer that is not JSON", "code-1", { body: "<html>" }, "malformed", undefined],
  ])("signs nobody in on %s (502 cms_token_exchange_failed)", async (_name, code, mode, reason, sent) => {
    await setGithubTokenMode(mode);
    const { state, cookie } = await startSignIn();
    const response = await callCms(`/callback?code=${sent ?? code}&state=${state}`, { cookie });
    expect(response.status).toBe(502);
    const { data } = await signInOutcome(response);
    expect(data.message).toMatch(/^authorization:github:error:/);
    expect(data.message).not.toContain('token":');
    expect(logs.events("cms_sign_in_refused")).toEqual([
      { level: "error", event: "cms_sign_in_refused", code: "cms_token_exchange_failed", reason },
    ]);
    expectNothingSecretLogged();
  });

  it("signs nobody in when GitHub refuses the client secret", async () => {
    const { state, cookie } = await startSignIn();
    const env = { GITHUB_OAUTH_CLIENT_SECRET: "an-old-secret-0123456789" };
    const response = await callCms(`/callback?code=code-1&state=${state}`, { cookie, env });
    expect(response.status).toBe(502);
    expect(logs.events("cms_sign_in_refused")[0]?.reason).toBe("incorrect_client_credentials");
    expect((await githubTokenCalls())[0]?.clientSecret).toBe("an-old-secret-0123456789");
    expectNothingSecretLogged("an-old-secret-0123456789");
  });
});

function splitMessage(message: string, prefix: string): [string, string] {
  return message.startsWith(prefix) ? [prefix, message.slice(prefix.length)] : ["", message];
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}
