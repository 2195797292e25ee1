/**
 * The secret values one run of the commands knows, and their removal from text before it is
 * printed (docs/reference.md#setups-secrets-questions-and-output). A second safety net: the commands never print a secret on
 * purpose, and wrangler's output that may hold one is never shown (wrangler-calls.ts); this catches
 * a secret that slips into text anyway, e.g. wrangler quoting in its error a value it was given.
 */

/** What a secret is replaced with. */
export const REDACTED = "[redacted]";

/** Values shorter than this are not secrets worth hiding, and replacing them would mangle text. */
const SHORTEST_SECRET = 8;

/** The secrets known so far, and the redaction of text. */
export type KnownSecrets = {
  /** Adds values (`undefined` and short ones are ignored). */
  add(...values: (string | undefined)[]): void;
  /** `text` with every known secret replaced by {@link REDACTED}. */
  redact(text: string): string;
};

/** An empty set of known secrets. */
export function createKnownSecrets(): KnownSecrets {
  const values = new Set<string>();
  return {
    add(...added) {
      for (const value of added) {
        const trimmed = value?.trim();
        if (trimmed && trimmed.length >= SHORTEST_SECRET) values.add(trimmed);
      }
    },
    redact(text) {
      let result = text;
      // Longest first, so a secret that contains another is replaced whole.
      for (const value of [...values].sort((a, b) => b.length - a.length)) {
        result = result.replaceAll(value, REDACTED);
      }
      return result;
    },
  };
}
