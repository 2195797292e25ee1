/**
 * The rule of docs/architecture.md#docs-point-to-reports: docs state rules and budgets and point to
 * the committed benchmark reports (bench/*-report.md) for what was measured, because a copied
 * figure goes stale the day the code changes. A measured figure may stay only inside a quoted
 * historical note (a Markdown `>` block).
 *
 * What counts as a figure:
 * - a number with a unit of size or milliseconds: `77 ms`, `126 KB`, `50 KiB`, `3 MB`, `900 bytes`
 *   (seconds are left out: the docs state retry schedules and windows in seconds, all rules);
 * - a number right after a metric's name: `LCP 1.09`, `CLS 0.000`, `scores performance 1.00`,
 *   `TBT of 77`, `score: 98`.
 * What is a rule, not a measurement, and passes:
 * - a unit figure right after a limit word: `at most 32 KiB`, `over 64 KiB`, `budget of 60 KB`,
 *   `target of 1 ms`, `for **800 ms**`, `up to 20 MB`;
 * - any figure on a table row that names a code constant in backticks (`MAX_BODY_BYTES`), where
 *   the docs list the constants the code defines;
 * - anything inside a `>` block (a quoted historical note).
 */

/** Units of size and milliseconds whose figures are checked. */
const UNIT_FIGURE = /(?<!\w)(\d[\d,]*(?:\.\d+)?)\s?(ms|KB|kB|KiB|MB|MiB|GB|bytes)(?!\w)/g;
/** A number right after a metric's name (optionally `is`, `of` or `:` between). */
const METRIC_FIGURE =
  /\b(?:LCP|FCP|TBT|CLS|INP|TTFB|scores?(?: performance)?|performance score)\s*(?:is\s+|of\s+|:\s*|=\s*)?(\d+(?:\.\d+)?)\b/g;
/** Words that make the figure after them a limit (a rule): the text just before the figure ends so. */
const LIMIT_BEFORE =
  /(?:at most|at least|no more than|more than|less than|over|under|up to|budget(?: of)?|limit(?: of)?|target(?: of)?|timeout(?: of)?|within|after|for|per|every|than|accept)\s*[(*_`]*$/i;
/** A backticked code constant, e.g. `MAX_BODY_BYTES`. */
const CODE_CONSTANT = /`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`/;

/**
 * The measured figures of one Markdown document, outside quoted historical notes.
 *
 * @param {string} text - the document.
 * @returns {{ line: number, figure: string, text: string }[]} each figure in order (`line` 1-based,
 *   `figure` the matched text such as `77 ms` or `LCP 1.09`); empty when the document only states
 *   rules.
 */
export function findMeasuredFigures(text) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    if (/^\s*(?:[-*]\s+)?>/.test(line)) return;
    if (line.trimStart().startsWith("|") && CODE_CONSTANT.test(line)) return;
    for (const match of line.matchAll(UNIT_FIGURE)) {
      if (LIMIT_BEFORE.test(line.slice(0, match.index))) continue;
      found.push({ line: index + 1, figure: match[0], text: line.trim() });
    }
    for (const match of line.matchAll(METRIC_FIGURE)) {
      found.push({ line: index + 1, figure: match[0], text: line.trim() });
    }
  });
  return found;
}
