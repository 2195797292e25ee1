/**
 * Structured logging: one JSON line per event, picked up by Workers observability (wrangler.jsonc
 * `observability.enabled`). Callers pass only safe fields: never a key, never a visitor's message.
 */

/** Fields of one log line; values must be JSON-serialisable. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * Writes `{"level", "event", ...fields}` as one line to `console.log` (info) or `console.error`
 * (error / warn).
 */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}
