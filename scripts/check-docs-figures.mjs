#!/usr/bin/env node
/**
 * Fails (exit 1, one `path:line: figure | text` per hit) when a document holds a measured figure
 * outside a quoted historical note: the rule and what counts as a figure are in
 * scripts/docs-figures.mjs (docs/architecture.md#docs-point-to-reports). Checks every Markdown file
 * under docs/ and the README, or the files given as arguments. Exits 0 when clean.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { findMeasuredFigures } from "./docs-figures.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        join(ROOT, "README.md"),
        ...readdirSync(join(ROOT, "docs"))
          .filter((name) => name.endsWith(".md"))
          .map((name) => join(ROOT, "docs", name)),
      ];

const hits = files.flatMap((file) =>
  findMeasuredFigures(readFileSync(file, "utf8")).map(
    (hit) => `${relative(ROOT, file)}:${hit.line}: ${hit.figure} | ${hit.text.slice(0, 160)}`,
  ),
);
if (hits.length > 0) {
  console.error(
    `check-docs-figures: ${hits.length} measured figure(s) copied into the docs; state the rule and ` +
      "point to the bench/*-report.md that holds the figure, or quote it as a historical note (> ...):\n" +
      hits.join("\n"),
  );
  process.exit(1);
}
console.log(`check-docs-figures: ${files.length} documents state rules and point to the reports for figures`);
