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
import { readServerSettings } from "../../core/server-settings.ts";
import { formPostSource } from "../../leads/form-post-source.ts";
import { decodeFormBody, type FormBodyKind, formBodyKind } from "./form-body.ts";
import { validationRefusal } from "./validation-failure.ts";

/** How an inquiry arrived: the page's JSON request, or a plain HTML form post. */
export type InquiryBodyKind = "json" | FormBodyKind;

/** The context variables this module's middleware sets; each `undefined` until its step ran. */
export type InquiryVariables = {
  bodyKind: InquiryBodyKind | undefined;
  /** The decoded body, before validation: the JSON value, or the request built from a form. */
  inquiryBody: unknown;
  /** A form post's five values exactly as typed (untrimmed), for showing the form again. */
  formValues: ContactFormData | undefined;
  inquiry: ParsedSendEmailRequest | undefined;
};

/** The Hono environment of `POST /api/send-email`: the worker's bindings plus {@link InquiryVariables}. */
export type InquiryEnv = AppEnv & { Variables: InquiryVariables };

/** `application/json`, optionally with parameters such as `; charset=utf-8`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/** The kind of inquiry body a `Content-Type` announces, or `undefined` (docs/product.md#plain-html-form). */
export function inquiryBodyKind(contentType: string | undefined): InquiryBodyKind | undefined {
  if (JSON_MEDIA_TYPE.test((contentType ?? "").trim())) return "json";
  return formBodyKind(contentType);
}

/** Records the body's kind in `bodyKind`; else 415 `unsupported_media_type`, before the body is read. */
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
 * Decodes the body once into `inquiryBody` (a form post as `contactRequestFromForm` makes it, its
 * raw values in `formValues`); run it after the body limit.
 * @throws 400 `invalid_json`; `FormBodyError` (400 or 415) for a form body that does not decode.
 */
export const decodeInquiryBody = createMiddleware<InquiryEnv>(async (c, next) => {
  await decodeBodyOf(c);
  await next();
});

/** {@link decodeInquiryBody}'s work, for the form answer to show a rate-limited visitor their text. */
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
  // A form post tells where it came from only by its Referer (docs/product.md#where-leads-come-from).
  const source = formPostSource(c.req.raw.headers, c.req.url, readServerSettings(c.env).allowedOrigins);
  const { request, values } = contactRequestFromForm(form, source);
  c.set("formValues", values);
  c.set("inquiryBody", request);
}

/** Validates `inquiryBody` into `inquiry`; else answers {@link validationRefusal}'s 400. */
export const validateInquiry = createMiddleware<InquiryEnv>(async (c, next) => {
  const result = await sendEmailRequestSchema.safeParseAsync(c.get("inquiryBody"));
  const refusal = validationRefusal(result);
  if (refusal) return refusal;
  if (result.success) c.set("inquiry", result.data);
  await next();
});
