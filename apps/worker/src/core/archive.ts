import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorResponse } from "./api-error.ts";
import { handleError } from "./handle-error.ts";
import { logEvent } from "./log-event.ts";

/**
 * Logs `archive_unavailable` (error) for a failed archive read or write (docs/reference.md#log-events):
 * what the worker was doing, the inquiry id, and the failure's name and first 200 characters; never
 * row data.
 */
export function logArchiveUnavailable(during: string, id: string | null, cause: unknown): void {
  logEvent("error", "archive_unavailable", {
    during,
    id,
    name: cause instanceof Error ? cause.name : "unknown",
    message: cause instanceof Error ? cause.message.slice(0, 200) : undefined,
  });
}

/**
 * The one rule for a failing archive (docs/architecture.md#the-inquiry-archive): runs `work`, which
 * reads or writes `env.DB`; when it throws (D1 unreachable or overloaded, a missing table, or a
 * deployment without the `DB` binding, which the Setup panel and the deploy report), logs
 * `archive_unavailable` and answers `orElse()` instead, so the archive never turns a request into a
 * 500. An `HTTPException` from `work` is an answer (a 404, a 409) and passes unchanged.
 *
 * @throws what `orElse` throws, or an `HTTPException` of `work`.
 */
export async function orWhenArchiveFails<T>(
  during: string,
  id: string | null,
  work: () => Promise<T>,
  orElse: () => T,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    logArchiveUnavailable(during, id, error);
    return orElse();
  }
}

/**
 * The error handler (Hono `onError`) of the routes whose work past their own checks is the
 * archive's: the admin API, the Setup panel's and Resend's delivery events. An `HTTPException` is
 * answered as everywhere (`handleError`); anything else is a failing archive (D1 unreachable, a
 * missing table or binding): logged `archive_unavailable` with the method and route, and answered
 * 503 `archive_unavailable`, never 500 (docs/reference.md#error-codes).
 */
export function answerArchiveFailure(error: Error, c: Context): Response {
  if (error instanceof HTTPException) return handleError(error, c);
  logArchiveUnavailable(`${c.req.method} ${c.req.routePath}`, c.req.param("id") ?? null, error);
  return errorResponse(
    503,
    "archive_unavailable",
    "The inquiry archive is unavailable right now. Please try again shortly.",
  );
}
