#!/usr/bin/env node
/**
 * `node scripts/check-code-map.mjs [--root DIR]`: fails when the code map (the fenced block under
 * "## Where things live" in docs/architecture.md) does not name a source folder or an entry point:
 * every folder up to two levels under apps/worker/src, apps/web/app and packages/<name>/src, and
 * every `exports` subpath (`./photos`) of a package.json under packages/ (docs/architecture.md#testing).
 * A folder counts as named by its own line, a file in it, or a path in a line's description.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** How many folder levels under each source root must be in the map. */
const DEPTH = 2;

/** The fenced code block of the section "## Where things live", or an error. */
export function codeMapOf(markdown) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Where things live"));
  const block = section?.match(/^```\n([\s\S]*?)^```/m)?.[1];
  if (!block) throw new Error('docs/architecture.md has no code block under "## Where things live"');
  return block;
}

/** Path-like words of a text (they hold a `/`), without trailing punctuation. */
function pathWords(text) {
  return (text.match(/[\w.@-]*\/[\w./@-]*/g) ?? []).map((word) => word.replace(/[.,;:)]+$/, ""));
}

/**
 * Every path the map names, repository-relative without a trailing slash. An entry's name is taken
 * under the folder of the nearest line above it with less indentation; a path in its description,
 * under that folder or any folder above it. Lines indented 16 or more continue a description.
 */
export function mappedPaths(block) {
  const named = new Set();
  const stack = []; // { indent, dir }
  let current = null; // { dir, words }
  const addWords = (entry, words) => {
    for (let dir = entry.dir; ; dir = path.posix.dirname(dir)) {
      for (const word of words) named.add(path.posix.join(dir, word).replace(/\/$/, ""));
      if (dir === "." || dir === "/") break;
    }
  };
  for (const line of block.split("\n")) {
    if (line.trim() === "") continue;
    const indent = line.length - line.trimStart().length;
    if (indent >= 16) {
      if (current) addWords(current, pathWords(line));
      continue;
    }
    const [name, ...rest] = line.trim().split(/\s{2,}/);
    while (stack.length > 0 && stack.at(-1).indent >= indent) stack.pop();
    const base = stack.at(-1)?.dir ?? ".";
    const names = name.split(/,\s*/).map((part) => path.posix.join(base, part).replace(/\/$/, ""));
    for (const full of names) named.add(full);
    const dir = name.endsWith("/") ? names.at(-1) : base;
    if (name.endsWith("/")) stack.push({ indent, dir });
    current = { dir, words: [] };
    addWords(current, pathWords(rest.join("  ")));
  }
  return named;
}

function subfolders(root, depth) {
  if (depth === 0 || !existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .filter((name) => !name.startsWith(".") && name !== "node_modules")
    .map((name) => path.posix.join(root, name))
    .filter((full) => statSync(full).isDirectory())
    .flatMap((full) => [full, ...subfolders(full, depth - 1)]);
}

/** The folders under `root`/packages, relative to `root`. */
function packageDirs(root) {
  const packages = path.posix.join(root, "packages");
  return existsSync(packages) ? subfolders(packages, 1).map((full) => path.posix.relative(root, full)) : [];
}

/** The source folders the map must name, relative to `root`. */
export function requiredFolders(root) {
  const roots = ["apps/worker/src", "apps/web/app", ...packageDirs(root).map((dir) => `${dir}/src`)];
  return roots.flatMap((dir) =>
    subfolders(path.posix.join(root, dir), DEPTH).map((full) => path.posix.relative(root, full)),
  );
}

/** The packages' `exports` subpaths other than `.`, as `{ dir, subpath }`. */
export function entryPoints(root) {
  return packageDirs(root).flatMap((dir) => {
    const file = path.posix.join(root, dir, "package.json");
    if (!existsSync(file)) return [];
    const exports = JSON.parse(readFileSync(file, "utf8")).exports;
    const subpaths = exports && typeof exports === "object" ? Object.keys(exports) : [];
    return subpaths.filter((subpath) => subpath !== ".").map((subpath) => ({ dir, subpath }));
  });
}

/** What the code map of `root` misses, one sentence each. */
export function codeMapGaps(root) {
  const block = codeMapOf(readFileSync(path.join(root, "docs", "architecture.md"), "utf8"));
  const named = mappedPaths(block);
  const namedDirs = new Set([...named].map((full) => path.posix.dirname(full)));
  const gaps = requiredFolders(root)
    .filter((folder) => !named.has(folder) && !namedDirs.has(folder))
    .map((folder) => `folder ${folder}/ is not in the code map`);
  const lines = block.split("\n");
  for (const { dir, subpath } of entryPoints(root)) {
    const word = new RegExp(`(^|[\\s\`(])${subpath.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}($|[\\s\`),:;])`);
    if (!lines.some((line) => word.test(line)))
      gaps.push(`entry point ${subpath} of ${dir} is not in the code map`);
  }
  return gaps;
}

if (import.meta.main) {
  const rootIndex = process.argv.indexOf("--root");
  const root = rootIndex > 0 ? process.argv[rootIndex + 1] : ".";
  const gaps = codeMapGaps(root);
  for (const gap of gaps) console.error(`check-code-map: ${gap} (docs/architecture.md#where-things-live)`);
  if (gaps.length > 0) process.exit(1);
  console.log("check-code-map: every source folder and entry point is in the code map");
}
