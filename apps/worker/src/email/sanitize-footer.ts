import { escapeAttrValue, FilterXSS } from "xss";

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

const footerFilter = new FilterXSS({
  whiteList: FOOTER_WHITELIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template", "noscript"],
  allowCommentTag: false,
  css: false,
  safeAttrValue: (_tag, name, value) => {
    if (name !== "href") return escapeAttrValue(value);
    const href = value.trim();
    return SAFE_HREF.test(href) ? escapeAttrValue(href) : "";
  },
});

/**
 * Sanitises untrusted footer HTML (SPEC 3 `footerHtml`, SPEC 7 footer `html`; issue 2 section 3)
 * with the `xss` package (pure JavaScript, runs in Workers): only `a b strong em i p br` survive,
 * links only with `http:`, `https:` or `mailto:`, no other attribute (no `on*`, no `style`);
 * `<script>`/`<style>` are dropped with their content, other tags are removed and their text kept.
 *
 * @returns HTML safe to embed in the email body; `""` for empty input.
 */
export function sanitizeFooterHtml(html: string): string {
  return footerFilter.process(html).trim();
}
