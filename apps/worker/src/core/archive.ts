import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorResponse } from "./api-error.ts";
import { handleError } from "./handle-error.ts";
import { logEvent } from "./log-event.ts";

/** Logs `archive_unavailable` with the failure's name and 200 characters, never row data. */
export function logArchiveUnavailable(during: string, id: string | null, cause: unknown): void {
  logEvent("error", "archive_unavailable", {
    during,
    id,
    name: cause instanceof Error ? cause.name : "unknown",
    message: cause instanceof Error ? cause.message.slice(0, 200) : undefined,
  });
}

/**
 * Runs `work` against `env.DB`; when it throws, logs `archive_unavailable` and answers `orElse()`
 * (docs/architecture.md#the-inquiry-archive).
 * @throws what `orElse` throws, or an `HTTPException` of `work` (an answer, passed unchanged).
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
 * `onError` of the admin API, Setup panel and Resend events routes: anything but an `HTTPException`
 * is 503 `archive_unavailable` (docs/architecture.md#the-inquiry-archive).
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
