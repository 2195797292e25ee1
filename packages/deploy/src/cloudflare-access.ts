/**
 * Cloudflare Access for the inbox through Cloudflare's API (docs/reference.md#cloudflare-access):
 * the team domain (`ACCESS_TEAM_DOMAIN`) and one self-hosted application covering `<domain>/admin*`,
 * `<domain>/api/admin/*` and `<domain>/api/cms/*` (the site editor's sign-in) whose AUD tag is `ACCESS_AUD`. Needs an API token with the account's
 * "Access: Apps and Policies" edit and "Access: Organizations" read permissions. The API's base is
 * the one deploy and wrangler use (`apiBase` of cloudflare-api.ts: `CLOUDFLARE_API_BASE_URL` when set).
 */
import { bearerRequest } from "./bearer-request.ts";
import { CommandError } from "./errors.ts";
import type { Fetcher } from "./seams.ts";

/** The application setup finds or creates: its id, AUD tag and the paths it covers. */
export type AccessApp = { id: string; aud: string; uris: string[] };

/** The paths Access must cover on `domain`: the inbox and editor, the admin API, the editor's sign-in. */
export function accessPaths(domain: string): [string, string, string] {
  return [`${domain}/admin*`, `${domain}/api/admin/*`, `${domain}/api/cms/*`];
}

/** The calls setup makes for Access with one token and account. */
export type AccessApi = {
  /** `https://<team>.cloudflareaccess.com`. */
  teamDomain(): Promise<string>;
  /** The application that already covers `<domain>/admin*`, or `null`. */
  findApp(domain: string): Promise<AccessApp | null>;
  /** Creates the application for `domain`, letting in only `emails`. */
  createApp(domain: string, emails: readonly string[]): Promise<AccessApp>;
};

type Envelope<T> = { success?: boolean; errors?: { code?: number; message?: string }[]; result?: T };

type AppResult = { id: string; aud: string; domain?: string; destinations?: { uri?: string }[] };

/**
 * A client of Cloudflare's Access API for `accountId` with `token`, at `baseUrl` (no trailing
 * slash; `apiBase(env)` of cloudflare-api.ts, e.g. `https://api.cloudflare.com/client/v4`).
 *
 * @throws {CommandError} from every method: the token refused, Zero Trust not set up, Cloudflare
 *   unreachable (naming `baseUrl`) or another error, each with what to do. The token is never
 *   printed.
 */
export function accessApi(fetcher: Fetcher, token: string, accountId: string, baseUrl: string): AccessApi {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await bearerRequest(fetcher, {
      method,
      url: `${baseUrl}/accounts/${encodeURIComponent(accountId)}${path}`,
      token,
      body,
      unreachable: `Cloudflare's API at ${baseUrl}`,
    });
    const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
    if (response.ok && envelope.success !== false && envelope.result !== undefined) return envelope.result;
    const detail = (envelope.errors ?? []).map((error) =>
      `${error.code ?? ""} ${error.message ?? ""}`.trim(),
    );
    const said = detail.length > 0 ? `: ${detail.join("; ")}` : "";
    if (response.status === 401 || response.status === 403) {
      throw new CommandError(
        `Cloudflare refused the API token for Access (${response.status}${said}). Create a token at https://dash.cloudflare.com/profile/api-tokens with "Access: Apps and Policies" (Edit) and "Access: Organizations, Identity Providers, and Groups" (Read) for account ${accountId}, or leave the token out to set Access up in the dashboard.`,
      );
    }
    if (path === "/access/organizations" && response.status === 404) {
      throw new CommandError(
        "Zero Trust is not set up on this Cloudflare account yet: open https://one.dash.cloudflare.com, choose a team name (the free plan is enough), then run setup again.",
      );
    }
    throw new CommandError(
      `Cloudflare's API answered ${method} ${path} with ${response.status}${said}. Run setup again.`,
    );
  }

  return {
    async teamDomain() {
      const { auth_domain } = await call<{ auth_domain: string }>("GET", "/access/organizations");
      return `https://${auth_domain}`;
    },
    async findApp(domain) {
      const [adminPath] = accessPaths(domain);
      const apps = await call<AppResult[]>("GET", "/access/apps");
      const app = apps.find(
        (entry) => entry.domain === adminPath || entry.destinations?.some((d) => d.uri === adminPath),
      );
      if (!app) return null;
      const uris = (app.destinations ?? []).flatMap((destination) =>
        destination.uri ? [destination.uri] : [],
      );
      return { id: app.id, aud: app.aud, uris: uris.length > 0 ? uris : [app.domain ?? ""] };
    },
    async createApp(domain, emails) {
      const paths = accessPaths(domain);
      const app = await call<AppResult>("POST", "/access/apps", {
        name: `Clearwell inbox (${domain})`,
        type: "self_hosted",
        domain: paths[0],
        destinations: paths.map((uri) => ({ type: "public", uri })),
        session_duration: "24h",
        policies: [
          {
            name: "Operators",
            decision: "allow",
            precedence: 1,
            include: emails.map((email) => ({ email: { email } })),
          },
        ],
      });
      return { id: app.id, aud: app.aud, uris: paths };
    },
  };
}
