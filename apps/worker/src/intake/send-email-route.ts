import { createMiddleware } from "hono/factory";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import { limitBody } from "../core/body-limit.ts";
import { clientIp } from "../core/client-ip.ts";
import { corsPolicy, originPolicy } from "../core/origin.ts";
import { acceptInquiry } from "./accept-inquiry.ts";
import { withOperatorEmailConfig } from "./email-config.ts";
import { formAnswers } from "./form-post/form-answers.ts";
import { rateLimit } from "./rate-limit.ts";
import {
  decodeInquiryBody,
  type InquiryEnv,
  requireInquiryBody,
  validateInquiry,
} from "./request-body/inquiry-body.ts";

/** Only POST (and its CORS preflight) exist here; anything else is 405 `method_not_allowed`. */
const onlyPost = createMiddleware<InquiryEnv>(async (c, next) => {
  if (c.req.method !== "POST" && c.req.method !== "OPTIONS") {
    const error = apiError(405, "method_not_allowed", "Use POST to send an inquiry.");
    error.res?.headers.set("Allow", "POST, OPTIONS");
    throw error;
  }
  await next();
});

/**
 * `POST /api/send-email` (docs/architecture.md#the-inquiry-journey). It takes the Contact page's
 * JSON request (`Content-Type: application/json`) and the same form posted as plain HTML without
 * JavaScript (`application/x-www-form-urlencoded` or `multipart/form-data`,
 * docs/product.md#plain-html-form); both go through the same steps, in order:
 * 405 other methods; 403 `origin_not_allowed`; 429 `rate_limited` (5 per 60 s per IPv4 address or IPv6 /64, with
 * `Retry-After`); 415 `unsupported_media_type` (neither JSON nor a form, or a form in a charset
 * other than UTF-8); 413 `payload_too_large` (over 32 KiB); 400 `invalid_json` or an unreadable
 * form body; 400 `validation_failed` with `fields` (the contract's `sendEmailRequestSchema`; a form
 * post is first turned into the page's request by `contactRequestFromForm`); 403
 * `config_not_allowed` (a presentation option other than the operator's, `withOperatorEmailConfig`);
 * then `acceptInquiry`:
 * honeypot (a decoy `{ id, status: "sent" }`, nothing sent), Turnstile, the recipient and key-name
 * allowlists, the archive (stored first), and the delivery run: 200 `{ id, status: "sent" }` when
 * the run's email step already succeeded within the request, 202 `{ id, status: "queued" }` when
 * it is stored but not delivered yet (docs/architecture.md#delivery-channels); `id` is the
 * idempotency key; `confirmation: true` is added for a clean inquiry while the visitor's
 * confirmation is on (never for spam's decoy, docs/product.md#the-confirmation).
 *
 * JSON requests get JSON answers (the envelope `{ error, code, fields? }` on refusal). Form posts
 * get HTML answers from {@link formAnswers}: 303 to `/contact/thank-you` when accepted, else the
 * Contact page with the visitor's values and a notice. Nothing is sent unless every check passed;
 * a 5xx is answered only when Turnstile's siteverify is down (503 `challenge_unavailable`) or the
 * inquiry could be neither stored nor handed to a delivery run.
 */
export const sendEmailRoute = new Hono<InquiryEnv>()
  .use("/", onlyPost, formAnswers, originPolicy, corsPolicy)
  .post("/", rateLimit, requireInquiryBody, limitBody, decodeInquiryBody, validateInquiry, async (c) => {
    const validated = c.get("inquiry");
    if (!validated) throw new Error("validateInquiry did not run before the send-email handler");
    const inquiry = withOperatorEmailConfig(c.get("inquiryBody"), validated);
    const accepted = await acceptInquiry(inquiry, {
      env: c.env,
      remoteIp: clientIp(c.req.raw.headers),
      executionCtx: c.executionCtx,
    });
    return c.json(accepted, accepted.status === "queued" ? 202 : 200);
  });
