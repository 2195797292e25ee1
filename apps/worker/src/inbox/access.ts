import { createMiddleware } from "hono/factory";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { logEvent } from "../core/log-event.ts";

/** The request header Cloudflare Access puts the signed application token in. */
export const ACCESS_JWT_HEADER = "Cf-Access-Jwt-Assertion";

/** The sentence of 503 `admin_not_configured` while the Access vars are missing. */
export const ADMIN_NOT_CONFIGURED_TEXT = "Admin not configured: set ACCESS_TEAM_DOMAIN and ACCESS_AUD";

/** Host names `ADMIN_AUTH = "local"` admits without a token (as `URL.hostname` spells them). */
const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * How the admin API is protected, read from the vars (docs/reference.md#cloudflare-access):
 * - `access`: verify Access tokens issued by `teamDomain` (no trailing slash) for `audience`;
 * - `local`: the Access vars are missing but `ADMIN_AUTH` is `"local"` (development only);
 * - `unconfigured`: the Access vars are missing (empty or unset): every request is refused.
 */
export type AdminAuthMode =
  | { kind: "access"; teamDomain: string; audience: string }
  | { kind: "local" }
  | { kind: "unconfigured" };

/**
 * Reads {@link AdminAuthMode} from `ACCESS_TEAM_DOMAIN`, `ACCESS_AUD` and `ADMIN_AUTH`. Values are
 * trimmed; trailing slashes of the team domain are dropped (Access's `iss` has none). When both
 * Access vars are set they win, whatever `ADMIN_AUTH` says.
 */
export function readAdminAuthMode(
  env: Partial<Pick<Env, "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD" | "ADMIN_AUTH">>,
): AdminAuthMode {
  const teamDomain = (env.ACCESS_TEAM_DOMAIN ?? "").trim().replace(/\/+$/, "");
  const audience = (env.ACCESS_AUD ?? "").trim();
  if (teamDomain && audience) return { kind: "access", teamDomain, audience };
  return (env.ADMIN_AUTH ?? "").trim() === "local" ? { kind: "local" } : { kind: "unconfigured" };
}

/** Whether `requestUrl` is addressed to this machine (`localhost`, `127.0.0.1` or `[::1]`). */
export function isLocalRequest(requestUrl: string): boolean {
  return LOCAL_HOSTNAMES.has(new URL(requestUrl).hostname);
}

/** One remote key set per certs URL, kept for the isolate's life (jose caches and refreshes the keys). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The cached remote key set of `certsUrl` (created on first use). */
function keySetFor(certsUrl: URL): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(certsUrl.href);
  if (!keySet) {
    keySet = createRemoteJWKSet(certsUrl);
    keySets.set(certsUrl.href, keySet);
  }
  return keySet;
}

/**
 * jose error codes that mean "this token is not acceptable" (403): a malformed token, a wrong
 * algorithm, a bad signature, a key id the team does not publish, or failed claims (aud, iss, exp,
 * nbf). Every other failure (the certs could not be fetched, read or imported) is ours: 503.
 */
const TOKEN_REJECTIONS: ReadonlySet<string> = new Set([
  "ERR_JWS_INVALID",
  "ERR_JWT_INVALID",
  "ERR_JOSE_ALG_NOT_ALLOWED",
  "ERR_JOSE_NOT_SUPPORTED",
  "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
  "ERR_JWKS_NO_MATCHING_KEY",
  "ERR_JWKS_MULTIPLE_MATCHING_KEYS",
  "ERR_JWT_CLAIM_VALIDATION_FAILED",
  "ERR_JWT_EXPIRED",
]);

