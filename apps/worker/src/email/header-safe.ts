import { COMPANY_NAME } from "@clearwell/contract";

/**
 * Header hygiene (issue 2 section 3: "CR/LF never reach a header"). The contract already refuses
 * control characters in single-line fields; these functions strip them again so nothing a client
 * sends can ever add a header line, whatever the contract allows in the future.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARS_GLOBAL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** Replaces control characters (CR, LF, TAB, ...) with a space, collapses spaces, trims. */
export function toHeaderText(value: string): string {
  return value.replace(CONTROL_CHARS_GLOBAL, " ").replace(/\s+/g, " ").trim();
}

/**
 * A display name safe to put before `<address>` in `From`: control characters, quotes, angle
 * brackets, backslashes, commas, semicolons and `@` removed (they could open a second address),
 * at most 100 characters; falls back to the company name (SPEC 7 default) when nothing is left.
 */
export function toDisplayName(value: string): string {
  const cleaned = toHeaderText(value.replace(/["<>\\,;@]/g, " "));
  return cleaned.slice(0, 100).trim() || COMPANY_NAME;
}
