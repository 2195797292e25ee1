import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { parseRetryAfter } from "../../core/retry-after.ts";
import { noAnswerOutcome, type SendOutcome } from "../channel/send-outcome.ts";

/** What {@link sendViaResend} needs besides the email. */
export type ResendOptions = {
  /** Base URL, e.g. `https://api.resend.com` (no trailing slash). */
  apiUrl: string;
  /** The bearer key; sent only in the Authorization header. */
  apiKey: string;
  /** Sent as `Idempotency-Key` (at most 256 characters). */
  idempotencyKey: string;
  /** In milliseconds. */
  timeoutMs: number;
};

/** The JSON body of Resend's `POST /emails` (its OpenAPI's `SendEmailRequest`). */
export type ResendSendEmailBody = {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to: string;
  tags?: { name: string; value: string }[];
  headers?: Record<string, string>;
};

/** Resend's body for one email. */
export function toResendBody(email: OutgoingEmail): ResendSendEmailBody {
  return {
    from: email.from,
    to: [email.to],
    subject: email.subject,
    html: email.html,
    text: email.text,
    reply_to: email.replyTo,
    ...(email.tags.length > 0 ? { tags: email.tags } : {}),
    ...(email.headers ? { headers: email.headers } : {}),
  };
}

/** A JSON body's field when it is a short identifier-like string (safe to log). */
function safeField(body: unknown, key: "name" | "id"): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && /^[A-Za-z0-9_.:-]{1,100}$/.test(value) ? value : undefined;
}

/** A non-2xx Resend answer: `unavailable` (retry) or `rejected` (docs/architecture.md#delivery-channels). */
export function classifyResendStatus(status: number, name: string): "rejected" | "unavailable" {
  if (status === 408 || status === 429 || status >= 500) return "unavailable";
  if (status === 409 && name === "concurrent_idempotent_requests") return "unavailable";
  return "rejected";
}

/**
 * Sends one email with Resend (the request: docs/architecture.md#delivery-channels). Never throws.
 * @returns `{ ok: true, providerId }` on 2xx; else the status, Resend's error `name` (`timeout` or
 *   `network_error` without an answer) and `retryAfterSeconds` when given.
 */
export async function sendViaResend(email: OutgoingEmail, options: ResendOptions): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": options.idempotencyKey,
        "User-Agent": "clearwell-worker",
      },
      body: JSON.stringify(toResendBody(email)),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return noAnswerOutcome(error);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) return { ok: true, providerId: safeField(body, "id") };
  const name = safeField(body, "name") ?? "unknown_error";
  const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
  return {
    ok: false,
    failure: classifyResendStatus(response.status, name),
    status: response.status,
    name,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}
/**
 * What the operator should do about a provider refusal of `status` and error `name`: the `hint` of
 * `provider_failed` and `delivery_*` log lines (docs/reference.md#log-events).
 * @returns one sentence, or `undefined` when the error is transient (429, 5xx, timeout, network).
 */
export function operatorHint(status: number | undefined, name: string): string | undefined {
  if (status === 401) {
    return "Resend got no API key (missing_api_key): set it with `wrangler secret put RESEND_API_KEY`.";
  }
  if (status === 403 && name === "invalid_api_key") {
    return "Resend refused the API key (invalid_api_key): put a valid key with `wrangler secret put RESEND_API_KEY`.";
  }
  if (status === 403) {
    return `Resend refused to send (${name}): verify the domain of MAIL_FROM_ADDRESS at Resend, or use a key with sending access.`;
  }
  if (status === 422) {
    return `Resend refused the email's fields (${name}): check MAIL_FROM_ADDRESS and CONTACT_RECIPIENTS in wrangler.jsonc.`;
  }
  if (status === 400) {
    return `Resend says the request is invalid (${name}): check MAIL_FROM_ADDRESS and CONTACT_RECIPIENTS in wrangler.jsonc.`;
  }
  if (status === 409 && name === "concurrent_idempotent_requests") return undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return `Resend refused the request with ${status} (${name}).`;
  }
  return undefined;
}