/** The jose error code of `error`, if it has one. */
function joseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** How far the token's times may be off from the worker's clock, in seconds. */
export const ACCESS_CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Verifies a Cloudflare Access application token (docs/reference.md#cloudflare-access): RS256
 * only, signed by a key of `${teamDomain}/cdn-cgi/access/certs` (fetched with jose's
 * `createRemoteJWKSet`, cached per isolate per URL), `iss` = `teamDomain`, `aud` containing
 * `audience`, `exp` required and in the future, `nbf` (if any) in the past, each within
 * {@link ACCESS_CLOCK_TOLERANCE_SECONDS}. Plain http team
 * domains are accepted (tests serve the keys over http).
 *
 * @returns the token's payload (`email`, `sub`, ...).
 * @throws HTTPException (see `apiError`): 403 `access_token_invalid` when the token is not
 *   acceptable; 503 `access_unavailable` when the team's keys cannot be fetched or read; 503
 *   `admin_not_configured` when `teamDomain` is not a URL.
 */
export async function verifyAccessToken(
  token: string,
  { teamDomain, audience }: { teamDomain: string; audience: string },
): Promise<JWTPayload> {
  let certsUrl: URL;
  try {
    certsUrl = new URL(`${teamDomain}/cdn-cgi/access/certs`);
  } catch {
    throw apiError(
      503,
      "admin_not_configured",
      "Admin not configured: ACCESS_TEAM_DOMAIN must be a URL such as https://<team>.cloudflareaccess.com",
    );
  }
  try {
    const { payload } = await jwtVerify(token, keySetFor(certsUrl), {
      algorithms: ["RS256"],
      issuer: teamDomain,
      audience,
      requiredClaims: ["exp"],
      // Access's and the worker's clocks may differ a little.
      clockTolerance: ACCESS_CLOCK_TOLERANCE_SECONDS,
    });
    return payload;
  } catch (error) {
    const code = joseCode(error);
    if (code && TOKEN_REJECTIONS.has(code)) {
      logEvent("warn", "access_token_invalid", { reason: code });
      throw apiError(403, "access_token_invalid", "The Cloudflare Access token is not valid for this site.");
    }
    logEvent("error", "access_unavailable", {
      reason: code ?? (error instanceof Error ? error.name : "unknown"),
    });
    throw apiError(
      503,
      "access_unavailable",
      "Cloudflare Access keys could not be fetched to check your sign-in. Please try again shortly.",
    );
  }
}

/**
 * Admits only requests Cloudflare Access let through (docs/reference.md#cloudflare-access), fail
 * closed, before anything else of `/api/admin/*` runs:
 * - Access vars set: the `Cf-Access-Jwt-Assertion` header is required (401
 *   `access_token_missing`) and verified by {@link verifyAccessToken} (403 `access_token_invalid`,
 *   503 `access_unavailable`), whatever `ADMIN_AUTH` says;
 * - Access vars missing and `ADMIN_AUTH = "local"`: requests to `localhost`, `127.0.0.1` or `[::1]`
 *   are admitted without a token (`pnpm dev`), any other host gets 503 `admin_not_configured`;
 * - otherwise 503 `admin_not_configured`.
 * Sets `adminIdentity` (the token's `email`, else its `sub`; `local` without Access) for the audit
 * trail; it is never logged.
 */
export const requireAccess = createMiddleware<AppEnv>(async (c, next) => {
  const mode = readAdminAuthMode(c.env);
  if (mode.kind === "local" && isLocalRequest(c.req.url)) {
    c.set("adminIdentity", "local");
    return next();
  }
  if (mode.kind !== "access") throw apiError(503, "admin_not_configured", ADMIN_NOT_CONFIGURED_TEXT);
  const token = c.req.header(ACCESS_JWT_HEADER)?.trim();
  if (!token) {
    throw apiError(
      401,
      "access_token_missing",
      "Sign in through Cloudflare Access: this request carries no Access token.",
    );
  }
  const payload = await verifyAccessToken(token, mode);
  const identity = typeof payload.email === "string" ? payload.email : payload.sub;
  c.set("adminIdentity", identity ?? "unknown");
  await next();
});
