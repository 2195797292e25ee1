import { type SendEmailAccepted, sendEmailRequestSchema } from "@clearwell/contract";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { sendOrQueue } from "../delivery/send-or-queue.ts";
import { composeEmail } from "../email/compose-email.ts";
import { idempotencyKeyFor } from "../email/idempotency-key.ts";
import { apiError } from "../http/api-error.ts";
import { clientIp } from "../http/client-ip.ts";
import { limitBody, parseJson, requireJson } from "../http/json-body.ts";
import { logEvent } from "../http/log.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import { decoyAcceptance, isHoneypotFilled } from "../policy/honeypot.ts";
import { corsPolicy, originPolicy } from "../policy/origin.ts";
import { rateLimit } from "../policy/rate-limit.ts";
import { resolveRecipient } from "../policy/recipient.ts";
import { readServerSettings } from "../policy/server-settings.ts";
import { requireHuman } from "../policy/turnstile.ts";
import { selectProvider } from "../providers/select-provider.ts";
import { validationHook } from "./validation-hook.ts";

/** Only POST (and its CORS preflight) exist here; anything else is 405 `method_not_allowed`. */
const onlyPost = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "POST" && c.req.method !== "OPTIONS") {
    const error = apiError(405, "method_not_allowed", "Use POST to send an inquiry.");
    error.res?.headers.set("Allow", "POST, OPTIONS");
    throw error;
  }
  await next();
});

/**
 * `POST /api/send-email` (SPEC 7 "Contact submission"; issues 2 and 4). In order:
 * 405 other methods; 403 `origin_not_allowed`; 429 `rate_limited` (5 per 60 s per IP, with
 * `Retry-After`); 415 `unsupported_media_type`; 413 `payload_too_large` (over 32 KiB); 400
 * `invalid_json`; 400 `validation_failed` with `fields` (contract schema: SPEC 5 with a header-safe
 * address pattern, and `requiredFields`); a filled honeypot: 200 `{ id, status: "sent" }` with a
 * random id and nothing sent; Turnstile when `TURNSTILE_SECRET_KEY` is set: 403
 * `challenge_failed` (`fields.turnstileToken`) or 503 `challenge_unavailable`; the server's policy:
 * 403 `recipient_not_allowed`, 403 `api_key_name_not_allowed`; 503 `provider_not_configured`; the
 * provider: 502 `provider_rejected` (400/401/403/422), or on a retryable failure the queue: 202
 * `{ id, status: "queued" }`, 503 `provider_unavailable` when it cannot be queued either.
 * Success: 200 `{ id, status: "sent" }` where `id` is the submission's idempotency key.
 * Nothing is sent unless every check passed; no input answers a 5xx.
 */
export const sendEmailRoute = new Hono<AppEnv>()
  .use("/", onlyPost, originPolicy, corsPolicy)
  .post(
    "/",
    rateLimit,
    requireJson,
    limitBody,
    parseJson,
    zValidator("json", sendEmailRequestSchema, validationHook),
    async (c) => {
      const request = c.req.valid("json");
      if (isHoneypotFilled(request.honeypot)) {
        logEvent("warn", "honeypot_filled", { length: request.honeypot?.length ?? 0 });
        return c.json(decoyAcceptance(), 200);
      }
      const settings = readServerSettings(c.env);
      await requireHuman({
        env: c.env,
        token: request.turnstileToken,
        remoteIp: clientIp(c.req.raw.headers),
        timeoutMs: settings.providerTimeoutMs,
      });
      const to = resolveRecipient(request.config.recipient, settings.recipients);
      if (!to) throw apiError(403, "recipient_not_allowed", "This recipient is not allowed on this server.");
      const keyName = request.config.apiKeyEnvName;
      if (!isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
        throw apiError(
          403,
          "api_key_name_not_allowed",
          "This API key setting is not allowed on this server.",
        );
      }
      const selection = selectProvider(settings, c.env, keyName);
      if (!selection.ok) {
        logEvent("error", "provider_not_configured", { reason: selection.reason });
        throw apiError(
          503,
          "provider_not_configured",
          "Sending email is not configured on this server yet. Please contact us by phone or email.",
        );
      }
      const { provider } = selection;
      const email = composeEmail(request, { to, fromAddress: settings.fromAddress });
      const id = await idempotencyKeyFor({ recipient: to, ...request });
      const delivery = await sendOrQueue({
        provider,
        email,
        id,
        apiKeyEnvName: keyName,
        queue: (c.env as Partial<Env>).INQUIRY_QUEUE,
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
      if (delivery.status === "queued") {
        const queued: SendEmailAccepted = { id, status: "queued" };
        return c.json(queued, 202);
      }
      const accepted: SendEmailAccepted = { id, status: "sent" };
      return c.json(accepted, 200);
    },
  );
