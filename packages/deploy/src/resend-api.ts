/**
 * The parts of Resend's API setup uses (docs/reference.md#resend-delivery-events): the account's
 * domains, a domain's DNS records, and the webhooks. The domain answers are read with
 * `@clearwell/rules`, as the worker's Setup panel reads them. Every refusal, and every answer of
 * another shape, becomes a {@link CommandError} that says what to do; the key is sent only in the
 * `Authorization` header and never printed.
 */
import {
  type ResendDnsRecord,
  type ResendDomain,
  readDnsRecordsToShow,
  readResendDomains,
  resendErrorName,
} from "@clearwell/rules";
import * as z from "zod";
import { bearerRequest } from "./bearer-request.ts";
import { CommandError } from "./errors.ts";
import type { Fetcher } from "./seams.ts";

/** One webhook, as `GET /webhooks` lists it (Resend shows the signing secret only at creation). */
export type ResendWebhook = { id: string; endpoint: string; events: string[] | null };

/** The part of `GET /webhooks` read here. */
const webhookListSchema = z.object({
  data: z.array(z.object({ id: z.string(), endpoint: z.string(), events: z.nullable(z.array(z.string())) })),
});

/** The part of `POST /webhooks`'s answer read here. */
const createdWebhookSchema = z.object({ id: z.string(), signing_secret: z.string() });

/** The calls setup makes with one key. */
export type ResendApi = {
  listDomains(): Promise<ResendDomain[]>;
  /** The DNS records of domain `id` not verified yet (`readDnsRecordsToShow`). */
  dnsRecordsToShow(id: string): Promise<ResendDnsRecord[]>;
  listWebhooks(): Promise<ResendWebhook[]>;
  /** Creates a webhook; resolves with its id and `whsec_` signing secret. */
  createWebhook(endpoint: string, events: readonly string[]): Promise<{ id: string; signingSecret: string }>;
};

/** Resend's refusal of the key itself (401, 403, or sending access only): another key is needed. */
export class ResendKeyRefused extends CommandError {
  /** The status and error name, e.g. `403 invalid_api_key` (never the key). */
  readonly refusal: string;
  constructor(message: string, refusal: string) {
    super(message);
    this.refusal = refusal;
  }
}

/** Whether Resend's answer refuses the key itself (the first three cases of `refusalMessage`). */
function refusesKey(status: number, name: string): boolean {
  return (
    name === "restricted_api_key" ||
    name === "missing_api_key" ||
    name === "invalid_api_key" ||
    status === 401 ||
    status === 403
  );
}

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
 * @throws {CommandError} from every method: the key refused (401/403, a {@link ResendKeyRefused}),
 *   Resend unreachable, or another error answer, each with what to do.
 */
export function resendApi(fetcher: Fetcher, apiKey: string, baseUrl = "https://api.resend.com"): ResendApi {
  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
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
      const name = resendErrorName(json) ?? `http_${response.status}`;
      const message = (json as { message?: unknown } | undefined)?.message;
      const said = refusalMessage(
        response.status,
        name,
        typeof message === "string" ? message : text.slice(0, 200),
      );
      if (refusesKey(response.status, name)) throw new ResendKeyRefused(said, `${response.status} ${name}`);
      throw new CommandError(said);
    }
    if (json === undefined) {
      throw new CommandError(
        `Resend answered ${method} ${path} with something that is not JSON. Run setup again.`,
      );
    }
    return json;
  }

  /** `value` read from the answer to `method path`; `null` (another shape) throws. */
  function expected<T>(method: string, path: string, value: T | null): T {
    if (value === null) {
      throw new CommandError(
        `Resend answered ${method} ${path} with JSON of another shape than its API documents. Run setup again; if it persists, check https://resend-status.com.`,
      );
    }
    return value;
  }

  return {
    async listDomains() {
      return expected("GET", "/domains", readResendDomains(await call("GET", "/domains")));
    },
    async dnsRecordsToShow(id) {
      const path = `/domains/${encodeURIComponent(id)}`;
      return expected("GET", path, readDnsRecordsToShow(await call("GET", path)));
    },
    async listWebhooks() {
      const list = webhookListSchema.safeParse(await call("GET", "/webhooks"));
      const { data } = expected("GET", "/webhooks", list.success ? list.data : null);
      return data.map(({ id, endpoint, events }) => ({ id, endpoint, events }));
    },
    async createWebhook(endpoint, events) {
      const created = createdWebhookSchema.safeParse(await call("POST", "/webhooks", { endpoint, events }));
      const { id, signing_secret } = expected("POST", "/webhooks", created.success ? created.data : null);
      return { id, signingSecret: signing_secret };
    },
  };
}
