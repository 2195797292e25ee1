/**
 * The account side of the Resend stand-in (stand-in.ts): `GET /domains`, `GET /domains/{domain_id}`,
 * `POST /webhooks` and `GET /webhooks`, answered in the shapes of Resend's OpenAPI document
 * (`ListDomainsResponse`, `Domain`, `CreateWebhookResponse`, `ListWebhooksResponse`; spec/). The
 * domains are what the test sets (`setDomains`, default {@link DEFAULT_DOMAINS}); the webhooks are
 * the ones created. The bearer key is checked before (auth.ts). See docs/architecture.md#testing.
 */
import { resendError } from "./errors.ts";
import { checkResendSchema } from "./schema.ts";
import { type CreatedWebhook, DEFAULT_DOMAINS, type DomainRecord, type DomainSetting } from "./types.ts";

/**
 * The event types Resend can post to a webhook: the names of the `webhooks` section of Resend's
 * OpenAPI document (the version spec/README.md names). `POST /webhooks` refuses any other.
 */
export const RESEND_WEBHOOK_EVENTS = [
  "email.sent",
  "email.delivered",
  "email.delivery_delayed",
  "email.bounced",
  "email.complained",
  "email.opened",
  "email.clicked",
  "email.failed",
  "email.scheduled",
  "email.suppressed",
  "email.received",
  "contact.created",
  "contact.updated",
  "contact.deleted",
  "domain.created",
  "domain.updated",
  "domain.deleted",
] as const;

/** The account's domains and webhooks, and the handler of their routes. */
export type ResendAccount = {
  /** Answers an account route ({@link isAccountPath}); 405 for a method the stand-in does not serve. */
  handle(request: Request, url: URL): Promise<Response>;
  /** The account's domains from now on. */
  setDomains(domains: readonly DomainSetting[]): void;
  /** The webhooks created, oldest first, with their signing secrets. */
  webhooks(): CreatedWebhook[];
  /** Back to the initial domains and no webhooks. */
  reset(): void;
};

type StoredDomain = Required<Omit<DomainSetting, "records">> & {
  records: DomainRecord[];
  created_at: string;
};

/** Resend's timestamp form, e.g. `2026-11-23 10:00:00.000+00`. */
function timestamp(): string {
  return new Date().toISOString().replace("T", " ").replace("Z", "+00");
}

/** The three sending records Resend asks for, with statuses that fit the domain's (types.ts). */
function sendingRecords(name: string, status: DomainSetting["status"]): DomainRecord[] {
  const partial = { partially_verified: "pending", partially_failed: "failed" } as const;
  const spf: DomainRecord["status"] = status in partial ? "verified" : (status as DomainRecord["status"]);
  const dkim: DomainRecord["status"] = partial[status as keyof typeof partial] ?? spf;
  return [
    {
      record: "SPF",
      name: `send.${name}`,
      type: "MX",
      value: "feedback-smtp.us-east-1.amazonses.com",
      status: spf,
      ttl: "Auto",
      priority: 10,
    },
    {
      record: "SPF",
      name: `send.${name}`,
      type: "TXT",
      value: '"v=spf1 include:amazonses.com ~all"',
      status: spf,
      ttl: "Auto",
    },
    {
      record: "DKIM",
      name: `resend._domainkey.${name}`,
      type: "TXT",
      value: "p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDclearwellstandin",
      status: dkim,
      ttl: "Auto",
    },
  ];
}

function store(setting: DomainSetting): StoredDomain {
  return {
    name: setting.name,
    status: setting.status,
    id: setting.id ?? crypto.randomUUID(),
    region: setting.region ?? "us-east-1",
    records:
      setting.records?.map((record) => ({ ...record })) ?? sendingRecords(setting.name, setting.status),
    created_at: timestamp(),
  };
}

/** `whsec_` and base64 of 24 random bytes. */
function signingSecret(): string {
  return `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`;
}

const DOMAIN_PATH = /^\/domains\/([^/]+)$/;

/** Whether `pathname` is one of the account routes: `/domains`, `/domains/{domain_id}`, `/webhooks`. */
export function isAccountPath(pathname: string): boolean {
  return pathname === "/domains" || pathname === "/webhooks" || DOMAIN_PATH.test(pathname);
}

const CAPABILITIES = { sending: "enabled", receiving: "disabled" } as const;

function listAnswer(data: unknown[]): Response {
  return Response.json({ object: "list", has_more: false, data });
}

/** A 422 the way Resend answers an invalid body. */
function invalid(name: "missing_required_field" | "validation_error", message: string): Response {
  return Response.json(resendError(422, name, message), { status: 422 });
}

