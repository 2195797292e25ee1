/**
 * The site editor's GitHub sign-in (docs/reference.md#site-editor-sign-in): `GET /api/cms/auth`
 * sends the owner to GitHub with a state kept in a cookie, `GET /api/cms/callback` checks that
 * state, exchanges GitHub's code for a token and hands it to the editor through the popup's
 * handshake. Behind Cloudflare Access like the inbox; every refusal is the popup's error page,
 * which also tells the editor why, and signs nobody in.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../core/app-env.ts";
import { logEvent } from "../core/log-event.ts";
import { readServerSettings } from "../core/server-settings.ts";
import { requireAccess } from "../inbox/access.ts";
import { CMS_CLIENT_SECRET_NAME, readCmsSettings } from "./cms-settings.ts";
import { authorizeUrl, exchangeCode } from "./github-oauth.ts";
import { issueState, takeState } from "./oauth-state.ts";
import { signInPage } from "./sign-in-page.ts";

/** The only provider the helper signs in with. */
const PROVIDER = "github";

/** A provider name as the editor may send it; anything else is called `unknown` in the answer. */
const PROVIDER_NAME = /^[a-z][a-z0-9-]{0,31}$/;

type Status = 400 | 403 | 502 | 503;

/** GitHub's error codes are snake_case words; anything else is not repeated. */
const GITHUB_ERROR_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * The error page for `code`, logged `cms_sign_in_refused` with the code and `reason` (never a
 * token, a code from GitHub or a secret).
 */
function refuse(
  c: Context<AppEnv>,
  status: Status,
  code: string,
  error: string,
  { provider = PROVIDER, reason }: { provider?: string; reason?: string } = {},
) {
  logEvent(status >= 500 ? "error" : "warn", "cms_sign_in_refused", { code, reason });
  return signInPage(c, { ok: false, provider, code, error }, status);
}

/** Why the sign-in is not set up (the names missing), or `null` when it is. */
function missingSettings(env: Env): string | null {
  const { clientId, clientSecret } = readCmsSettings(env);
  const missing = [clientId ? "" : "GITHUB_OAUTH_CLIENT_ID", clientSecret ? "" : CMS_CLIENT_SECRET_NAME];
  return missing.filter(Boolean).join(",") || null;
}

const NOT_CONFIGURED =
  "GitHub sign-in is not set up on this site yet: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are needed (pnpm run setup asks for them).";

/** `/api/cms/callback` on the request's own origin: GitHub must know it as the app's callback URL. */
function callbackUrl(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/api/cms/callback`;
}

/** Admits only requests Cloudflare Access let through; a refusal is the popup's error page. */
async function accessGate(c: Context<AppEnv>, next: () => Promise<void>) {
  try {
    await requireAccess(c, async () => {});
  } catch (error) {
    if (!(error instanceof HTTPException)) throw error;
    const body = (await error
      .getResponse()
      .json()
      .catch(() => ({}))) as { code?: string; error?: string };
    return refuse(c, error.status as Status, body.code ?? "access_refused", body.error ?? error.message);
  }
  await next();
}

/** `GET /auth` and `GET /callback`, mounted at `/api/cms`. */
export const cmsRoute = new Hono<AppEnv>()
  .use("*", accessGate)
  .get("/auth", async (c) => {
    const provider = c.req.query("provider") ?? "";
    if (provider !== PROVIDER) {
      return refuse(
        c,
        400,
        "cms_provider_unknown",
        `This site signs in with GitHub only (the editor asked for “${PROVIDER_NAME.test(provider) ? provider : "no provider"}”).`,
        { provider: PROVIDER_NAME.test(provider) ? provider : "unknown" },
      );
    }
    const missing = missingSettings(c.env);
    if (missing) return refuse(c, 503, "cms_not_configured", NOT_CONFIGURED, { reason: missing });
    const { clientId, githubUrl } = readCmsSettings(c.env);
    const state = issueState(c);
    // The answer sets a fresh state: no cache may keep it.
    c.header("Cache-Control", "no-store");
    return c.redirect(authorizeUrl({ githubUrl, clientId, redirectUri: callbackUrl(c), state }), 302);
  })
  .get("/callback", async (c) => {
    const { code, state, error } = c.req.query();
    if (!takeState(c, state)) {
      return refuse(
        c,
        400,
        "cms_state_invalid",
        "This sign-in could not be matched to one started from this browser in the last 10 minutes (its state is missing or wrong), so nobody was signed in.",
      );
    }
    if (error === "access_denied") {
      return refuse(
        c,
        403,
        "cms_sign_in_denied",
        "GitHub sign-in was cancelled: the editor was not given access.",
      );
    }
    if (error) {
      const said = GITHUB_ERROR_CODE.test(error) ? error : "unknown";
      return refuse(
        c,
        502,
        "cms_github_error",
        `GitHub refused the sign-in (${said}), so nobody was signed in.`,
        {
          reason: said,
        },
      );
    }
    if (!code) {
      return refuse(
        c,
        400,
        "cms_code_missing",
        "GitHub did not send back a sign-in code, so nobody was signed in.",
      );
    }
    const missing = missingSettings(c.env);
    if (missing) return refuse(c, 503, "cms_not_configured", NOT_CONFIGURED, { reason: missing });
    const { clientId, clientSecret = "", githubUrl } = readCmsSettings(c.env);
    const { providerTimeoutMs } = readServerSettings(c.env);
    const exchanged = await exchangeCode({
      githubUrl,
      clientId,
      clientSecret,
      code,
      redirectUri: callbackUrl(c),
      timeoutMs: providerTimeoutMs,
    });
    if (!exchanged.ok) {
      return refuse(
        c,
        502,
        "cms_token_exchange_failed",
        "GitHub did not give this site a sign-in token, so nobody was signed in. Try again in a minute.",
        { reason: exchanged.reason },
      );
    }
    logEvent("info", "cms_signed_in", { provider: PROVIDER });
    return signInPage(c, { ok: true, provider: PROVIDER, token: exchanged.token }, 200);
  });
