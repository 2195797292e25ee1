import type { ErrorCode, ErrorEnvelope } from "@clearwell/contract";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The JSON error envelope response `{ error, code, fields? }` (contract `ErrorEnvelope`,
 * docs/reference.md#error-codes; the page shows the body's `error`, docs/product.md#error-catalogue).
 *
 * @param status - HTTP status, 4xx or 5xx.
 * @param code - the stable machine code.
 * @param error - a specific sentence for people; never provider text or secrets.
 * @param fields - per-field messages of a validation failure (docs/product.md#contact-form).
 */
export function errorResponse(
  status: ContentfulStatusCode,
  code: ErrorCode,
  error: string,
  fields?: Record<string, string>,
): Response {
  const body: ErrorEnvelope = fields ? { error, code, fields } : { error, code };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * An expected failure as an `HTTPException` carrying the envelope response; `app.onError` answers
 * it as is. Throw it from routes and middleware: `throw apiError(403, "origin_not_allowed", "...")`.
 */
export function apiError(
  status: ContentfulStatusCode,
  code: ErrorCode,
  error: string,
  fields?: Record<string, string>,
): HTTPException {
  return new HTTPException(status, { message: error, res: errorResponse(status, code, error, fields) });
}
