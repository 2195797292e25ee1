#!/usr/bin/env node
/**
 * Fails (exit 1, one `path:line: link: problem` per hit) when a link to the docs points at a file
 * or a heading that does not exist (the rule is in scripts/doc-links.mjs). Reads the links of every
 * text file git tracks or would track (README.md, docs/, code comments, configs), or only the
 * files given as arguments, against the Markdown files under docs/ and the README. Exits 0 when
 * every link holds.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brokenLinks } from "./doc-links.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Files with no prose, and files whose links are someone else's (lock files, vendored specs). */
const SKIP = /\.(avif|webp|png|jpe?g|gif|ico|woff2?|wasm|pdf)$|(^|\/)pnpm-lock\.yaml$/i;

const docs = new Map();
for (const name of readdirSync(join(ROOT, "docs")).filter((entry) => entry.endsWith(".md"))) {
  docs.set(`docs/${name}`, readFileSync(join(ROOT, "docs", name), "utf8"));
}
docs.set("README.md", readFileSync(join(ROOT, "README.md"), "utf8"));

const paths =
  process.argv.length > 2
    ? process.argv.slice(2).map((path) => relative(ROOT, resolve(path)))
    : execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
        cwd: ROOT,
        encoding: "utf8",
      })
        .split("\0")
        .filter((path) => path !== "" && !SKIP.test(path));

const files = [];
for (const path of new Set(paths)) {
  try {
    files.push({ path, text: readFileSync(join(ROOT, path), "utf8") });
  } catch {
    // listed by git but deleted in the work tree
  }
}

const problems = brokenLinks(files, docs);
if (problems.length > 0) {
  console.error(
    `check-doc-links: ${problems.length} link(s) to the docs point at nothing; point them at an existing heading:\n` +
      problems.map(({ path, line, raw, problem }) => `${path}:${line}: ${raw}: ${problem}`).join("\n"),
  );
  process.exit(1);
}
console.log(`check-doc-links: every link to the docs in ${files.length} files names an existing heading`);
