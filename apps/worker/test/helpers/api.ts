import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import {
  buildContactRequest,
  type ContactFormData,
  contactEmailConfig,
  type ErrorEnvelope,
  type SendEmailRequest,
} from "@clearwell/contract";
import worker from "../../src/index.ts";
import { issueFormToken } from "../../src/intake/spam/form-token.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/** The worker's own origin in tests (the request URL's origin). */
export const WORKER_ORIGIN = "https://worker.test";
/** The first origin of the test bindings' ALLOWED_ORIGINS. */
export const ALLOWED_ORIGIN = firstOf(TEST_BINDINGS.ALLOWED_ORIGINS);
/** The first (default) allowed recipient of the test bindings' CONTACT_RECIPIENTS. */
export const DEFAULT_RECIPIENT = firstOf(TEST_BINDINGS.CONTACT_RECIPIENTS);

/** The first item of a comma-separated var. */
function firstOf(list: string): string {
  const [first = ""] = list.split(",");
  return first.trim();
}

/**
 * A form token issued a minute before the tests start, signed with the tests' `FORM_TOKEN_SECRET`:
 * what the Contact page carries when a visitor has spent a minute on it (valid for 24 h, past the
 * 3 s `too_fast` rule), so a request that carries it is judged by the other rules.
 */
export const AGED_FORM_TOKEN = await issueFormToken(TEST_BINDINGS.FORM_TOKEN_SECRET, Date.now() - 60_000);

/**
 * A valid inquiry exactly as the Contact page sends it (docs/product.md#request-and-response): the
 * contract's `buildContactRequest` (the page's own builder, with its `contactEmailConfig`) applied
 * to {@link typedValues} with an empty honeypot and {@link AGED_FORM_TOKEN}, so the fixture
 * follows the page's config instead of a copy of it.
 * `changes` then replace top-level keys of that body as they are (untrimmed, `config` whole), for
 * requests the page would never build; a changed `subject` also changes the subject option as the
 * page would (its prefix and the trimmed subject), unless `config` is changed too.
 */
export function validInquiry(changes: Partial<SendEmailRequest> = {}): SendEmailRequest {
  const request = {
    ...buildContactRequest(typedValues(), { honeypot: "", formToken: AGED_FORM_TOKEN }),
    ...changes,
  };
  // The page's subject option follows its subject field (prefix + subject), unless a test sets the config.
  if (changes.subject !== undefined && changes.config === undefined) {
    request.config = {
      ...request.config,
      subject: `${contactEmailConfig.subjectPrefix}${changes.subject.trim()}`,
    };
  }
  return request;
}

/** Valid values as a visitor types them into the Contact form. */
export function typedValues(changes: Partial<ContactFormData> = {}): ContactFormData {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "(503) 555-0100",
    subject: "Kitchen remodel",
    message: "We would like a quote for our kitchen.\nIt is about 20 square metres.",
    ...changes,
  };
}

/** How to send a request to the worker. */
export type SendOptions = {
  /** Origin header; `null` sends none. Default: {@link ALLOWED_ORIGIN}. */
  origin?: string | null;
  /** Content-Type header; `null` sends none. Default `application/json`. */
  contentType?: string | null;
  method?: string;
  /**
   * Bindings that replace the test bindings for this request (the worker is called directly):
   * vars, secrets, or fake bindings; `undefined` removes one.
   */
  env?: ChangedEnv;
  headers?: Record<string, string>;
  /** CF-Connecting-IP; `null` sends none. Default: a new random address per call (own rate budget). */
  ip?: string | null;
};

/** Bindings to replace for one call (see {@link SendOptions.env}). */
export type ChangedEnv = { [K in keyof Env]?: unknown } & Record<string, unknown>;

/** A random address of the IPv6 documentation range, so each call has its own rate-limit budget. */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint16Array(3));
  return `2001:db8:${a.toString(16)}:${b.toString(16)}::${c.toString(16)}`;
}

/** Calls the worker: through `exports.default` normally, directly with a changed env when asked. */
export async function callWorker(path: string, init: RequestInit, changedEnv?: ChangedEnv) {
  const request = new Request(`${WORKER_ORIGIN}${path}`, init);
  if (!changedEnv) return exports.default.fetch(request);
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...changedEnv } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * POSTs `body` to /api/send-email: strings and streams are sent as they are, anything else
 * JSON-encoded.
 */
export async function postInquiry(body: unknown, options: SendOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  const ip = options.ip === undefined ? randomIp() : options.ip;
  if (ip !== null && !headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", ip);
  const origin = options.origin === undefined ? ALLOWED_ORIGIN : options.origin;
  if (origin !== null) headers.set("Origin", origin);
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  if (contentType !== null) headers.set("Content-Type", contentType);
  return callWorker(
    "/api/send-email",
    {
      method: options.method ?? "POST",
      headers,
      body: typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body),
    },
    options.env,
  );
}

/** The response's JSON envelope, asserting the JSON content type on the way. */
export async function envelopeOf(response: Response): Promise<ErrorEnvelope> {
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) {
    throw new Error(`expected JSON, got ${response.headers.get("Content-Type")}: ${await response.text()}`);
  }
  return (await response.json()) as ErrorEnvelope;
}
