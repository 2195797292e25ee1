import type { ErrorCode } from "@clearwell/contract";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorResponse } from "./api-error.ts";
import { logEvent } from "./log-event.ts";

/** The envelope code of an HTTPException thrown without our envelope (by Hono itself). */
function codeForStatus(status: number): ErrorCode {
  if (status === 404) return "not_found";
  if (status === 405) return "method_not_allowed";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  if (status === 400) return "invalid_json";
  return "internal_error";
}

/** Logs `unhandled_error` with the error's name and message (docs/reference.md#log-events). */
export function logUnhandledError(error: unknown): void {
  const { name, message } = error instanceof Error ? error : { name: "unknown", message: String(error) };
  logEvent("error", "unhandled_error", { name, message });
}

/** The one `app.onError`: an envelope, else a logged 500 `internal_error` (docs/reference.md#error-codes). */
export function handleError(error: Error, _c: Context): Response {
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    const status = error.status as ContentfulStatusCode;
    return errorResponse(status, codeForStatus(status), error.message || "The request could not be handled.");
  }
  logUnhandledError(error);
  return errorResponse(500, "internal_error", "Something went wrong on our side. Please try again later.");
}
