import { logEvent } from "./log-event.ts";

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
 * deployment has none. Work against the archive goes through {@link onArchive} (or
 * {@link requireArchiveBinding} where it cannot go on without it) rather than checking this itself.
 */
export function archiveBinding(env: Partial<Pick<Env, "DB">>): D1Database | undefined {
  return env.DB ?? undefined;
}

/**
 * What {@link onArchive} does when the archive cannot serve (no `DB` binding, or `work` threw).
 */
export type ArchiveMiss<T> = {
  /** Called after the miss is logged: gives the value instead, or throws the answer to give. */
  orElse: () => T;
  /**
   * `false` for a step whose request already logs the missing binding once (a lookup before
   * storing): then a missing binding goes to `orElse` without a log line. Default `true`.
   */
  logMissing?: boolean;
  /** An error of `work` that is an answer, not an archive failure (a 404): rethrown unchanged, not logged. */
  isAnswer?: (error: unknown) => boolean;
};

/**
 * The one rule for a missing or failing archive (docs/architecture.md#the-inquiry-archive): runs
 * `work` against the `DB` binding; without the binding, or when `work` throws, logs
 * `archive_unavailable` (see {@link logArchiveUnavailable}) and gives `miss.orElse()`, so a
 * missing or failing archive never turns into a 500.
 *
 * @param during - what the worker is doing, for the log line (`store`, `setup retention`, `admin list`, ...).
 * @param id - the inquiry concerned, or `null`.
 * @throws only what `miss.orElse` throws or what `miss.isAnswer` lets through.
 */
export async function onArchive<T>(
  env: Partial<Pick<Env, "DB">>,
  during: string,
  id: string | null,
  work: (db: D1Database) => Promise<T>,
  miss: ArchiveMiss<T>,
): Promise<T> {
  const db = archiveBinding(env);
  if (!db) {
    if (miss.logMissing !== false) logArchiveUnavailable(during, id);
    return miss.orElse();
  }
  try {
    return await work(db);
  } catch (error) {
    if (miss.isAnswer?.(error)) throw error;
    logArchiveUnavailable(during, id, error);
    return miss.orElse();
  }
}

/**
 * {@link onArchive} for what can go on without the archive: gives `fallback` when the archive
 * cannot serve (logged `archive_unavailable`). Never throws.
 *
 * @param options.logMissing - as {@link ArchiveMiss}'s `logMissing`.
 */
export function withArchiveOr<T>(
  env: Partial<Pick<Env, "DB">>,
  during: string,
  id: string | null,
  work: (db: D1Database) => Promise<T>,
  fallback: T,
  options: { logMissing?: boolean } = {},
): Promise<T> {
  return onArchive(env, during, id, work, { orElse: () => fallback, logMissing: options.logMissing });
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
