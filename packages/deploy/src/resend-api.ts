/**
 * The parts of Resend's API setup uses (docs/reference.md#resend-delivery-events): the account's
 * domains, a domain's DNS records, and the webhooks. Every refusal becomes a {@link CommandError}
 * that says what to do; the key is sent only in the `Authorization` header and never printed.
 */
import { bearerRequest } from "./bearer-request.ts";
import { CommandError } from "./errors.ts";
import type { Fetcher } from "./seams.ts";

/** One domain of the account, as `GET /domains` lists it. */
export type ResendDomain = { id: string; name: string; status: string };

/** One DNS record of a domain, as `GET /domains/{id}` gives it. */
export type ResendDnsRecord = { record: string; name: string; type: string; value: string; status: string };

/** One webhook, as `GET /webhooks` lists it (Resend shows the signing secret only at creation). */
export type ResendWebhook = { id: string; endpoint: string; events: string[] | null };

/** The calls setup makes with one key. */
export type ResendApi = {
  listDomains(): Promise<ResendDomain[]>;
  domainRecords(id: string): Promise<ResendDnsRecord[]>;
  listWebhooks(): Promise<ResendWebhook[]>;
  /** Creates a webhook; resolves with its id and `whsec_` signing secret. */
  createWebhook(endpoint: string, events: readonly string[]): Promise<{ id: string; signingSecret: string }>;
};

/** What to do about Resend's refusal `name` (its error catalogue's names). */
function refusalMessage(status: number, name: string, message: string): string {
  if (name === "restricted_api_key") {
    return "This Resend API key has sending access only. Setup needs a key with full access to read the domains and create the webhook: create one at https://resend.com/api-keys (Permission: Full access) and run setup again with it.";
  }
  if (status === 401 || name === "missing_api_key") {
    return "Resend answered 401 missing_api_key: the API key is empty or was not sent. Give the key (it starts with re_) in RESEND_API_KEY, or paste it when setup asks, and run setup again.";
  }
  if (status === 403 || name === "invalid_api_key") {
    return "Resend does not accept this API key (403 invalid_api_key). Copy it again from https://resend.com/api-keys (it starts with re_), or create a new one, and run setup again.";
  }
  return `Resend answered ${status} ${name}: ${message}. Try again in a moment; if it persists, check https://resend-status.com.`;
}

/**
 * A client of the Resend API at `baseUrl` (default Resend's) with `apiKey`.
 *
 * @throws {CommandError} from every method: the key refused (401/403), Resend unreachable, or
 *   another error answer, each with what to do.
 */
export function resendApi(fetcher: Fetcher, apiKey: string, baseUrl = "https://api.resend.com"): ResendApi {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await bearerRequest(fetcher, {
      method,
      url: `${baseUrl}${path}`,
      token: apiKey,
      body,
      unreachable: `Resend at ${baseUrl}`,
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const { name = `http_${response.status}`, message = text.slice(0, 200) } = (json ?? {}) as {
        name?: string;
        message?: string;
      };
      throw new CommandError(refusalMessage(response.status, name, message));
    }
    if (json === undefined) {
      throw new CommandError(
        `Resend answered ${method} ${path} with something that is not JSON. Run setup again.`,
      );
    }
    return json as T;
  }

  return {
    async listDomains() {
      const { data } = await call<{ data: ResendDomain[] }>("GET", "/domains");
      return data.map(({ id, name, status }) => ({ id, name, status }));
    },
    async domainRecords(id) {
      const { records = [] } = await call<{ records?: ResendDnsRecord[] }>(
        "GET",
        `/domains/${encodeURIComponent(id)}`,
      );
      return records.map(({ record, name, type, value, status }) => ({ record, name, type, value, status }));
    },
    async listWebhooks() {
      const { data } = await call<{ data: ResendWebhook[] }>("GET", "/webhooks");
      return data.map(({ id, endpoint, events }) => ({ id, endpoint, events }));
    },
    async createWebhook(endpoint, events) {
      const { id, signing_secret } = await call<{ id: string; signing_secret: string }>("POST", "/webhooks", {
        endpoint,
        events,
      });
      return { id, signingSecret: signing_secret };
    },
  };
}
