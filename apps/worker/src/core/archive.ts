import type { Context } from "hono";
import { errorResponse } from "./api-error.ts";
import { handleError } from "./handle-error.ts";
import { logEvent } from "./log-event.ts";

/** How workerd's R2 binding words its errors: the method, the reason, R2's numeric code. */
const R2_ERROR =
  /^(head|get|put|list|delete|createMultipartUpload|uploadPart|completeMultipartUpload|abortMultipartUpload): .* \(\d+\)$/s;

/**
 * Whether `error` is the archive failing rather than a bug (docs/architecture.md#the-inquiry-archive): D1's
 * `D1_...` errors (a missing binding too) or R2's, but not `D1_TYPE_ERROR`/`D1_COLUMN_NOTFOUND` (our bugs).
 */
export function isArchiveFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { message } = error;
  if (R2_ERROR.test(message)) return true;
  return message.startsWith("D1_") && !/^D1_(TYPE_ERROR|COLUMN_NOTFOUND)\b/.test(message);
}

/** What every call of the stand-in `DB` of a deployment without the binding throws. */
function missingBinding(): never {
  throw Object.assign(new Error("D1_ERROR: this deployment has no DB binding"), { name: "missing_binding" });
}

/** A `PHOTOS` method of a deployment without the binding: throws like R2 (`missing_binding`). */
function missingBucket(method: string): () => never {
  return () => {
    throw Object.assign(new Error(`${method}: this deployment has no PHOTOS binding (0)`), {
      name: "missing_binding",
    });
  };
}

/**
 * `env`, with a `DB` failing like D1 and a `PHOTOS` failing like R2 (both `missing_binding`) where
 * the deployment has no such binding, so a missing binding follows the archive's one rule.
 */
export function withArchiveBinding(env: Env): Env {
  if (env.DB && env.PHOTOS) return env;
  const db = { prepare: missingBinding, batch: missingBinding, exec: missingBinding, dump: missingBinding };
  const methods = ["head", "get", "put", "list", "delete", "createMultipartUpload", "resumeMultipartUpload"];
  const photos = Object.fromEntries(methods.map((method) => [method, missingBucket(method)]));
  return {
    ...env,
    DB: env.DB ?? (db as unknown as D1Database),
    PHOTOS: env.PHOTOS ?? (photos as unknown as R2Bucket),
  };
}

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
 * Runs `work` against `env.DB`; when the archive fails ({@link isArchiveFailure}), logs
 * `archive_unavailable` and answers `orElse()` (docs/architecture.md#the-inquiry-archive).
 * @throws what `orElse` throws, or any other error of `work` unchanged (an `HTTPException`, a bug).
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
    if (!isArchiveFailure(error)) throw error;
    logArchiveUnavailable(during, id, error);
    return orElse();
  }
}

/** `onError` of the archive's routes: the archive failing is 503 `archive_unavailable`; else `handleError`. */
export function answerArchiveFailure(error: Error, c: Context): Response {
  if (!isArchiveFailure(error)) return handleError(error, c);
  logArchiveUnavailable(`${c.req.method} ${c.req.routePath}`, c.req.param("id") ?? null, error);
  return errorResponse(
    503,
    "archive_unavailable",
    "The inquiry archive is unavailable right now. Please try again shortly.",
  );
}
