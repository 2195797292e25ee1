import { HTTPException } from "hono/http-exception";
import { apiError } from "./api-error.ts";
import { onArchive } from "./archive-binding.ts";

/** The sentence of 503 `archive_unavailable`. */
const ARCHIVE_UNAVAILABLE_TEXT = "The inquiry archive is unavailable right now. Please try again shortly.";

/**
 * Runs `work` against the archive database (binding `DB`, docs/operations.md#retention-and-erasure)
 * under the archive's one rule ({@link onArchive}): an `HTTPException` it throws (404, 409, ...)
 * passes unchanged; a missing binding or any other failure (D1 unreachable, a missing table, an
 * overloaded database) is logged `archive_unavailable` and becomes 503 `archive_unavailable`, so
 * the admin API never answers 500 for the archive.
 *
 * @param during - what the admin API is doing, for the log line (`admin list`, `admin erase`, ...).
 * @param id - the inquiry concerned, if one.
 * @throws HTTPException 503 `archive_unavailable`, or the one `work` threw.
 */
export function withArchive<T>(
  env: Partial<Pick<Env, "DB">>,
  during: string,
  id: string | null,
  work: (db: D1Database) => Promise<T>,
): Promise<T> {
  return onArchive(env, during, id, work, {
    orElse: () => {
      throw apiError(503, "archive_unavailable", ARCHIVE_UNAVAILABLE_TEXT);
    },
    isAnswer: (error) => error instanceof HTTPException,
  });
}
