import { afterEach, beforeEach, vi } from "vitest";

/**
 * Captures the worker's console output during each test of the file that calls it (the worker logs
 * one JSON line per event, src/logging/log-event.ts) and gives helpers to read it.
 */
export function captureLogs() {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    const capture = (...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    };
    vi.spyOn(console, "log").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation(capture);
    vi.spyOn(console, "warn").mockImplementation(capture);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return {
    /** Every captured line. */
    lines,
    /** The parsed JSON log lines with this event, in order. */
    events(event: string): Record<string, unknown>[] {
      return lines
        .filter((line) => line.includes(`"event":"${event}"`))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
