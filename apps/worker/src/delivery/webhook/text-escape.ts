/**
 * Escaping of visitor-typed text for each chat format (docs/reference.md#notification-channels), so
 * a visitor can never mention anyone, hide a link behind text or break the message's formatting.
 */

/** Zero-width space: breaks `@everyone` and `<@123>` without changing what a person reads. */
const ZWSP = "\u200b";

/**
 * `value` cut to `max` characters (UTF-16 code units, at a whole code point), with `…` when cut.
 */
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
 * Discord markdown escaped with backslashes (`\ * _ ~ ` | > # - [ ] ( ) < :`), and `@` followed by a
 * zero-width space, so no mention (`@everyone`, `@here`, `<@123>`), masked link (`[text](url)`) or
 * formatting survives; `allowed_mentions` stays empty on top of this.
 */
export function escapeDiscord(value: string): string {
  return value.replace(/[\\*_~`|>#\-[\]()<:]/g, (char) => `\\${char}`).replace(/@/g, `@${ZWSP}`);
}

/**
 * Adaptive Card text (Teams) with its markdown subset escaped with backslashes (`\ * _ [ ] ( ) # - +
 * . ! ~ ` > <`), so no link, emphasis, list or heading survives; without `msteams.entities` no
 * `<at>` mention can work.
 */
export function escapeTeams(value: string): string {
  return value.replace(/[\\*_[\]()#\-+.!~`><]/g, (char) => `\\${char}`);
}
