import type { ErrorCode, ErrorEnvelope } from "@clearwell/contract";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The JSON error envelope with `Cache-Control: no-store` (docs/reference.md#error-codes).
 * @param error - a sentence for people; never provider text or secrets.
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

/** An expected failure as an `HTTPException` carrying {@link errorResponse}, answered as is. */
export function apiError(
  status: ContentfulStatusCode,
  code: ErrorCode,
  error: string,
  fields?: Record<string, string>,
): HTTPException {
  return new HTTPException(status, { message: error, res: errorResponse(status, code, error, fields) });
}
