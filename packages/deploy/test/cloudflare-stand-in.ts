/**
 * A small stand-in for the parts of Cloudflare's API setup calls for Access
 * (src/cloudflare-access.ts): the organization's team domain and the account's Access applications,
 * behind a bearer token. In-process: its `handle` is the tests' fetch for api.cloudflare.com.
 */

/** One application as the stand-in keeps it, with the body it was created from. */
export type StoredApp = { id: string; aud: string; domain: string; body: Record<string, unknown> };

/** The stand-in's state and handler. */
export type CloudflareStandIn = {
  handle(request: Request): Promise<Response>;
  apps: StoredApp[];
  /** Every request, as `METHOD /path`. */
  calls: string[];
};

/**
 * A stand-in for `accountId` accepting `token`, with Zero Trust set up as `authDomain` (`null`:
 * not set up, 404 on the organization).
 */
export function createCloudflareStandIn(options: {
  token: string;
  accountId: string;
  authDomain: string | null;
}): CloudflareStandIn {
  const apps: StoredApp[] = [];
  const calls: string[] = [];
  const envelope = (result: unknown, status = 200) =>
    Response.json({ success: status < 400, errors: [], messages: [], result }, { status });
  const failure = (status: number, code: number, message: string) =>
    Response.json({ success: false, errors: [{ code, message }], messages: [], result: null }, { status });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/client\/v4/, "");
    calls.push(`${request.method} ${path}`);
    if (request.headers.get("authorization") !== `Bearer ${options.token}`) {
      return failure(403, 10000, "Authentication error");
    }
    const prefix = `/accounts/${options.accountId}`;
    if (!path.startsWith(`${prefix}/`)) return failure(403, 10000, "Authentication error");
    const route = `${request.method} ${path.slice(prefix.length)}`;
    if (route === "GET /access/organizations") {
      if (options.authDomain === null) return failure(404, 12107, "organization not found");
      return envelope({ auth_domain: options.authDomain, name: "team" });
    }
    if (route === "GET /access/apps") {
      return envelope(apps.map(({ id, aud, domain, body }) => ({ ...body, id, aud, domain })));
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
      apps.push(app);
      return envelope({ ...body, id: app.id, aud: app.aud }, 201);
    }
    return failure(404, 7003, `no route ${route}`);
  }

  return { handle, apps, calls };
}
