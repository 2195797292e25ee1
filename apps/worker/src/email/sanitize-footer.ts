import filterXss, { type IFilterXSSOptions } from "xss";
import { escapeHtml } from "./escape-html.ts";

/** Tags (and their attributes) a footer may keep; everything else is removed, its text kept. */
const FOOTER_WHITELIST = {
  a: ["href", "title"],
  b: [],
  strong: [],
  em: [],
  i: [],
  p: [],
  br: [],
};

/** Link targets a footer may use. */
const SAFE_HREF = /^(?:https?:|mailto:)/i;

/** Decodes the character references an attribute value may use, so checks see the real text. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);?/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[lower] ?? "";
  });
}

/** Control characters and spaces; browsers ignore them inside a URL scheme ("java\tscript:"). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_AND_SPACE = /[\u0000-\u0020\u007f]+/g;

/** An attribute value as the email will carry it: decoded, control characters removed, escaped. */
function safeAttribute(name: string, raw: string): string {
  const value = decodeEntities(raw)
    .replace(CONTROL_AND_SPACE, name === "href" ? "" : " ")
    .trim();
  if (name === "href" && !SAFE_HREF.test(value)) return "";
  return escapeHtml(value);
}

const FOOTER_OPTIONS: IFilterXSSOptions = {
  whiteList: FOOTER_WHITELIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"],
  allowCommentTag: false,
  css: false,
  safeAttrValue: (_tag, name, value) => safeAttribute(name, value),
};

/**
 * Sanitises untrusted footer HTML (`config.footerHtml` or the request's `footer.html`,
 * docs/product.md#request-and-response) with the `xss` package (pure JavaScript, runs in Workers):
 * only `a b strong em i p br` survive, links only with `http:`, `https:` or `mailto:` (checked
 * after decoding character references), no other attribute (no `on*`, no `style`); `<script>`,
 * `<style>` and other active elements are dropped with their content, other tags are removed and
 * their text kept.
 *
 * @returns HTML safe to embed in the email body; `""` for empty input.
 */
export function sanitizeFooterHtml(html: string): string {
  return filterXss(html, FOOTER_OPTIONS).trim();
}
