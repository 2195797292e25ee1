import { escapeHtml } from "@clearwell/contract";

// One escape for the site's contract and the worker (packages/contract/src/escape-html.ts).
export { escapeHtml };

/** {@link escapeHtml}, then every line break (CRLF, CR or LF) as `<br>`: keeps a message's lines. */
export function escapeHtmlWithBreaks(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");
}
