/**
 * A small stand-in for the parts of Cloudflare's API the commands call, behind bearer tokens:
 * - setup's Access calls (src/cloudflare-access.ts): the organization's team domain and the
 *   account's Access applications;
 * - deploy's preflight (src/preflight.ts): the accounts and memberships, the user and token checks
 *   `wrangler whoami` makes, the workers.dev subdomain, zones by name, a zone's DNS records and
 *   Workers routes, the account's Workers custom domains;
 * - the D1 database list `wrangler d1 list` reads;
 * - deploy's R2 bucket step (src/deploy-bucket.ts): the account's bucket list and the bucket's
 *   creation, or R2 not enabled on the account (`r2Disabled`).
 * In-process, its `handle` is the tests' fetch for api.cloudflare.com; `listen()` serves it over
 * HTTP on 127.0.0.1 for the real wrangler (`CLOUDFLARE_API_BASE_URL=<url>/client/v4`).
 */
import { createServer } from "node:http";

/** One application as the stand-in keeps it, with the body it was created from. */
export type StoredApp = { id: string; aud: string; domain: string; body: Record<string, unknown> };

/** An account the tokens see. */
export type StandInAccount = { id: string; name: string };
/** A zone and the account it is on (`status` absent: active). */
export type StandInZone = { id: string; name: string; accountId: string; status?: string };
/** A DNS record of a zone. */
export type StandInDnsRecord = { zoneId: string; type: string; name: string; content: string };
/** A Workers custom domain of an account. */
export type StandInWorkerDomain = { accountId: string; hostname: string; service: string; zoneId: string };
/** A Workers route of a zone (`script` absent: a route that turns Workers off). */
export type StandInRoute = { zoneId: string; pattern: string; script?: string };
/** A D1 database of an account. */
export type StandInDatabase = { accountId: string; uuid: string; name: string };
/** An R2 bucket of an account, with the body it was created from (absent: there before the test). */
export type StandInBucket = { accountId: string; name: string; body?: Record<string, unknown> };

/** The stand-in's state and handler. */
export type CloudflareStandIn = {
  handle(request: Request): Promise<Response>;
  /**
   * Serves `handle` on 127.0.0.1 (the first free port of 8830-8839, or of the range
   * `CLEARWELL_STAND_IN_PORTS` gives, e.g. `8850-8859`); `url` has no trailing slash.
   */
  listen(): Promise<{ url: string; close(): Promise<void> }>;
  apps: StoredApp[];
  /** Every request, as `METHOD /path` (no query). */
  calls: string[];
  /** The bearer tokens accepted. */
  tokens: string[];
  accounts: StandInAccount[];
  /** The workers.dev subdomain of each account, by account id (absent: none registered). */
  subdomains: Map<string, string>;
  zones: StandInZone[];
  dnsRecords: StandInDnsRecord[];
  workerDomains: StandInWorkerDomain[];
  routes: StandInRoute[];
  databases: StandInDatabase[];
  buckets: StandInBucket[];
  /** The accounts that have not enabled R2: every R2 call answers 403 with code 10042. */
  r2Disabled: Set<string>;
};

/**
 * A stand-in for `accountId` (named "Clearwell", with the workers.dev subdomain `clearwell`)
 * accepting `token`, with Zero Trust set up as `authDomain` (`null`: not set up, 404 on the
 * organization). Tests change the state (accounts, zones, records, ...) directly.
 */
