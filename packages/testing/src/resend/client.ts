/**
 * The tests' handle on a Resend stand-in (stand-in.ts) through its control routes: the one client
 * every consumer uses - the worker's tests inside workerd (through miniflare's outbound service),
 * the browser tests and the benchmarks over HTTP. Uses only `fetch`, so it runs anywhere.
 */
import {
  type AcceptedEmail,
  CONTROL_PATHS,
  type CreatedWebhook,
  type DomainSetting,
  type RecordedRequest,
  type ResendMode,
} from "./types.ts";

export type {
  AcceptedEmail,
  CreatedWebhook,
  DomainRecord,
  DomainSetting,
  DomainStatus,
  RecordedRequest,
  ResendMode,
  ResendStep,
} from "./types.ts";

/** A `fetch`-compatible function (the global one by default). */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** The control routes of one stand-in, as methods. Every method throws when a route answers non-2xx. */
export type ResendStandInClient = {
  /**
   * Forgets every request, email, rule, idempotency key and webhook, and puts back the initial
   * domains. Call before each test.
   */
  reset(): Promise<void>;
  /**
   * The account's domains from now on, e.g. `[{ name: "example.com", status: "pending" }]`
   * (`GET /domains`; records made up unless given). `[]`: no domain.
   */
  setDomains(domains: readonly DomainSetting[]): Promise<void>;
  /** The webhooks created with `POST /webhooks`, oldest first, with their signing secrets. */
  webhooks(): Promise<CreatedWebhook[]>;
  /**
   * Adds a rule for `POST /emails` (the newest applicable rule decides); e.g. `{ status: 500 }`,
   * `{ status: 429, retryAfter: 7 }`, `{ delayMs: 4000, match: token }`, `{ hang: true }`.
   */
  setMode(mode: ResendMode): Promise<void>;
  /** Every `POST /emails` received whose raw body contains `match` (all without it), oldest first. */
  requests(match?: string): Promise<RecordedRequest[]>;
  /** The emails accepted whose body contains `match` (all without it), one per idempotency key. */
  emails(match?: string): Promise<AcceptedEmail[]>;
};

/**
 * A client for the stand-in served at `baseUrl` (its origin, e.g. `http://127.0.0.1:8789`).
 *
 * @param fetcher - how to send the control requests; default the global `fetch`.
 */
export function createResendStandInClient(
  baseUrl: string,
  fetcher: Fetcher = (input, init) => fetch(input, init),
): ResendStandInClient {
  async function control<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await fetcher(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`stand-in ${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
  const withMatch = (path: string, match?: string) =>
    match === undefined ? path : `${path}?match=${encodeURIComponent(match)}`;

  return {
    async reset() {
      await control("POST", CONTROL_PATHS.reset);
    },
    async setMode(mode) {
      await control("POST", CONTROL_PATHS.mode, mode);
    },
    async setDomains(domains) {
      await control("POST", CONTROL_PATHS.domains, domains);
    },
    webhooks: () => control<CreatedWebhook[]>("GET", CONTROL_PATHS.webhooks),
    requests: (match) => control<RecordedRequest[]>("GET", withMatch(CONTROL_PATHS.requests, match)),
    emails: (match) => control<AcceptedEmail[]>("GET", withMatch(CONTROL_PATHS.emails, match)),
  };
}