const DOMAIN_STATUSES = new Set<string>([
  "not_started",
  "pending",
  "verified",
  "failed",
  "partially_verified",
  "partially_failed",
]);

/**
 * Checks the domains sent to the control route: a list of `{ name, status, id?, region?, records? }`
 * with a known status, so a misspelt field fails the test that sent it.
 *
 * @throws {TypeError} naming the first entry or field that is wrong.
 */
export function parseDomains(value: unknown): DomainSetting[] {
  if (!Array.isArray(value)) throw new TypeError("domains is not an array");
  value.forEach((entry: unknown, index) => {
    const where = `domains[${index}]`;
    if (typeof entry !== "object" || entry === null) throw new TypeError(`${where} is not an object`);
    const { name, status, id, region, records, ...rest } = entry as Record<string, unknown>;
    const extra = Object.keys(rest)[0];
    if (extra !== undefined) throw new TypeError(`${where}.${extra} is not a domain field`);
    if (typeof name !== "string" || name === "") throw new TypeError(`${where}.name is not a domain name`);
    if (typeof status !== "string" || !DOMAIN_STATUSES.has(status)) {
      throw new TypeError(`${where}.status is not one of ${[...DOMAIN_STATUSES].join(", ")}`);
    }
    if (id !== undefined && typeof id !== "string") throw new TypeError(`${where}.id is not a string`);
    if (region !== undefined && typeof region !== "string") {
      throw new TypeError(`${where}.region is not a string`);
    }
    if (records !== undefined && checkResendSchema("Domain", { records }).length > 0) {
      throw new TypeError(`${where}.records are not DomainRecord objects`);
    }
  });
  return value as DomainSetting[];
}

/**
 * Creates an account holding `initialDomains` (default {@link DEFAULT_DOMAINS}) and no webhooks;
 * `reset` comes back to the same.
 */
export function createResendAccount(
  initialDomains: readonly DomainSetting[] = DEFAULT_DOMAINS,
): ResendAccount {
  let domains: StoredDomain[] = [];
  let webhooks: CreatedWebhook[] = [];

  function setDomains(settings: readonly DomainSetting[]): void {
    domains = settings.map(store);
  }

  function reset(): void {
    setDomains(initialDomains);
    webhooks = [];
  }

  async function createWebhook(request: Request): Promise<Response> {
    let body: unknown;
    try {
      body = JSON.parse(await request.text()) as unknown;
    } catch {
      return invalid("validation_error", "The body is not JSON.");
    }
    const errors = checkResendSchema("CreateWebhookRequest", body);
    if (errors.length > 0) {
      const name = errors.some((error) => error.keyword === "required")
        ? "missing_required_field"
        : "validation_error";
      return invalid(name, errors.map((error) => `${error.path} ${error.message}`).join("; "));
    }
    const { endpoint, events } = body as { endpoint: string; events: string[] };
    if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
      return invalid("validation_error", "`endpoint` must be a valid URL.");
    }
    const unknown = events.filter((event) => !(RESEND_WEBHOOK_EVENTS as readonly string[]).includes(event));
    if (unknown.length > 0) return invalid("validation_error", `Unknown events: ${unknown.join(", ")}.`);
    const webhook: CreatedWebhook = {
      id: crypto.randomUUID(),
      endpoint,
      events: [...events],
      signing_secret: signingSecret(),
      status: "enabled",
      created_at: timestamp(),
    };
    webhooks.push(webhook);
    return Response.json(
      { object: "webhook", id: webhook.id, signing_secret: webhook.signing_secret },
      { status: 201 },
    );
  }

  async function handle(request: Request, url: URL): Promise<Response> {
    const { pathname } = url;
    const route = `${request.method} ${pathname.replace(DOMAIN_PATH, "/domains/{domain_id}")}`;
    switch (route) {
      case "GET /domains":
        return listAnswer(
          domains.map(({ records: _records, ...item }) => ({ ...item, capabilities: CAPABILITIES })),
        );
      case "GET /domains/{domain_id}": {
        const id = decodeURIComponent(DOMAIN_PATH.exec(pathname)?.[1] ?? "");
        const domain = domains.find((entry) => entry.id === id);
        if (!domain) return Response.json(resendError(404, "not_found", "Domain not found"), { status: 404 });
        return Response.json({ object: "domain", ...domain, capabilities: CAPABILITIES });
      }
      case "POST /webhooks":
        return createWebhook(request);
      case "GET /webhooks":
        return listAnswer(webhooks.map(({ signing_secret: _secret, ...item }) => item));
      default:
        return Response.json(resendError(405), { status: 405 });
    }
  }

  reset();
  return { handle, setDomains, webhooks: () => webhooks.map((webhook) => ({ ...webhook })), reset };
}
