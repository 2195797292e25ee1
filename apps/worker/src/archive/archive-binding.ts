import { logEvent } from "../http/log.ts";

/**
 * Logs `archive_unavailable` (error) for a failed archive read or write
 * (docs/architecture.md#the-inquiry-archive): the failure's name and the first 200 characters of
 * its message, what the worker was doing (`during`) and the inquiry id; never row data.
 *
 * @param cause - what D1 threw, or `undefined` when the `DB` binding is missing.
 */
export function logArchiveUnavailable(during: string, id: string | null, cause?: unknown): void {
  logEvent("error", "archive_unavailable", {
    during,
    id,
    name: cause instanceof Error ? cause.name : cause === undefined ? "missing_binding" : "unknown",
    message: cause instanceof Error ? cause.message.slice(0, 200) : undefined,
  });
}

/** The `DB` binding, or `undefined` when this deployment has none (the archive is then skipped). */
export function archiveBinding(env: Env): D1Database | undefined {
  return (env as Partial<Env>).DB ?? undefined;
}

/** The current time as ISO 8601 UTC text, the format of every time column of the archive. */
export function nowIso(now: number = Date.now()): string {
  return new Date(now).toISOString();
}
