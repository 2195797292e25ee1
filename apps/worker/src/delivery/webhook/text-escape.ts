/** Zero-width space: breaks `@everyone` and `<@123>` without changing what a person reads. */
const ZWSP = "\u200b";

/** `value` cut to `max` characters (UTF-16 code units, at a whole code point), with `…` when cut. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = max - 1;
  const code = value.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${value.slice(0, end)}…`;
}

/** Slack's text escaping (`&`, `<`, `>`): no `<!everyone>`, `<@U1>` or `<url|text>` survives. */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Discord markdown backslash-escaped and `@` broken by a zero-width space: no mention, masked link or
 * formatting survives (docs/reference.md#notification-channels).
 */
export function escapeDiscord(value: string): string {
  return value.replace(/[\\*_~`|>#\-[\]()<:]/g, (char) => `\\${char}`).replace(/@/g, `@${ZWSP}`);
}

/** Teams Adaptive Card markdown backslash-escaped: no link, emphasis, list or heading survives. */
export function escapeTeams(value: string): string {
  return value.replace(/[\\*_[\]()#\-+.!~`><]/g, (char) => `\\${char}`);
}
