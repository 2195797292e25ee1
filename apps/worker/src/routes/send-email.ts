import { type SendEmailAccepted, sendEmailRequestSchema } from "@clearwell/contract";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { composeEmail } from "../email/compose-email.ts";
import { idempotencyKeyFor } from "../email/idempotency-key.ts";
import { apiError } from "../http/api-error.ts";
import { limitBody, parseJson, requireJson } from "../http/json-body.ts";
import { logEvent } from "../http/log.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import { corsPolicy, originPolicy } from "../policy/origin.ts";
import { resolveRecipient } from "../policy/recipient.ts";
import { readServerSettings } from "../policy/server-settings.ts";
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
 * `POST /api/send-email` (SPEC 7 "Contact submission"; issue 2 section 3). In order:
 * 405 other methods; 403 `origin_not_allowed`; 415 `unsupported_media_type`; 413
 * `payload_too_large` (over 32 KiB); 400 `invalid_json`; 400 `validation_failed` with `fields`
 * (contract schema: SPEC 5 with a header-safe address pattern, and `requiredFields`); then the
 * server's policy: 403 `recipient_not_allowed`, 403 `api_key_name_not_allowed`; 503
 * `provider_not_configured`; the provider: 502 `provider_rejected` / 503 `provider_unavailable`.
 * Success: 200 `{ id, status: "sent" }` where `id` is the submission's idempotency key.
 * Nothing is sent unless every check passed.
 */
export const sendEmailRoute = new Hono<AppEnv>()
  .use("/", onlyPost, originPolicy, corsPolicy)
  .post(
    "/",
    requireJson,
    limitBody,
    parseJson,
    zValidator("json", sendEmailRequestSchema, validationHook),
    async (c) => {
      const request = c.req.valid("json");
      const settings = readServerSettings(c.env);
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
      const outcome = await provider.send(email, id);
      if (!outcome.ok) {
        logEvent("error", "provider_failed", {
          provider: provider.name,
          failure: outcome.failure,
          status: outcome.status ?? null,
          name: outcome.name,
          id,
        });
        throw outcome.failure === "rejected"
          ? apiError(
              502,
              "provider_rejected",
              "The mail service refused the message. Please contact us by phone or email.",
            )
          : apiError(
              503,
              "provider_unavailable",
              "The mail service is unavailable right now. Please try again later.",
            );
      }
      logEvent("info", "email_sent", { provider: provider.name, id, providerId: outcome.providerId ?? null });
      const accepted: SendEmailAccepted = { id, status: "sent" };
      return c.json(accepted, 200);
    },
  );
