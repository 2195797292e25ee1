/**
 * Deploy's calls to Cloudflare's API (docs/reference.md#the-preflight): the preflight's reads and the R2
 * bucket's creation, with wrangler's credentials and base (`CLOUDFLARE_API_BASE_URL`). No credential is
 * ever printed or put in a message.
 */
import { CommandError } from "./errors.ts";
import type { KnownSecrets } from "./redaction.ts";
import type { Fetcher, Wrangler } from "./seams.ts";

/** Cloudflare's API, when `CLOUDFLARE_API_BASE_URL` is not set. */
export const DEFAULT_API_BASE = "https://api.cloudflare.com/client/v4";

/**
 * A bearer token (API token or wrangler's OAuth token), or the global key with its email (as wrangler
 * accepts); `source` names where it came from, for messages, never the value.
 */
export type CloudflareCredentials =
  | { kind: "token"; token: string; source: "CLOUDFLARE_API_TOKEN" | "wrangler login" }
  | { kind: "key"; key: string; email: string; source: "CLOUDFLARE_API_KEY" };

/** The environment variables deploy reads, by name (the process's environment in a real run). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The API's base URL: `CLOUDFLARE_API_BASE_URL` (trailing slashes dropped), else {@link DEFAULT_API_BASE}. */
export function apiBase(env: Environment): string {
  return (env.CLOUDFLARE_API_BASE_URL?.trim() || DEFAULT_API_BASE).replace(/\/+$/, "");
}

const SIGN_IN =
  "Sign in with `cd apps/worker && pnpm exec wrangler login` (or set CLOUDFLARE_API_TOKEN), then run deploy again.";

/**
 * `CLOUDFLARE_API_TOKEN`, else `wrangler auth token --json` (refreshing an expired login; a `--json` call
 * runs hidden), its token or key added to `secrets` so no printed line shows it.
 * @throws {CommandError} when wrangler holds no login or answers no JSON, never quoting its output.
 */
export async function readCredentials(
  wrangler: Wrangler,
  env: Environment,
  secrets?: KnownSecrets,
): Promise<CloudflareCredentials> {
  const fromEnv = env.CLOUDFLARE_API_TOKEN?.trim();
  if (fromEnv) return { kind: "token", token: fromEnv, source: "CLOUDFLARE_API_TOKEN" };
  const result = await wrangler(["auth", "token", "--json"]);
  if (result.code !== 0) throw new CommandError(`wrangler is not signed in to Cloudflare. ${SIGN_IN}`);
  let answer: { type?: string; token?: string; key?: string; email?: string };
  try {
    answer = JSON.parse(result.stdout.slice(Math.max(0, result.stdout.indexOf("{"))));
  } catch {
    throw new CommandError(
      `\`wrangler auth token --json\` did not answer JSON, so deploy cannot read Cloudflare's API with wrangler's login. Set CLOUDFLARE_API_TOKEN (https://dash.cloudflare.com/profile/api-tokens) and run deploy again.`,
    );
  }
  secrets?.add(answer.token, answer.key);
  if ((answer.type === "oauth" || answer.type === "api_token") && answer.token) {
    return { kind: "token", token: answer.token, source: "wrangler login" };
  }
  if (answer.type === "api_key" && answer.key && answer.email) {
    return { kind: "key", key: answer.key, email: answer.email, source: "CLOUDFLARE_API_KEY" };
  }
  throw new CommandError(`wrangler is not signed in to Cloudflare. ${SIGN_IN}`);
}

type Envelope<T> = { success?: boolean; errors?: { code?: number; message?: string }[]; result?: T };

/** An answer of the API that was not a success: its status and Cloudflare's error codes and words. */
export class CloudflareApiError extends Error {
  /** The HTTP status. */
  readonly status: number;
  /** Cloudflare's error codes, e.g. `[10007]`. */
  readonly codes: number[];
  /** The status and Cloudflare's words, for a message: `404: 10007 This subdomain does not exist.` */
  readonly said: string;
  constructor(status: number, codes: number[], said: string) {
    // Written out (no parameter properties): Node runs these files by stripping the types only.
    super(said);
    this.name = "CloudflareApiError";
    this.status = status;
    this.codes = codes;
    this.said = said;
  }
}

