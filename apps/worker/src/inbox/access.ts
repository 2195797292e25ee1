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
 * How the admin API is protected (docs/reference.md#cloudflare-access): `access` (tokens of
 * `teamDomain`, no trailing slash, for `audience`), `local` (`ADMIN_AUTH`), or `unconfigured`.
 */
export type AdminAuthMode =
  | { kind: "access"; teamDomain: string; audience: string }
  | { kind: "local" }
  | { kind: "unconfigured" };

/** Reads {@link AdminAuthMode} from the vars; both Access vars set win over `ADMIN_AUTH`. */
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

/** One remote key set per certs URL for the isolate's life; jose caches and refreshes the keys. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(certsUrl: URL): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(certsUrl.href);
  if (!keySet) {
    keySet = createRemoteJWKSet(certsUrl);
    keySets.set(certsUrl.href, keySet);
  }
  return keySet;
}

/** jose error codes that refuse the token (403); any other failure is the keys' (503). */
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

function joseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** How far the token's times may be off from the worker's clock, in seconds. */
export const ACCESS_CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Verifies a Cloudflare Access token as docs/reference.md#cloudflare-access says; a plain-http team
 * domain is accepted (tests serve the keys over http).
 * @returns the token's payload (`email`, `sub`, ...).
 * @throws HTTPException 403 `access_token_invalid`; 503 `access_unavailable` (keys not fetched or
 *   read); 503 `admin_not_configured` (`teamDomain` not a URL).
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
 * Admits only requests Cloudflare Access let through, fail closed (docs/reference.md#cloudflare-access),
 * and sets `adminIdentity` (the token's `email`, else `sub`; `local`), never logged.
 * @throws HTTPException 401 `access_token_missing`, 503 `admin_not_configured`, or
 *   {@link verifyAccessToken}'s.
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
