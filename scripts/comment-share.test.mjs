/**
 * comment-share.mjs --check on a small tree shaped like the repository: passes within the budget,
 * fails on a tree over 20% comment and on a doc block over 12 lines (the site's too), and counts
 * neither a `//` inside a string nor a line of code with a trailing comment as a comment line.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { commentBudget, measureText } from "./comment-share.mjs";

const SCRIPT = path.join(import.meta.dirname, "comment-share.mjs");
const trees = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** `n` lines of code. */
const code = (n) =>
  Array.from({ length: n }, (_, i) => `export const c${i} = "//not a comment"; // trailing`).join("\n");
/** A doc block of `n` lines in all, from `/**` to its end. */
const docBlock = (n) => ["/**", ...Array.from({ length: n - 2 }, (_, i) => ` * line ${i}`), " */"].join("\n");

/** A tree whose four judged trees each hold one file; `files` adds or replaces files. */
function tree(files = {}) {
  const root = mkdtempSync(path.join(tmpdir(), "comment-share-"));
  trees.push(root);
  const all = {
    "apps/worker/src/core/a.ts": `${docBlock(4)}\n${code(20)}\n`,
    "packages/contract/src/a.ts": code(10),
    "packages/deploy/src/a.ts": code(10),
    "apps/web/app/a.tsx": code(10),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const check = (root) =>
  spawnSync(process.execPath, [SCRIPT, "--check", "--root", root], { encoding: "utf8" });

test("counts comment-only lines; a string's // and a trailing comment are code", () => {
  assert.deepEqual(measureText(`${docBlock(3)}\n\n// one\n${code(2)}\n`), {
    nonBlank: 6,
    comments: 4,
    docBlocks: [{ line: 1, length: 3 }],
  });
});

test("within the budget: passes", () => {
  const root = tree();
  assert.deepEqual(commentBudget(root).problems, []);
  assert.equal(check(root).status, 0);
});

test("a tree over 20% comment fails, naming it; --report prints it and passes", () => {
  const root = tree({ "packages/deploy/src/b.ts": `// a\n// b\n// c\n${code(1)}\n` });
  assert.deepEqual(commentBudget(root).problems, ["packages/deploy/src is 21.4% comment (at most 20.0%)"]);
  const run = check(root);
  assert.equal(run.status, 1);
  assert.match(run.stderr, /packages\/deploy\/src is 21\.4% comment/);
  const report = spawnSync(process.execPath, [SCRIPT, "--report", "--root", root], { encoding: "utf8" });
  assert.equal(report.status, 0);
  assert.match(report.stdout, /packages\/deploy\/src: 3 comment lines of 14 non-blank, 21\.4%/);
});

test("a doc block over 12 lines fails, in the site too; 12 lines pass", () => {
  const long = `${docBlock(13)}\n${code(60)}\n`;
  const root = tree({
    "apps/web/app/b.tsx": long,
    "apps/worker/src/core/b.ts": `${docBlock(12)}\n${code(60)}\n`,
  });
  assert.deepEqual(commentBudget(root).problems, [
    "apps/web/app/b.tsx:1 is a doc block of 13 lines (at most 12)",
  ]);
  assert.equal(check(root).status, 1);
});
