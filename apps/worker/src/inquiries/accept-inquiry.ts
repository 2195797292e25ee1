import type { ParsedSendEmailRequest, SendEmailAccepted } from "@clearwell/contract";
import { sendOrQueue } from "../delivery/send-or-queue.ts";
import { composeEmail } from "../email/compose-email.ts";
import { idempotencyKeyFor } from "../email/idempotency-key.ts";
import { apiError } from "../http/api-error.ts";
import { logEvent } from "../http/log.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import { decoyAcceptance, isHoneypotFilled } from "../policy/honeypot.ts";
import { resolveRecipient } from "../policy/recipient.ts";
import { readServerSettings } from "../policy/server-settings.ts";
import { requireHuman } from "../policy/turnstile.ts";
import { selectProvider } from "../providers/select-provider.ts";

/** What {@link acceptInquiry} needs besides the validated request. */
export type InquiryContext = {
  env: Env;
  /** The visitor's IP (`CF-Connecting-IP`), for Turnstile's `remoteip`. */
  remoteIp: string | undefined;
  /** The request's execution context, for work that may finish after the answer (`waitUntil`). */
  executionCtx?: Pick<ExecutionContext, "waitUntil">;
};

/**
 * Takes one validated inquiry from either kind of request (JSON or a plain HTML form post) through
 * the worker's checks after validation, in order (docs/architecture.md#the-inquiry-journey):
 * honeypot (a filled one gets {@link decoyAcceptance} and nothing is sent), Turnstile when
 * configured, the recipient and key-name allowlists, the provider configuration, then delivery
 * (sent, or queued on a retryable provider failure).
 *
 * @returns `{ id, status: "sent" | "queued" }`: `id` is the submission's idempotency key.
 * @throws HTTPException (see `apiError`) with the JSON envelope of the refusal: 403
 *   `challenge_failed`, 503 `challenge_unavailable`, 403 `recipient_not_allowed`, 403
 *   `api_key_name_not_allowed`, 503 `provider_not_configured`, 502 `provider_rejected`, 503
 *   `provider_unavailable`. Callers turn it into their own kind of answer.
 */
export async function acceptInquiry(
  request: ParsedSendEmailRequest,
  { env, remoteIp }: InquiryContext,
): Promise<SendEmailAccepted> {
  if (isHoneypotFilled(request.honeypot)) {
    logEvent("warn", "honeypot_filled", { length: request.honeypot?.length ?? 0 });
    return decoyAcceptance();
  }
  const settings = readServerSettings(env);
  await requireHuman({ env, token: request.turnstileToken, remoteIp, timeoutMs: settings.providerTimeoutMs });
  const to = resolveRecipient(request.config.recipient, settings.recipients);
  if (!to) throw apiError(403, "recipient_not_allowed", "This recipient is not allowed on this server.");
  const keyName = request.config.apiKeyEnvName;
  if (!isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
    throw apiError(403, "api_key_name_not_allowed", "This API key setting is not allowed on this server.");
  }
  const selection = selectProvider(settings, env, keyName);
  if (!selection.ok) {
    logEvent("error", "provider_not_configured", { reason: selection.reason });
    throw apiError(
      503,
      "provider_not_configured",
      "Sending email is not configured on this server yet. Please contact us by phone or email.",
    );
  }
  const email = composeEmail(request, { to, fromAddress: settings.fromAddress });
  const id = await idempotencyKeyFor({ recipient: to, ...request });
  const delivery = await sendOrQueue({
    provider: selection.provider,
    email,
    id,
    apiKeyEnvName: keyName,
    queue: (env as Partial<Env>).INQUIRY_QUEUE,
  });
  if (delivery.status === "rejected") {
    throw apiError(
      502,
      "provider_rejected",
      "The mail service refused the message. Please contact us by phone or email.",
    );
  }
  if (delivery.status === "unavailable") {
    throw apiError(
      503,
      "provider_unavailable",
      "The mail service is unavailable right now. Please try again later.",
    );
  }
  return { id, status: delivery.status };
}
