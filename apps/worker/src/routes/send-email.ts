import { sendEmailRequestSchema } from "@clearwell/contract";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { apiError } from "../http/api-error.ts";
import { clientIp } from "../http/client-ip.ts";
import { limitBody, parseJson, requireJson } from "../http/json-body.ts";
import { acceptInquiry } from "../inquiries/accept-inquiry.ts";
import { corsPolicy, originPolicy } from "../policy/origin.ts";
import { rateLimit } from "../policy/rate-limit.ts";
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
      const accepted = await acceptInquiry(c.req.valid("json"), {
        env: c.env,
        remoteIp: clientIp(c.req.raw.headers),
        executionCtx: c.executionCtx,
      });
      return c.json(accepted, accepted.status === "queued" ? 202 : 200);
    },
  );
