/* GitHub's OAuth web flow for the site editor (docs/reference.md#site-editor-sign-in); the token is never logged. */

/** The one scope the helper asks for: `repo`, to read and commit the site's content. */
export const CMS_SCOPE = "repo";

/** What {@link authorizeUrl} needs. */
export type AuthorizeParams = {
  /** GitHub's origin, e.g. `https://github.com` (no trailing slash). */
  githubUrl: string;
  clientId: string;
  /** This worker's `/api/cms/callback` on the request's own origin. */
  redirectUri: string;
  state: string;
};

/** `<githubUrl>/login/oauth/authorize` with the client id, redirect URI, {@link CMS_SCOPE} and state. */
export function authorizeUrl(params: AuthorizeParams): string {
  const query = new URLSearchParams({
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    scope: CMS_SCOPE,
    state: params.state,
    allow_signup: "false",
  });
  return `${params.githubUrl}/login/oauth/authorize?${query}`;
}

/** What {@link exchangeCode} needs. */
export type ExchangeParams = {
  githubUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  /** The same redirect URI the authorize URL carried. */
  redirectUri: string;
  timeoutMs: number;
};

/** The token, or why none: `unreachable`, `http_<status>`, `malformed`, or GitHub's own `error` code. */
export type ExchangeResult = { ok: true; token: string } | { ok: false; reason: string };

/** GitHub's error codes are snake_case words; anything else is reported as `malformed`. */
const GITHUB_ERROR_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * POSTs the code with the client id and secret to `<githubUrl>/login/oauth/access_token`
 * (form-encoded, `Accept: application/json`). Never throws.
 */
export async function exchangeCode(params: ExchangeParams): Promise<ExchangeResult> {
  let response: Response;
  try {
    response = await fetch(`${params.githubUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: params.clientId,
        client_secret: params.clientSecret,
        code: params.code,
        redirect_uri: params.redirectUri,
      }),
      signal: AbortSignal.timeout(params.timeoutMs),
    });
  } catch {
    return { ok: false, reason: "unreachable" };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return { ok: false, reason: `http_${response.status}` };
  }
  const body = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    error?: unknown;
  } | null;
  if (typeof body?.access_token === "string" && body.access_token !== "") {
    return { ok: true, token: body.access_token };
  }
  const error =
    typeof body?.error === "string" && GITHUB_ERROR_CODE.test(body.error) ? body.error : "malformed";
  return { ok: false, reason: error };
}
