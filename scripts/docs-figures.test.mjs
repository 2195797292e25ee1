/**
 * Tests of the docs figure rule (scripts/docs-figures.mjs, docs/architecture.md#docs-point-to-reports),
 * run by `pnpm lint` with `node --test`. The last test plants a figure in a copy of the real docs
 * and runs the CI check on it.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { findMeasuredFigures } from "./docs-figures.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHECK = join(ROOT, "scripts/check-docs-figures.mjs");

test("measured figures with a unit or after a metric's name are found, with their line", () => {
  const doc = [
    "# Speed",
    "**Measured:** LCP 1.09 s to 1.38 s, TBT 77 ms and CLS 0.000.",
    "Switching cut the worker from 74.8 KB to 55.5 KB gzip.",
    "Every route scores performance 1.00.",
  ].join("\n");
  assert.deepEqual(
    findMeasuredFigures(doc).map((hit) => [hit.line, hit.figure]),
    [
      [2, "77 ms"],
      [2, "LCP 1.09"],
      [2, "TBT 77"],
      [2, "CLS 0.000"],
      [3, "74.8 KB"],
      [3, "55.5 KB"],
      [4, "scores performance 1.00"],
    ],
  );
});

test("rules, constant tables and quoted historical notes pass", () => {
  const doc = [
    "Bodies over 32 KiB are refused; the bundle is at most 60 KB gzip (budget of 60 KB).",
    "The splash covers the page for **800 ms**; a target of 1 ms per inquiry.",
    "| splash | 800 ms, once per tab | `SPLASH_DURATION_MS` |",
    "> Historical note: the switch took the bundle from 74.8 KB to 55.5 KB, LCP 1.09.",
    "- > quoted in a list: 12 ms",
  ].join("\n");
  assert.deepEqual(findMeasuredFigures(doc), []);
});

test("a figure on a table row without a code constant is still found", () => {
  assert.deepEqual(
    findMeasuredFigures("| route | 126 KB |").map((hit) => hit.figure),
    ["126 KB"],
  );
});

test("the CI check passes on the committed docs and fails on a planted figure", () => {
  const clean = execFileSync("node", [CHECK], { cwd: ROOT, encoding: "utf8" });
  assert.match(clean, /documents state rules/);
  const copy = join(mkdtempSync(join(tmpdir(), "docs-figures-")), "decisions.md");
  const planted = `${readFileSync(join(ROOT, "docs/decisions.md"), "utf8")}\nThe home page's LCP is 1.2 s and its JavaScript weighs 126 KB.\n`;
  writeFileSync(copy, planted);
  const run = spawnSync("node", [CHECK, copy], { encoding: "utf8" });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /decisions\.md:\d+: LCP is 1\.2 \|/);
  assert.match(run.stderr, /decisions\.md:\d+: 126 KB \|/);
});
