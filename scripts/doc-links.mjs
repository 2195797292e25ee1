/**
 * The rule of scripts/check-doc-links.mjs: a link to a section of the docs (`docs/<file>.md#<anchor>`
 * in code and comments, `[text](<file>.md#<anchor>)` in Markdown) must name a heading that exists,
 * so a section that moves or is renamed cannot leave a link behind (docs/architecture.md#testing).
 */
import { dirname, join, normalize } from "node:path";

/**
 * The anchor GitHub gives a heading's text: lower case, every character that is not a letter, a
 * digit, a space, `-` or `_` removed (backticks, apostrophes, colons, ...), each space a `-`.
 *
 * @param heading - the heading's text without its leading `#`s.
 */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/**
 * Every anchor a Markdown document has: one per heading (a repeated one gets `-1`, `-2`, ... as on
 * GitHub), plus explicit `<a id="...">` or `<a name="...">` anchors. Fenced code blocks are skipped.
 */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugOf(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1]);
  }
  return anchors;
}

/**
 * The links to a docs file (with or without an anchor) in `text`, the file at `path` (relative to
 * the repository's root), each `{ line, target, anchor, raw }` with `target` relative to the root:
 *
 * - anywhere: `docs/<name>.md` and `docs/<name>.md#<anchor>`, read from the root;
 * - in a Markdown file also `](<path>.md#<anchor>)` and `](#<anchor>)`, read from the file's folder.
 */
export function linksIn(path, text) {
  const links = [];
  const markdown = path.endsWith(".md");
  text.split("\n").forEach((lineText, index) => {
    const line = index + 1;
    for (const match of lineText.matchAll(/(?<![\w./-])(docs\/[\w-]+\.md)(?:#([\w-]+))?/g)) {
      links.push({ line, target: match[1], anchor: match[2], raw: match[0] });
    }
    if (!markdown) return;
    for (const match of lineText.matchAll(/\]\((?!https?:|mailto:)([^)\s#]*)#([^)\s]+)\)/g)) {
      const target = match[1] === "" ? path : normalize(join(dirname(path), match[1]));
      if (match[1] !== "" && !target.endsWith(".md")) continue;
      if (match[1].startsWith("docs/")) continue; // found by the first pattern
      links.push({ line, target, anchor: match[2], raw: match[0].slice(2, -1) });
    }
  });
  return links;
}

/**
 * The broken links of `files` against `docs`: a target that is not a known document, or an anchor
 * that is not one of its headings.
 *
 * @param files - `{ path, text }` of every file to read links from.
 * @param docs - the Markdown documents links may point at, by path relative to the root.
 * @returns one `{ path, line, raw, problem }` per broken link.
 */
export function brokenLinks(files, docs) {
  const anchors = new Map();
  const problems = [];
  for (const { path, text } of files) {
    for (const link of linksIn(path, text)) {
      const doc = docs.get(link.target);
      if (doc === undefined) {
        problems.push({ path, line: link.line, raw: link.raw, problem: `${link.target} does not exist` });
        continue;
      }
      if (link.anchor === undefined) continue;
      if (!anchors.has(link.target)) anchors.set(link.target, anchorsOf(doc));
      if (!anchors.get(link.target).has(link.anchor)) {
        problems.push({
          path,
          line: link.line,
          raw: link.raw,
          problem: `no heading #${link.anchor} in ${link.target}`,
        });
      }
    }
  }
  return problems;
}
