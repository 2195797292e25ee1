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
import { decodeFormBody, type FormBodyKind, formBodyKind, requireUtf8 } from "./form-body.ts";
import { openMultipart } from "./multipart-body.ts";
import { type PhotoUpload, photoUploadOf } from "./photo-upload.ts";
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
  /** A multipart body's photos, not read yet (docs/product.md#photos); `undefined` for other bodies. */
  photoUpload: PhotoUpload | undefined;
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
  const contentType = c.req.header("Content-Type") ?? "";
  const form =
    kind === "multipart"
      ? await multipartTexts(c, contentType)
      : decodeFormBody(await c.req.arrayBuffer(), contentType);
  if (form !== INQUIRY_JSON_READ) {
    // A form post tells where it came from only by its Referer (docs/product.md#where-leads-come-from).
    const source = formPostSource(c.req.raw.headers, c.req.url, readServerSettings(c.env).allowedOrigins);
    const { request, values } = contactRequestFromForm(form, source);
    c.set("formValues", values);
    c.set("inquiryBody", request);
  }
}

/** The name of the first part of the page's multipart request: the JSON request (docs/product.md#photos). */
export const INQUIRY_PART = "inquiry";

/** {@link multipartTexts}'s answer when the body was the page's JSON request in its first part. */
const INQUIRY_JSON_READ = Symbol("inquiry JSON read");

/**
 * Reads a multipart body's text parts, up to the headers of its first file part, and keeps its
 * photos unread in `photoUpload`: a first part named {@link INQUIRY_PART} is the JSON request (set
 * as `inquiryBody`), else the parts are the form's fields.
 * @returns the form's fields, or {@link INQUIRY_JSON_READ}.
 * @throws `FormBodyError`, 400 `invalid_json`, 400 `validation_failed` (a file under another
 *   name), 413; the rest of the body is then let go.
 */
async function multipartTexts(
  c: Context<InquiryEnv>,
  contentType: string,
): Promise<URLSearchParams | typeof INQUIRY_JSON_READ> {
  requireUtf8(contentType);
  const body = openMultipart(c.req.raw.body, contentType);
  let texts: [string, string][];
  try {
    texts = await body.readTexts();
  } catch (error) {
    await body.discard();
    throw error;
  }
  c.set("photoUpload", photoUploadOf(body, c.env.PHOTOS));
  const [first] = texts;
  if (first?.[0] !== INQUIRY_PART) return new URLSearchParams(texts);
  try {
    c.set("inquiryBody", JSON.parse(first[1]));
  } catch {
    throw apiError(400, "invalid_json", "The request body is not valid JSON.");
  }
  return INQUIRY_JSON_READ;
}

/**
 * Validates `inquiryBody` into `inquiry`; else answers {@link validationRefusal}'s 400. The photos
 * are not read for it (docs/product.md#photos): the caller lets them go.
 */
export const validateInquiry = createMiddleware<InquiryEnv>(async (c, next) => {
  const result = await sendEmailRequestSchema.safeParseAsync(c.get("inquiryBody"));
  const refusal = validationRefusal(result);
  if (refusal) return refusal;
  if (result.success) c.set("inquiry", result.data);
  await next();
});
