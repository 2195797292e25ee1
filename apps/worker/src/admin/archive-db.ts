import { HTTPException } from "hono/http-exception";
import { archiveBinding, logArchiveUnavailable } from "../archive/archive-binding.ts";
import { apiError } from "../http/api-error.ts";

/** The sentence of 503 `archive_unavailable`. */
const ARCHIVE_UNAVAILABLE_TEXT = "The inquiry archive is unavailable right now. Please try again shortly.";

/**
 * 503 `archive_unavailable`, after logging `archive_unavailable` (error) with what the admin API
 * was doing, the inquiry id if any, and the failure's name and message (never row data).
 *
 * @param during - what failed, e.g. `admin list`.
 * @param cause - what D1 threw; `undefined` when the `DB` binding is missing.
 */
export function archiveUnavailable(during: string, id: string | null, cause?: unknown): HTTPException {
  logArchiveUnavailable(during, id, cause);
  return apiError(503, "archive_unavailable", ARCHIVE_UNAVAILABLE_TEXT);
}

/**
 * Runs `work` against the archive database (binding `DB`, docs/operations.md#retention-and-erasure):
 * an `HTTPException` it throws (404, 409, ...) passes unchanged; a missing binding or any other
 * failure (D1 unreachable, a missing table, an overloaded database) becomes 503
 * `archive_unavailable` (see {@link archiveUnavailable}), so the admin API never answers 500 for
 * the archive.
 *
 * @param during - what the admin API is doing, for the log line (`admin list`, `admin erase`, ...).
 * @param id - the inquiry concerned, if one.
 */
export async function withArchive<T>(
  env: Partial<Pick<Env, "DB">>,
  during: string,
  id: string | null,
  work: (db: D1Database) => Promise<T>,
): Promise<T> {
  const db = archiveBinding(env);
  if (!db) throw archiveUnavailable(during, id);
  try {
    return await work(db);
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw archiveUnavailable(during, id, error);
  }
}
