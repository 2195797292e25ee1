/** Fields of one log line, JSON-serialisable; never a key, never a visitor's message. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * Writes `{"level", "event", ...fields}` as one JSON line, `undefined` fields left out.
 * @param level - `warn` for refusals and transient failures, `error` for what the operator must act on.
 * @param event - snake_case, one of docs/reference.md#log-events.
 */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}
