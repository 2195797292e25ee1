import { COMPANY_NAME } from "@clearwell/contract";

/**
 * Header hygiene of the composed email (docs/product.md#the-email): CR and LF never reach a
 * header. The contract already refuses control characters in single-line fields; these functions
 * strip them again so nothing a client sends can ever add a header line, whatever the contract
 * allows in the future.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARS_GLOBAL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * Text safe for one header line: control characters (CR, LF, TAB, ...) and the Unicode line and
 * paragraph separators become a space, runs of white space collapse to one, and the ends are
 * trimmed.
 */
export function toHeaderText(value: string): string {
  return value.replace(CONTROL_CHARS_GLOBAL, " ").replace(/\s+/g, " ").trim();
}

/** An RFC 2047 encoded word (`=?utf-8?Q?...?=`), which a mail client would decode into other text. */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/gi;

/**
 * A display name safe to put before `<address>` in `From`: RFC 2047 encoded words, control
 * characters, quotes, angle brackets, backslashes, commas, semicolons and `@` removed (they could
 * show other text or open a second address), at most 100 characters; falls back to the company
 * name (the default `fromName`, docs/product.md#request-and-response) when nothing is left.
 */
export function toDisplayName(value: string): string {
  const cleaned = toHeaderText(value.replace(ENCODED_WORD, " ").replace(/["<>\\,;@]/g, " "));
  return cleaned.slice(0, 100).trim() || COMPANY_NAME;
}
