import { createMiddleware } from "hono/factory";
import { Hono } from "hono/tiny";
import { storedFieldsOf } from "../archive/store-inquiry.ts";
import { apiError } from "../core/api-error.ts";
import { limitBody } from "../core/body-limit.ts";
import { clientIp, rateLimitKey } from "../core/client-ip.ts";
import { logEvent } from "../core/log-event.ts";
import { corsPolicy, originPolicy } from "../core/origin.ts";
import { underRateLimit } from "../core/rate-limiter.ts";
import { formAnswers } from "./form-post/form-answers.ts";
import {
  type InquiryEnv,
  inquiryBodyKind,
  readInquiryRequest,
  unsupportedMediaType,
} from "./request-body/inquiry-body.ts";
import { checkRequest } from "./request-checks.ts";
import { keepSpam } from "./spam/decoy.ts";
import { judgeSpam } from "./spam/spam-judgement.ts";
import { storeThenStart } from "./store-then-start.ts";

/** Only POST (and its CORS preflight) exist here; anything else is 405 `method_not_allowed`. */
const onlyPost = createMiddleware<InquiryEnv>(async (c, next) => {
  if (c.req.method !== "POST" && c.req.method !== "OPTIONS") {
    const error = apiError(405, "method_not_allowed", "Use POST to send an inquiry.");
    error.res?.headers.set("Allow", "POST, OPTIONS");
    throw error;
  }
  await next();
});

/** `Retry-After` in seconds: `ratelimits[].simple.period` of wrangler.jsonc. */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

/**
 * The rate limit of `POST /api/send-email` through `INQUIRY_RATE_LIMITER` (its limit and its
 * failures: docs/product.md#abuse-defences).
 * @throws HTTPException 429 `rate_limited` with `Retry-After`.
 */
const rateLimit = createMiddleware<InquiryEnv>(async (c, next) => {
  const allowed = await underRateLimit(
    {
      limiter: (c.env as Partial<Env>).INQUIRY_RATE_LIMITER,
      binding: "INQUIRY_RATE_LIMITER",
      unlimited: "inquiries are not rate limited",
    },
    rateLimitKey(c.req.raw.headers),
  );
  if (!allowed) {
    logEvent("warn", "rate_limited", {});
    const error = apiError(
      429,
      "rate_limited",
      "Too many inquiries from your network. Please wait a minute and try again.",
    );
    error.res?.headers.set("Retry-After", String(RATE_LIMIT_RETRY_AFTER_SECONDS));
    throw error;
  }
  await next();
});

/** Refuses a body of no inquiry kind with 415 `unsupported_media_type` before it is read (check 4). */
const requireInquiryBody = createMiddleware<InquiryEnv>(async (c, next) => {
  if (!inquiryBodyKind(c.req.header("Content-Type"))) throw unsupportedMediaType();
  await next();
});

/**
 * Lets a multipart body's photos go once the answer is decided, whatever it is: a refusal before
 * they were stored (the fields, Turnstile, the allowlists) never reads them, and the rest of the
 * body is read and thrown away so the answer reaches a client still sending (docs/reference.md#photos).
 */
const releasePhotos = createMiddleware<InquiryEnv>(async (c, next) => {
  try {
    await next();
  } finally {
    await c.get("body")?.photos?.discard();
  }
});

/**
 * `POST /api/send-email`, its steps in the order of docs/architecture.md#worker-checks: the
 * middleware, then the handler reads the body, checks the request, judges spam (kept under the
 * decoy) and stores the inquiry, then starts its run. JSON is answered as
 * docs/product.md#request-and-response says, a form post by {@link formAnswers}.
 */
export const sendEmailRoute = new Hono<InquiryEnv>()
  .use("/", onlyPost, formAnswers, originPolicy, corsPolicy)
  .post("/", releasePhotos, rateLimit, requireInquiryBody, limitBody, async (c) => {
    const { request, raw, photos } = await readInquiryRequest(c);
    const checked = await checkRequest(c.env, request, raw, clientIp(c.req.raw.headers));
    const now = Date.now();
    const reason = await judgeSpam(c.env, checked, now);
    const accepted = reason
      ? await keepSpam(
          {
            fields: storedFieldsOf(checked.request),
            apiKeyEnvName: checked.request.config.apiKeyEnvName,
            reason,
          },
          c.env,
          checked.settings,
          now,
          photos,
        )
      : await storeThenStart(c.env, checked, now, photos);
    return c.json(accepted, accepted.status === "queued" ? 202 : 200);
  });
