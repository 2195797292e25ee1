import { logEvent } from "../logging/log-event.ts";

/**
 * Logs `archive_unavailable` (error) for a failed archive read or write
 * (docs/architecture.md#the-inquiry-archive, docs/operations.md#log-events): the failure's name and
 * the first 200 characters of its message, what the worker was doing (`during`) and the inquiry
 * id; never row data.
 *
 * @param during - what failed, e.g. `store`, `start`, `record_delivery`.
 * @param id - the inquiry concerned, or `null`.
 * @param cause - what D1 threw, or `undefined` when the `DB` binding is missing (logged as
 *   `missing_binding`).
 */
export function logArchiveUnavailable(during: string, id: string | null, cause?: unknown): void {
  logEvent("error", "archive_unavailable", {
    during,
    id,
    name: cause instanceof Error ? cause.name : cause === undefined ? "missing_binding" : "unknown",
    message: cause instanceof Error ? cause.message.slice(0, 200) : undefined,
  });
}

/**
 * The `DB` binding (the inquiry archive, docs/operations.md#bindings), or `undefined` when this
 * deployment has none: callers then skip the archive and log {@link logArchiveUnavailable}.
 */
export function archiveBinding(env: Partial<Pick<Env, "DB">>): D1Database | undefined {
  return env.DB ?? undefined;
}

/**
 * Runs `work` against the archive for what can go on without it (docs/architecture.md#the-inquiry-archive):
 * without the `DB` binding, or when `work` throws, logs `archive_unavailable` (see
 * {@link logArchiveUnavailable}) and gives `fallback`, so a missing or failing archive never turns
 * into a 500. Never throws.
 *
 * @param during - what the worker is doing, for the log line (`store`, `setup retention`, ...).
 * @param id - the inquiry concerned, or `null`.
 * @param options.logMissing - `false` for a step whose request already logs the missing binding
 *   once (a lookup before storing): then a missing binding gives `fallback` silently. Default `true`.
 */
export async function withArchiveOr<T>(
  env: Partial<Pick<Env, "DB">>,
  during: string,
  id: string | null,
  work: (db: D1Database) => Promise<T>,
  fallback: T,
  options: { logMissing?: boolean } = {},
): Promise<T> {
  const db = archiveBinding(env);
  if (!db) {
    if (options.logMissing !== false) logArchiveUnavailable(during, id);
    return fallback;
  }
  try {
    return await work(db);
  } catch (error) {
    logArchiveUnavailable(during, id, error);
    return fallback;
  }
}

/**
 * The `DB` binding for work that cannot go on without the archive (a delivery run, an alert, a
 * retry: docs/architecture.md#delivery-channels).
 *
 * @throws Error ("The DB binding (the inquiry archive) is not configured.") when this deployment
 *   has none; a Workflow step retries it like any other failure.
 */
export function requireArchiveBinding(env: Env): D1Database {
  const db = archiveBinding(env);
  if (!db) throw new Error("The DB binding (the inquiry archive) is not configured.");
  return db;
}
