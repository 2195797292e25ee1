/**
 * Structured logging for every part of the worker (requests, the delivery runs, the archive,
 * scheduled jobs): one JSON line per event, picked up by Workers observability
 * (wrangler.jsonc `observability.enabled`; the events are listed in docs/reference.md#log-events).
 * Callers pass only safe fields: never a key, never a visitor's message.
 */

/** Fields of one log line; values must be JSON-serialisable. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * Writes `{"level", "event", ...fields}` as one line to `console.log` (info) or `console.error`
 * (error / warn). A field left `undefined` is omitted from the line.
 *
 * @param level - `info` for normal events, `warn` for refusals and transient failures, `error`
 *   for what the operator must act on.
 * @param event - the event's name in snake_case, e.g. `email_sent` (docs/reference.md#log-events).
 */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}
