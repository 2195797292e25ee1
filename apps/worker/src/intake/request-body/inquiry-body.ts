import {
  CONTACT_FIELDS,
  type ContactFormData,
  contactRequestFromForm,
  fieldErrorsFromZod,
  type ParsedSendEmailRequest,
  sendEmailRequestSchema,
} from "@clearwell/contract";
import { PHOTO_FIELD } from "@clearwell/contract/photos";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { apiError, errorResponse } from "../../core/api-error.ts";
import type { AppEnv } from "../../core/app-env.ts";
import { readServerSettings } from "../../core/server-settings.ts";
import { formPostSource } from "../../leads/form-post-source.ts";
import { decodeFormBody, type FormBodyKind, formBodyKind, requireUtf8 } from "./form-body.ts";
import { openMultipart } from "./multipart-body.ts";
import { type PhotoUpload, photoUploadOf } from "./photo-upload.ts";

/** How an inquiry arrived: the page's JSON request, or a plain HTML form post. */
export type InquiryBodyKind = "json" | FormBodyKind;

/** What is known of the body as it is decoded; each part appears as soon as it is read. */
export type DecodedBody = {
  /** The body before validation: the JSON value, or the request built from a form. */
  raw: unknown;
  /** A form post's five values exactly as typed (untrimmed), for showing the form again. */
  formValues?: ContactFormData;
  /** A multipart body's photos, not read yet (docs/product.md#photos). */
  photos?: PhotoUpload;
};

/** One inquiry body read and validated ({@link readInquiryRequest}): the request and what came with it. */
export type InquiryRequest = DecodedBody & { request: ParsedSendEmailRequest };

/**
 * The Hono environment of `POST /api/send-email`: the worker's bindings, and `body`, what the reader
 * decoded so far, for the middleware that answers after the handler (a form post's page, the photos'
 * release); `undefined` while nothing was read. The handler takes the reader's return value instead.
 */
export type InquiryEnv = AppEnv & { Variables: { body: DecodedBody | undefined } };

/** `application/json`, optionally with parameters such as `; charset=utf-8`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/** The kind of inquiry body a `Content-Type` announces, or `undefined` (docs/product.md#plain-html-form). */
export function inquiryBodyKind(contentType: string | undefined): InquiryBodyKind | undefined {
  if (JSON_MEDIA_TYPE.test((contentType ?? "").trim())) return "json";
  return formBodyKind(contentType);
}

/** The 415 `unsupported_media_type` for a body of no inquiry kind (check 4), before it is read. */
export function unsupportedMediaType(): HTTPException {
  return apiError(
    415,
    "unsupported_media_type",
    "The request body must be JSON (Content-Type: application/json).",
  );
}

/** 400 `invalid_json`. */
function invalidJson(): HTTPException {
  return apiError(400, "invalid_json", "The request body is not valid JSON.");
}

/**
 * Decodes the body once (a form post as `contactRequestFromForm` makes it), recording what it read
 * in `body` as it goes; run it within the body limit.
 * @returns what was decoded, `undefined` for a body of no inquiry kind (nothing read).
 * @throws 400 `invalid_json`; `FormBodyError` (400 or 415) for a form body that does not decode; a
 *   multipart body's refusals (see multipart-body.ts).
 */
export async function decodeInquiryBody(c: Context<InquiryEnv>): Promise<DecodedBody | undefined> {
  const contentType = c.req.header("Content-Type") ?? "";
  const kind = inquiryBodyKind(contentType);
  if (kind === undefined) return undefined;
  const decoded: DecodedBody = { raw: undefined };
  c.set("body", decoded);
  if (kind === "json") {
    decoded.raw = await c.req.json().catch(() => {
      throw invalidJson();
    });
    return decoded;
  }
  const form =
    kind === "multipart"
      ? await multipartTexts(c, contentType, decoded)
      : decodeFormBody(await c.req.arrayBuffer(), contentType);
  if (form !== INQUIRY_JSON_READ) {
    // A form post tells where it came from only by its Referer (docs/product.md#where-leads-come-from).
    const source = formPostSource(c.req.raw.headers, c.req.url, readServerSettings(c.env).allowedOrigins);
    const { request, values } = contactRequestFromForm(form, source);
    decoded.formValues = values;
    decoded.raw = request;
  }
  return decoded;
}

/** The name of the first part of the page's multipart request: the JSON request (docs/product.md#photos). */
export const INQUIRY_PART = "inquiry";

/** {@link multipartTexts}'s answer when the body was the page's JSON request in its first part. */
const INQUIRY_JSON_READ = Symbol("inquiry JSON read");

/**
 * Reads a multipart body's text parts, up to the headers of its first file part, and keeps its
 * photos unread in `decoded.photos`: a first part named {@link INQUIRY_PART} is the JSON request
 * (`decoded.raw`), else the parts are the form's fields.
 * @returns the form's fields, or {@link INQUIRY_JSON_READ}.
 * @throws `FormBodyError`, 400 `invalid_json`, 400 `validation_failed` (a file under another
 *   name), 413; the rest of the body is then let go.
 */
async function multipartTexts(
  c: Context<InquiryEnv>,
  contentType: string,
  decoded: DecodedBody,
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
  decoded.photos = photoUploadOf(body, c.env.PHOTOS);
  const [first] = texts;
  if (first?.[0] !== INQUIRY_PART) return new URLSearchParams(texts);
  try {
    decoded.raw = JSON.parse(first[1]);
  } catch {
    throw invalidJson();
  }
  return INQUIRY_JSON_READ;
}

/**
 * The `error` of a validation failure: a field's message as is, others prefixed with their path.
 * @returns e.g. `The inquiry is not valid: Name is required; config.brandColor must be ....`
 */
export function validationSentence(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([field, message]) =>
    field === "body" || field === PHOTO_FIELD || (CONTACT_FIELDS as readonly string[]).includes(field)
      ? message
      : `${field} ${message}`,
  );
  return `The inquiry is not valid: ${parts.join("; ")}.`;
}

/**
 * Reads one inquiry body, JSON, urlencoded or multipart alike (checks 4, 6 and 7 of
 * docs/architecture.md#worker-checks; run it within the body limit, check 5), and validates it with
 * the contract. The photos are not read for it (docs/product.md#photos): the route lets them go.
 * @returns the validated request with the raw body, a form's typed values and the unread photos.
 * @throws 415 `unsupported_media_type`; {@link decodeInquiryBody}'s refusals; 400
 *   `validation_failed` with `fields` (`fieldErrorsFromZod`, docs/product.md#request-and-response).
 */
export async function readInquiryRequest(c: Context<InquiryEnv>): Promise<InquiryRequest> {
  const decoded = await decodeInquiryBody(c);
  if (!decoded) throw unsupportedMediaType();
  const result = await sendEmailRequestSchema.safeParseAsync(decoded.raw);
  if (!result.success) {
    const fields = fieldErrorsFromZod(result.error as z.ZodError);
    const res = errorResponse(400, "validation_failed", validationSentence(fields), fields);
    throw new HTTPException(400, { res });
  }
  return { ...decoded, request: result.data };
}
