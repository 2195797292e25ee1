import type { ErrorCode, ErrorEnvelope } from "@clearwell/contract";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The JSON error envelope `{ error, code, fields? }` with `Cache-Control: no-store`
 * (docs/reference.md#error-codes).
 * @param status - HTTP status, 4xx or 5xx.
 * @param error - a sentence for people; never provider text or secrets.
 * @param fields - per-field messages of a validation failure.
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
 * An expected failure as an `HTTPException` carrying {@link errorResponse}; `app.onError` answers it
 * as is.
 */
export function apiError(
  status: ContentfulStatusCode,
  code: ErrorCode,
  error: string,
  fields?: Record<string, string>,
): HTTPException {
  return new HTTPException(status, { message: error, res: errorResponse(status, code, error, fields) });
}
