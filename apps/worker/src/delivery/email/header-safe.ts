import { COMPANY_NAME } from "@clearwell/contract";

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARS_GLOBAL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * Text for one header line: control characters and U+2028/2029 as spaces, white space collapsed,
 * trimmed. Again after the contract's check, so no client can add a header line
 * (docs/product.md#abuse-defences).
 */
export function toHeaderText(value: string): string {
  return value.replace(CONTROL_CHARS_GLOBAL, " ").replace(/\s+/g, " ").trim();
}

/** An RFC 2047 encoded word (`=?utf-8?Q?...?=`), which a mail client would decode into other text. */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/gi;

/**
 * A `From` display name without what could show other text or open a second address
 * (docs/product.md#request-and-response), at most 100 characters; the company name when empty.
 */
export function toDisplayName(value: string): string {
  const cleaned = toHeaderText(value.replace(ENCODED_WORD, " ").replace(/["<>\\,;@]/g, " "));
  return cleaned.slice(0, 100).trim() || COMPANY_NAME;
}

/** A `From` header, `<display name> <address>`, its name made safe by {@link toDisplayName}. */
export function fromHeader(name: string, address: string): string {
  return `${toDisplayName(name)} <${address}>`;
}