export function createCloudflareStandIn(options: {
  token: string;
  accountId: string;
  authDomain: string | null;
}): CloudflareStandIn {
  const state = {
    apps: [] as StoredApp[],
    calls: [] as string[],
    tokens: [options.token],
    accounts: [{ id: options.accountId, name: "Clearwell" }] as StandInAccount[],
    subdomains: new Map([[options.accountId, "clearwell"]]),
    zones: [] as StandInZone[],
    dnsRecords: [] as StandInDnsRecord[],
    workerDomains: [] as StandInWorkerDomain[],
    routes: [] as StandInRoute[],
    databases: [] as StandInDatabase[],
    buckets: [] as StandInBucket[],
    r2Disabled: new Set<string>(),
  };
  const envelope = (result: unknown, status = 200, resultInfo?: unknown) =>
    Response.json(
      { success: status < 400, errors: [], messages: [], result, result_info: resultInfo },
      { status },
    );
  const list = (items: unknown[]) =>
    envelope(items, 200, { page: 1, per_page: 100, count: items.length, total_count: items.length });
  const failure = (status: number, code: number, message: string) =>
    Response.json({ success: false, errors: [{ code, message }], messages: [], result: null }, { status });
  const accountName = (id: string) => state.accounts.find((account) => account.id === id)?.name ?? id;

  function handleGlobal(route: string, url: URL): Response | undefined {
    if (route === "GET /user/tokens/verify") return envelope({ id: "token-1", status: "active" });
    if (route === "GET /user") return envelope({ id: "user-1", email: "operator@clearwell.example" });
    if (route === "GET /accounts") return list(state.accounts.map(({ id, name }) => ({ id, name })));
    if (route === "GET /memberships") {
      return list(
        state.accounts.map(({ id, name }) => ({
          id: `membership-${id}`,
          status: "accepted",
          account: { id, name },
          roles: ["Administrator"],
        })),
      );
    }
    if (route === "GET /zones") {
      const name = url.searchParams.get("name");
      const zones = state.zones.filter((zone) => name === null || zone.name === name);
      return list(
        zones.map((zone) => ({
          id: zone.id,
          name: zone.name,
          status: zone.status ?? "active",
          name_servers: ["ada.ns.cloudflare.com", "bob.ns.cloudflare.com"],
          account: { id: zone.accountId, name: accountName(zone.accountId) },
        })),
      );
    }
    const zoneRoute = /^GET \/zones\/([^/]+)\/(dns_records|workers\/routes)$/.exec(route);
    if (zoneRoute) {
      const [, zoneId, what] = zoneRoute;
      if (!state.zones.some((zone) => zone.id === zoneId)) return failure(404, 7003, "zone not found");
      if (what === "workers/routes") {
        return envelope(
          state.routes
            .filter((entry) => entry.zoneId === zoneId)
            .map((entry, index) => ({ id: `route-${index}`, pattern: entry.pattern, script: entry.script })),
        );
      }
      const name = url.searchParams.get("name.exact") ?? url.searchParams.get("name");
      return list(
        state.dnsRecords
          .filter((record) => record.zoneId === zoneId && (name === null || record.name === name))
          .map((record, index) => ({ id: `record-${index}`, ...record, zone_id: record.zoneId })),
      );
    }
    return undefined;
  }

  async function handleAccount(accountId: string, route: string, url: URL, request: Request) {
    if (route === "GET /workers/subdomain") {
      const subdomain = state.subdomains.get(accountId);
      if (!subdomain) return failure(404, 10007, "This subdomain does not exist.");
      return envelope({ subdomain });
    }
    if (route === "GET /workers/domains") {
      const hostname = url.searchParams.get("hostname");
      return envelope(
        state.workerDomains
          .filter(
            (entry) => entry.accountId === accountId && (hostname === null || entry.hostname === hostname),
          )
          .map((entry, index) => ({
            id: `domain-${index}`,
            hostname: entry.hostname,
            service: entry.service,
            environment: "production",
            zone_id: entry.zoneId,
            zone_name: state.zones.find((zone) => zone.id === entry.zoneId)?.name,
          })),
      );
    }
    if (route === "GET /d1/database") {
      const page = Number(url.searchParams.get("page") ?? "1");
      const perPage = Number(url.searchParams.get("per_page") ?? "100");
      const all = state.databases
        .filter((database) => database.accountId === accountId)
        .map(({ uuid, name }) => ({ uuid, name, version: "production", created_at: "2026-11-01T00:00:00Z" }));
      return envelope(all.slice((page - 1) * perPage, page * perPage));
    }
    if (route.startsWith("GET /r2/buckets") || route.startsWith("POST /r2/buckets")) {
      return handleBuckets(accountId, route, url, request);
    }
    if (route === "GET /access/organizations") {
      if (options.authDomain === null) return failure(404, 12107, "organization not found");
      return envelope({ auth_domain: options.authDomain, name: "team" });
    }
    if (route === "GET /access/apps") {
      return envelope(state.apps.map(({ id, aud, domain, body }) => ({ ...body, id, aud, domain })));
    }
    if (route === "POST /access/apps") {
      const body = (await request.json()) as Record<string, unknown>;
      if (
        body.type !== "self_hosted" ||
        !Array.isArray(body.destinations) ||
        typeof body.domain !== "string"
      ) {
        return failure(400, 12130, "invalid application");
      }
      const app = { id: crypto.randomUUID(), aud: "a".repeat(64), domain: body.domain, body };
      state.apps.push(app);
      return envelope({ ...body, id: app.id, aud: app.aud }, 201);
    }
    return undefined;
  }

  /** R2's bucket list (filtered by `name_contains`) and creation, as Cloudflare answers them. */
  async function handleBuckets(accountId: string, route: string, url: URL, request: Request) {
    if (state.r2Disabled.has(accountId)) {
      return failure(403, 10042, "Please enable R2 through the Cloudflare Dashboard.");
    }
    const own = state.buckets.filter((bucket) => bucket.accountId === accountId);
    if (route === "GET /r2/buckets") {
      const contains = url.searchParams.get("name_contains") ?? "";
      return envelope({
        buckets: own
          .filter((bucket) => bucket.name.includes(contains))
          .map(({ name }) => ({ name, creation_date: "2026-11-01T00:00:00.000Z", location: "WNAM" })),
      });
    }
    if (route === "POST /r2/buckets") {
      const body = (await request.json()) as Record<string, unknown>;
      if (typeof body.name !== "string" || !/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(body.name)) {
        return failure(400, 10005, "The bucket name is not valid.");
      }
      if (own.some((bucket) => bucket.name === body.name)) {
        return failure(409, 10004, "The bucket you tried to create already exists, and you own it.");
      }
      state.buckets.push({ accountId, name: body.name, body });
      return envelope({ name: body.name, creation_date: "2026-11-26T00:00:00.000Z", location: "WNAM" });
    }
    return undefined;
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/client\/v4/, "");
    state.calls.push(`${request.method} ${path}`);
    const authorization = request.headers.get("authorization") ?? "";
    if (!state.tokens.some((token) => authorization === `Bearer ${token}`)) {
      return failure(403, 10000, "Authentication error");
    }
    const route = `${request.method} ${path}`;
    const global = handleGlobal(route, url);
    if (global) return global;
    const accountRoute = /^\/accounts\/([^/]+)(\/.*)$/.exec(path);
    if (accountRoute) {
      const [, accountId = "", rest = ""] = accountRoute;
      if (!state.accounts.some((account) => account.id === accountId)) {
        return failure(403, 10000, "Authentication error");
      }
      const answer = await handleAccount(accountId, `${request.method} ${rest}`, url, request);
      if (answer) return answer;
    }
    return failure(404, 7003, `no route ${route}`);
  }

  async function listen(): Promise<{ url: string; close(): Promise<void> }> {
    const server = createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const method = incoming.method ?? "GET";
      const body =
        chunks.length > 0 && method !== "GET" && method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const answer = await handle(new Request(`http://127.0.0.1${incoming.url}`, { method, headers, body }));
      outgoing.writeHead(answer.status, { "content-type": "application/json" });
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    });
    const [first, last] = /^(\d+)-(\d+)$/
      .exec(process.env.CLEARWELL_STAND_IN_PORTS ?? "")
      ?.slice(1)
      .map(Number) ?? [8830, 8839];
    for (let port = first ?? 8830; port <= (last ?? 8839); port += 1) {
      const bound = await new Promise<boolean>((resolve) => {
        server.once("error", () => resolve(false));
        server.listen(port, "127.0.0.1", () => resolve(true));
      });
      if (bound) {
        return {
          url: `http://127.0.0.1:${port}`,
          close: () => new Promise((resolve) => server.close(() => resolve())),
        };
      }
    }
    throw new Error(`no free port in ${first}-${last} for the Cloudflare stand-in`);
  }

  return { handle, listen, ...state };
}
