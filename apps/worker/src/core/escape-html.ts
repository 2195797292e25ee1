const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes `& < > " '` so a visitor's value is text, never markup, in element content and in
 * quoted attribute values (docs/product.md#the-email: every visitor value is escaped).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** {@link escapeHtml}, then every line break (CRLF, CR or LF) as `<br>`: keeps a message's lines. */
export function escapeHtmlWithBreaks(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");
}
