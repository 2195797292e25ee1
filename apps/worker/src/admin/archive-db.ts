import { HTTPException } from "hono/http-exception";
import { apiError } from "../http/api-error.ts";
import { logEvent } from "../http/log.ts";

/** The sentence of 503 `archive_unavailable`. */
const ARCHIVE_UNAVAILABLE_TEXT = "The inquiry archive is unavailable right now. Please try again shortly.";

/** 503 `archive_unavailable`, logged with the failure's name and message (never row data). */
export function archiveUnavailable(cause?: unknown): HTTPException {
  logEvent("error", "archive_unavailable", {
    name: cause instanceof Error ? cause.name : cause === undefined ? "missing_binding" : "unknown",
    message: cause instanceof Error ? cause.message.slice(0, 200) : undefined,
  });
  return apiError(503, "archive_unavailable", ARCHIVE_UNAVAILABLE_TEXT);
}

/**
 * The archive database (binding `DB`, docs/operations.md#retention-and-erasure).
 *
 * @throws HTTPException 503 `archive_unavailable` when the binding is missing.
 */
export function archiveDb(env: Pick<Env, "DB"> | Partial<Pick<Env, "DB">>): D1Database {
  if (!env.DB) throw archiveUnavailable();
  return env.DB;
}

/**
 * Runs `work` against the archive: an `HTTPException` it throws (404, 409, ...) passes unchanged;
 * any other failure (D1 unreachable, a missing table, an overloaded database) becomes 503
 * `archive_unavailable`, so the admin API never answers 500 for the archive.
 */
export async function withArchive<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw archiveUnavailable(error);
  }
}
