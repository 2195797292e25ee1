import { createMiddleware } from "hono/factory";
import { Jwt } from "hono/utils/jwt";
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

/** How long a team's fetched keys serve before they are fetched again, in ms. */
export const ACCESS_KEYS_MAX_AGE_MS = 10 * 60_000;

/** How soon after a fetch a token with an unknown `kid` may fetch the keys again, in ms. */
export const ACCESS_KEYS_COOLDOWN_MS = 30_000;

/** How long a fetch of the keys may take before it counts as failed, in ms. */
const ACCESS_KEYS_FETCH_TIMEOUT_MS = 5_000;

/** How far the token's times may be off from the worker's clock, in seconds. */
export const ACCESS_CLOCK_TOLERANCE_SECONDS = 30;

/** A verified token's claims (`email`, `sub`, `exp`, ...). */
export type JWTPayload = Awaited<ReturnType<typeof Jwt.verifyWithJwks>>;
type JsonWebKeys = NonNullable<Parameters<typeof Jwt.verifyWithJwks>[1]["keys"]>;
type TeamKeys = { keys: JsonWebKeys; fetchedAt: number };

/** The keys of each certs URL for the isolate's life (a fetch under way included). */
const keysByCertsUrl = new Map<string, Promise<TeamKeys>>();

async function fetchTeamKeys(certsUrl: string): Promise<TeamKeys> {
  const response = await fetch(certsUrl, { signal: AbortSignal.timeout(ACCESS_KEYS_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`certs_${response.status}`);
  const { keys } = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(keys)) throw new Error("certs_without_keys");
  return { keys: keys as JsonWebKeys, fetchedAt: Date.now() };
}

/**
 * The team's keys: the cached set while it is younger than {@link ACCESS_KEYS_MAX_AGE_MS} and knows
 * `kid`; fetched again when it is older, or when `kid` is unknown (a key rotation) and the last
 * fetch is older than {@link ACCESS_KEYS_COOLDOWN_MS}. A failed fetch is not cached.
 */
async function teamKeysFor(certsUrl: string, kid: string | undefined): Promise<JsonWebKeys> {
  const cached = await keysByCertsUrl.get(certsUrl)?.catch(() => undefined);
  if (cached) {
    const age = Date.now() - cached.fetchedAt;
    const knowsKid = cached.keys.some((key) => key.kid === kid);
    if (age < ACCESS_KEYS_MAX_AGE_MS && (knowsKid || age < ACCESS_KEYS_COOLDOWN_MS)) return cached.keys;
  }
  const fetching = fetchTeamKeys(certsUrl);
  keysByCertsUrl.set(certsUrl, fetching);
  fetching.catch(() => {
    if (keysByCertsUrl.get(certsUrl) === fetching) keysByCertsUrl.delete(certsUrl);
  });
  return (await fetching).keys;
}

/** Why the token's `exp` or `nbf` refuses it (with the clock tolerance), or undefined. */
function timeRejection({ exp, nbf }: JWTPayload): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== "number") return "exp_missing";
  if (exp <= now - ACCESS_CLOCK_TOLERANCE_SECONDS) return "expired";
  if (nbf !== undefined && (typeof nbf !== "number" || nbf > now + ACCESS_CLOCK_TOLERANCE_SECONDS)) {
    return "not_yet_valid";
  }
  return undefined;
}

function refuseToken(reason: string): never {
  logEvent("warn", "access_token_invalid", { reason });
  throw apiError(403, "access_token_invalid", "The Cloudflare Access token is not valid for this site.");
}

function keysUnavailable(error: unknown): never {
  logEvent("error", "access_unavailable", {
    reason: error instanceof Error ? error.message || error.name : "unknown",
  });
  throw apiError(
    503,
    "access_unavailable",
    "Cloudflare Access keys could not be fetched to check your sign-in. Please try again shortly.",
  );
}

/**
 * Verifies a Cloudflare Access token with Hono's JWT check as docs/reference.md#cloudflare-access
 * says; a plain-http team domain is accepted (tests serve the keys over http).
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
  let kid: string | undefined;
  try {
    kid = Jwt.decode(token).header.kid;
  } catch (error) {
    refuseToken(error instanceof Error ? error.name : "malformed");
  }
  const keys = await teamKeysFor(certsUrl.href, kid).catch(keysUnavailable);
  let payload: JWTPayload;
  try {
    // Hono checks the signature, `alg`, `kid`, `iss` and `aud`; `exp` and `nbf` below, with tolerance.
    payload = await Jwt.verifyWithJwks(token, {
      keys,
      allowedAlgorithms: ["RS256"],
      verification: { iss: teamDomain, aud: audience, exp: false, nbf: false, iat: false },
    });
  } catch (error) {
    // Hono's errors are named Jwt*; anything else (a published key WebCrypto cannot read) is the keys'.
    if (error instanceof Error && error.name.startsWith("Jwt")) refuseToken(error.name);
    keysUnavailable(error);
  }
  const rejection = timeRejection(payload);
  if (rejection) refuseToken(rejection);
  return payload;
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
  const { email, sub } = await verifyAccessToken(token, mode);
  c.set("adminIdentity", typeof email === "string" ? email : typeof sub === "string" ? sub : "unknown");
  await next();
});
