import {
  type ContactFormData,
  contactRequestFromForm,
  type ParsedSendEmailRequest,
  sendEmailRequestSchema,
} from "@clearwell/contract";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiError } from "../../core/api-error.ts";
import type { AppEnv } from "../../core/app-env.ts";
import { decodeFormBody, type FormBodyKind, formBodyKind } from "./form-body.ts";
import { validationRefusal } from "./validation-failure.ts";

/** How an inquiry arrived: the page's JSON request, or a plain HTML form post. */
export type InquiryBodyKind = "json" | FormBodyKind;

/**
 * The context variables of `POST /api/send-email`, set by the middleware of this module. Each is
 * `undefined` until the step that sets it has run.
 */
export type InquiryVariables = {
  /** The kind of body the Content-Type announced. */
  bodyKind: InquiryBodyKind | undefined;
  /** The decoded body, before validation: the JSON value, or the request built from a form. */
  inquiryBody: unknown;
  /** A form post's five values exactly as typed (untrimmed), for showing the form again. */
  formValues: ContactFormData | undefined;
  /** The validated request. */
  inquiry: ParsedSendEmailRequest | undefined;
};

/** The Hono environment of `POST /api/send-email`: the worker's bindings plus {@link InquiryVariables}. */
export type InquiryEnv = AppEnv & { Variables: InquiryVariables };

/** `application/json`, optionally with parameters such as `; charset=utf-8`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * The kind of inquiry body a `Content-Type` announces (docs/product.md#plain-html-form): JSON,
 * an urlencoded form or a multipart form; `undefined` for anything else.
 */
export function inquiryBodyKind(contentType: string | undefined): InquiryBodyKind | undefined {
  if (JSON_MEDIA_TYPE.test((contentType ?? "").trim())) return "json";
  return formBodyKind(contentType);
}

/**
 * Refuses a body that is neither JSON nor a form post with 415 `unsupported_media_type`, before
 * the body is read, and records the kind in `bodyKind`.
 */
export const requireInquiryBody = createMiddleware<InquiryEnv>(async (c, next) => {
  const kind = inquiryBodyKind(c.req.header("Content-Type"));
  if (!kind) {
    throw apiError(
      415,
      "unsupported_media_type",
      "The request body must be JSON (Content-Type: application/json).",
    );
  }
  c.set("bodyKind", kind);
  await next();
});

/**
 * Reads and decodes the body once into `inquiryBody` (run it after the body limit). JSON is
 * parsed as is; a form post goes through the contract's `contactRequestFromForm`, so it becomes
 * the very request the Contact page's script would have sent, and its raw values are kept in
 * `formValues` (docs/architecture.md#the-inquiry-journey).
 *
 * @throws 400 `invalid_json` for malformed JSON; `FormBodyError` (400 or 415) for a form body that
 *   does not decode.
 */
export const decodeInquiryBody = createMiddleware<InquiryEnv>(async (c, next) => {
  await decodeBodyOf(c);
  await next();
});

/**
 * The work of {@link decodeInquiryBody}, callable on its own (the form answer uses it to show a
 * rate-limited visitor what they typed). Does nothing for a kind it does not know.
 */
export async function decodeBodyOf(c: Context<InquiryEnv>): Promise<void> {
  const kind = c.get("bodyKind") ?? inquiryBodyKind(c.req.header("Content-Type"));
  if (kind === "json") {
    try {
      c.set("inquiryBody", await c.req.json());
    } catch {
      throw apiError(400, "invalid_json", "The request body is not valid JSON.");
    }
    return;
  }
  if (kind === undefined) return;
  const form = await decodeFormBody(await c.req.arrayBuffer(), c.req.header("Content-Type") ?? "");
  const { request, values } = contactRequestFromForm(form);
  c.set("formValues", values);
  c.set("inquiryBody", request);
}

/**
 * Validates `inquiryBody` with the contract's `sendEmailRequestSchema` and stores the result in
 * `inquiry`. An invalid body is answered 400 `validation_failed` with one message per field
 * (`validationRefusal`), whatever the kind of request.
 */
export const validateInquiry = createMiddleware<InquiryEnv>(async (c, next) => {
  const result = await sendEmailRequestSchema.safeParseAsync(c.get("inquiryBody"));
  const refusal = validationRefusal(result);
  if (refusal) return refusal;
  if (result.success) c.set("inquiry", result.data);
  await next();
});
