import type { NotifyWebhook } from "@clearwell/rules";
import { parseRetryAfter } from "../../core/retry-after.ts";
import { readSecret } from "../../core/server-settings.ts";
import { noAnswerOutcome, type SendOutcome } from "../channel/send-outcome.ts";
import { signWebhook, verifyWebhook } from "./standard-webhooks.ts";
import { type Notice, webhookBody } from "./webhook-message.ts";

/**
 * How a receiver's status counts: `ok`, `unavailable` (retried) or `rejected`
 * (docs/reference.md#notification-channels).
 */
export function classifyWebhookStatus(status: number): "ok" | "rejected" | "unavailable" {
  if (status >= 200 && status < 300) return "ok";
  if (status === 408 || status === 429 || status >= 500) return "unavailable";
  return "rejected";
}

/**
 * Posts `notice` to `webhook` once, a `json` one signed with `env[webhook.secret]` under
 * `webhook-id` `messageId` (docs/reference.md#notification-channels). Redirects are not followed.
 * @returns `{ ok: true }` on 2xx; else the {@link classifyWebhookStatus} failure with `http_<status>`,
 *   `timeout` or `network_error` and `retryAfterSeconds`; `rejected` `secret_not_configured` or
 *   `secret_invalid` before any request. Never throws; never logs the URL or the body.
 */
export async function sendWebhook(
  webhook: NotifyWebhook,
  notice: Notice,
  options: { env: Env; messageId: string; timeoutMs: number; now?: Date },
): Promise<SendOutcome> {
  const body = JSON.stringify(webhookBody(webhook.format, notice));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "clearwell-worker",
  };
  if (webhook.format === "json") {
    const secret = webhook.secret ? readSecret(options.env, webhook.secret) : undefined;
    if (!secret) return { ok: false, failure: "rejected", name: "secret_not_configured" };
    const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
    let signature: string;
    try {
      signature = await signWebhook(secret, options.messageId, timestamp, body);
    } catch {
      return { ok: false, failure: "rejected", name: "secret_invalid" };
    }
    headers["webhook-id"] = options.messageId;
    headers["webhook-timestamp"] = String(timestamp);
    headers["webhook-signature"] = signature;
  }
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return noAnswerOutcome(error);
  }
  await response.body?.cancel();
  const verdict = classifyWebhookStatus(response.status);
  if (verdict === "ok") return { ok: true };
  const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
  return {
    ok: false,
    failure: verdict,
    status: response.status,
    name: `http_${response.status}`,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** Whether `headers` carry a valid signature of `body` by `secret` ({@link verifyWebhook}). Never throws. */
export async function verifyWebhookSignature(
  secret: string,
  body: string,
  headers: Headers,
): Promise<boolean> {
  const verdict = await verifyWebhook(secret, body, {
    id: headers.get("webhook-id") ?? "",
    timestamp: headers.get("webhook-timestamp") ?? "",
    signature: headers.get("webhook-signature") ?? "",
  });
  return verdict.ok;
}
