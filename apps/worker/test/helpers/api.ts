import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { ErrorEnvelope, SendEmailRequest } from "@clearwell/contract";
import worker from "../../src/index.ts";

/** The worker's own origin in tests (the request URL's origin). */
export const WORKER_ORIGIN = "https://worker.test";
/** An origin in the test ALLOWED_ORIGINS. */
export const ALLOWED_ORIGIN = "https://clearwell-interiors.example";
/** The first (default) allowed recipient of the test bindings. */
export const DEFAULT_RECIPIENT = "hello@clearwell-interiors.example";

/** A valid inquiry as the Contact page sends it (SPEC 7), with optional changes. */
export function validInquiry(changes: Partial<SendEmailRequest> = {}): SendEmailRequest {
  return {
    config: {
      subject: "New Inquiry: Kitchen remodel",
      fromName: "Clearwell Interiors",
      formName: "Website Contact Form",
      brandColor: "#c2410c",
      requiredFields: ["name", "email", "subject", "message"],
      apiKeyEnvName: "RESEND_API_KEY",
      footerHtml: "<p>Sent from the <strong>Clearwell Interiors</strong> website.</p>",
    },
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
  /** Vars that replace the test bindings for this request (the worker is called directly). */
  env?: Partial<Record<keyof Env, string | undefined>>;
  headers?: Record<string, string>;
};

/** Calls the worker: through `exports.default` normally, directly with a changed env when asked. */
export async function callWorker(path: string, init: RequestInit, changedEnv?: SendOptions["env"]) {
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
