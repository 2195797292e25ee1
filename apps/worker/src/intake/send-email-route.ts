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
 * Lets a multipart body's photos go once the answer is decided, whatever it is: a refusal before
 * they were stored (the fields, Turnstile, the allowlists) never reads them, and the rest of the
 * body is read and thrown away so the answer reaches a client still sending (docs/reference.md#photos).
 */
const releasePhotos = createMiddleware<InquiryEnv>(async (c, next) => {
  try {
    await next();
  } finally {
    await c.get("photoUpload")?.discard();
  }
});

/**
 * `POST /api/send-email`, its middleware in the order of docs/architecture.md#worker-checks; JSON is
 * answered as docs/product.md#request-and-response says, a form post by {@link formAnswers}.
 */
export const sendEmailRoute = new Hono<InquiryEnv>()
  .use("/", onlyPost, formAnswers, originPolicy, corsPolicy)
  .post(
    "/",
    releasePhotos,
    rateLimit,
    requireInquiryBody,
    limitBody,
    decodeInquiryBody,
    validateInquiry,
    async (c) => {
      const validated = c.get("inquiry");
      if (!validated) throw new Error("validateInquiry did not run before the send-email handler");
      const inquiry = withOperatorEmailConfig(c.get("inquiryBody"), validated);
      const accepted = await acceptInquiry(inquiry, {
        env: c.env,
        remoteIp: clientIp(c.req.raw.headers),
        photos: c.get("photoUpload"),
      });
      return c.json(accepted, accepted.status === "queued" ? 202 : 200);
    },
  );
