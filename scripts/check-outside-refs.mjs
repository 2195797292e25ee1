#!/usr/bin/env node
/**
 * Fails when a file under apps/, packages/, bench/ or scripts/ points the reader at something a
 * clone of this repository does not contain: a numbered section of the old product spec or the
 * spec file itself, an issue number, the old design notes, or the sibling `shared` folder (the
 * exact pattern is OUTSIDE_REFERENCE below). Comments state the rule itself or cite a section of
 * docs/ instead (docs/architecture.md#testing).
 *
 * Scans every file git tracks or would track (untracked but not ignored), so build output and
 * node_modules are never read. Exits 1 with one `path:line: text` per hit, 0 when clean.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const ROOTS = ["apps", "packages", "bench", "scripts"];
/** The same pattern as `grep -rnE`: spec sections, spec file, issue numbers, design notes, sibling folder. */
const OUTSIDE_REFERENCE = new RegExp(
  ["SPEC [0-9]", "SPEC\\.md", "issues? [0-9]", "DESIGN\\.md", "\\.\\./shared"].join("|"),
);
/** Binary files git stores under these roots; they hold no prose. */
const BINARY = /\.(avif|webp|png|jpe?g|gif|ico|woff2?|wasm)$/i;

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "-z", ...ROOTS],
  {
    encoding: "utf8",
  },
)
  .split("\0")
  .filter((path) => path !== "" && !BINARY.test(path));

const hits = [];
for (const path of new Set(files)) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  text.split("\n").forEach((line, index) => {
    if (OUTSIDE_REFERENCE.test(line)) hits.push(`${path}:${index + 1}: ${line.trim()}`);
  });
}

if (hits.length > 0) {
  console.error(
    `${hits.length} reference(s) to documents outside this repository. State the rule itself or cite docs/:\n` +
      hits.join("\n"),
  );
  process.exit(1);
}
console.log(
  `check-outside-refs: ${files.length} files under ${ROOTS.join(", ")} cite nothing outside the repo`,
);