/** `GET <path>` on Cloudflare's API, resolving with the envelope's `result`. */
export type CloudflareGet = <T>(path: string, query?: Record<string, string>) => Promise<T>;

/** `POST <path>` on Cloudflare's API with `body` as JSON, resolving with the envelope's `result`. */
export type CloudflarePost = <T>(path: string, body: unknown) => Promise<T>;

/** The two calls deploy makes on Cloudflare's API with one set of credentials. */
export type CloudflareApi = { get: CloudflareGet; post: CloudflarePost };

/** Cloudflare's 403 code for an account without R2: left to the caller (deploy-bucket.ts), not blamed on the token. */
export const R2_NOT_ENABLED = 10042;

/**
 * A client of Cloudflare's API at `base`: `get` for the preflight, `post` for the R2 bucket; both
 * resolve with the envelope's `result`.
 * @throws {CommandError} when unreachable, or on 401/403 (except {@link R2_NOT_ENABLED}) with the fix for
 *   the credentials' source; {@link CloudflareApiError} for any other failure, for the caller to name.
 */
export function cloudflareApi(
  fetcher: Fetcher,
  credentials: CloudflareCredentials,
  base: string,
): CloudflareApi {
  const headers: Record<string, string> =
    credentials.kind === "token"
      ? { Authorization: `Bearer ${credentials.token}` }
      : { "X-Auth-Key": credentials.key, "X-Auth-Email": credentials.email };
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    query?: Record<string, string>,
    body?: unknown,
  ) {
    const url = `${base}${path}${query ? `?${new URLSearchParams(query)}` : ""}`;
    let response: Response;
    try {
      response = await fetcher(
        url,
        body === undefined
          ? { method, headers }
          : {
              method,
              headers: { ...headers, "Content-Type": "application/json" },
              body: JSON.stringify(body),
            },
      );
    } catch (error) {
      throw new CommandError(
        `Could not reach Cloudflare's API at ${base} (${error instanceof Error ? error.message : String(error)}). Check the connection and run deploy again.`,
      );
    }
    const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
    if (response.ok && envelope.success !== false && envelope.result !== undefined) return envelope.result;
    const codes = (envelope.errors ?? []).flatMap((error) => (error.code === undefined ? [] : [error.code]));
    const said = (envelope.errors ?? []).map((error) => `${error.code ?? ""} ${error.message ?? ""}`.trim());
    const detail = `${response.status}${said.length > 0 ? `: ${said.join("; ")}` : ""}`;
    if ((response.status === 401 || response.status === 403) && !codes.includes(R2_NOT_ENABLED)) {
      throw new CommandError(refusedMessage(credentials, `${method} ${path}`, detail));
    }
    throw new CloudflareApiError(response.status, codes, detail);
  }
  return {
    get: <T>(path: string, query?: Record<string, string>) => call<T>("GET", path, query),
    post: <T>(path: string, body: unknown) => call<T>("POST", path, undefined, body),
  };
}

/** {@link cloudflareApi}'s `get` alone, with the same errors. */
export function cloudflareGet(
  fetcher: Fetcher,
  credentials: CloudflareCredentials,
  base: string,
): CloudflareGet {
  return cloudflareApi(fetcher, credentials, base).get;
}

/** The message for credentials Cloudflare refused, with the fix for where they came from. */
export function refusedMessage(credentials: CloudflareCredentials, what: string, detail: string): string {
  const fix =
    credentials.source === "CLOUDFLARE_API_TOKEN"
      ? 'Give the token (https://dash.cloudflare.com/profile/api-tokens) "Account Settings: Read", "Workers Scripts: Edit", "D1: Edit", "Workers R2 Storage: Edit", "Zone: Read", "DNS: Read" and "Workers Routes: Edit" on this account and zone, or unset it to use `wrangler login`.'
      : credentials.source === "CLOUDFLARE_API_KEY"
        ? "Check CLOUDFLARE_API_KEY and CLOUDFLARE_EMAIL, or use an API token (CLOUDFLARE_API_TOKEN) instead."
        : "Sign in again with `cd apps/worker && pnpm exec wrangler login`.";
  return `Cloudflare refused deploy's credentials (${credentials.source}) for ${what} (${detail}). ${fix} Then run deploy again.`;
}
