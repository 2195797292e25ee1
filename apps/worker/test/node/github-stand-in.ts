/**
 * A stand-in for GitHub's OAuth token endpoint (docs/reference.md#site-editor-sign-in):
 * `POST <GITHUB_OAUTH_URL>/login/oauth/access_token` answers like GitHub - a token for the test
 * OAuth app's id and secret and a code starting `code-`, else GitHub's own `200` error bodies
 * (`incorrect_client_credentials`, `bad_verification_code`) - or fails the way a
 * {@link GithubTokenMode} says. Every call is recorded with its form fields and `Accept` header.
 */
import type { GithubTokenCall, GithubTokenMode } from "../stand-in-types.ts";

/** What the stand-in accepts: the test OAuth app (test-bindings.ts). */
export type GithubApp = { host: string; clientId: string; clientSecret: string };

/** The GitHub stand-in: its handler, its calls, and how it answers. */
export type GithubStandIn = {
  /** Answers the token endpoint; `null` for any other request. */
  handle(request: Request): Promise<Response> | null;
  calls(): GithubTokenCall[];
  setMode(mode: GithubTokenMode): void;
  reset(): void;
};

/** The token GitHub would issue for `code` (tests recognise it). */
export function tokenForCode(code: string): string {
  return `gho_${code.replaceAll("-", "_")}`;
}

/** Creates the stand-in for `app` (answers like GitHub until a mode is set). */
export function createGithubStandIn(app: GithubApp): GithubStandIn {
  let calls: GithubTokenCall[] = [];
  let mode: GithubTokenMode = {};

  async function exchange(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const field = (name: string) => form.get(name);
    calls.push({
      accept: request.headers.get("Accept"),
      clientId: field("client_id"),
      clientSecret: field("client_secret"),
      code: field("code"),
      redirectUri: field("redirect_uri"),
    });
    if (mode.networkError) return Response.error();
    if (mode.status && mode.status !== 200) return new Response("stand-in outage", { status: mode.status });
    if (mode.body !== undefined)
      return new Response(mode.body, { headers: { "Content-Type": "application/json" } });
    if (field("client_id") !== app.clientId || field("client_secret") !== app.clientSecret) {
      return Response.json({
        error: "incorrect_client_credentials",
        error_description: "wrong id or secret",
      });
    }
    const code = field("code") ?? "";
    if (!code.startsWith("code-")) {
      return Response.json({
        error: "bad_verification_code",
        error_description: "The code is incorrect or expired.",
      });
    }
    return Response.json({ access_token: tokenForCode(code), token_type: "bearer", scope: "repo" });
  }

  return {
    handle(request) {
      const url = new URL(request.url);
      const isToken = url.host === app.host && url.pathname === "/login/oauth/access_token";
      return request.method === "POST" && isToken ? exchange(request) : null;
    },
    calls: () => [...calls],
    setMode(next) {
      mode = next;
    },
    reset() {
      calls = [];
      mode = {};
    },
  };
}
