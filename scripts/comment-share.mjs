#!/usr/bin/env node
/**
 * How much of a source tree is comment (docs/architecture.md#testing).
 * `node scripts/comment-share.mjs <dir>...` prints, per folder and per argument, the non-blank
 * lines, the comment-only lines and their share, then the doc blocks (`/** ... *\/`) over 12 lines.
 * `--check` judges the repository instead: it fails when comments are over {@link MAX_SHARE} of the
 * non-blank lines of a tree of {@link SHARE_TREES}, or a doc block of {@link DOC_BLOCK_TREES} is
 * over {@link MAX_DOC_BLOCK_LINES} lines; `--report` prints the same and never fails; `--root DIR`
 * checks another checkout.
 * A comment line holds comment text and no code; strings, templates and regexes are skipped.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The largest share of comment lines a tree of {@link SHARE_TREES} may have. */
export const MAX_SHARE = 0.2;
/** The trees whose comment share is judged. */
export const SHARE_TREES = ["apps/worker/src", "packages/contract/src", "packages/deploy/src"];
/** The longest doc block, in lines from `/**` to `*\/`. */
export const MAX_DOC_BLOCK_LINES = 12;
/** The trees whose doc blocks are judged. */
export const DOC_BLOCK_TREES = [...SHARE_TREES, "apps/web/app"];

const SOURCE = /\.(ts|tsx|js|mjs)$/;
/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([..."(,=:[!&|?{};+-*%<>~^"]);
const KEYWORDS_BEFORE_REGEX = new Set([
  "return",
  "typeof",
  "case",
  "do",
  "else",
  "in",
  "of",
  "void",
  "yield",
]);

/** Per line (0-based): whether it holds code and whether it holds comment text. */
function classify(text) {
  const lineCount = text.split("\n").length;
  const code = new Array(lineCount).fill(false);
  const comment = new Array(lineCount).fill(false);
  const inBlock = new Array(lineCount).fill(false);
  const docBlocks = [];
  let line = 0;
  let i = 0;
  let last = ""; // last significant code character
  let lastWord = "";
  const templateDepth = []; // brace depth at each open `${`
  let braces = 0;

  const mark = (arr) => {
    arr[line] = true;
  };
  const advance = () => {
    if (text[i] === "\n") line++;
    i++;
  };

  const scanTemplate = () => {
    // i is just after a backtick or a closing `}` of `${`
    while (i < text.length) {
      const ch = text[i];
      if (ch === "\\") {
        mark(code);
        advance();
        advance();
      } else if (ch === "`") {
        mark(code);
        advance();
        return;
      } else if (ch === "$" && text[i + 1] === "{") {
        mark(code);
        i += 2;
        templateDepth.push(braces);
        braces++;
        last = "{";
        return;
      } else {
        if (ch.trim() !== "") mark(code);
        advance();
      }
    }
  };

  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") {
        if (text[i].trim() !== "") mark(comment);
        i++;
      }
    } else if (ch === "/" && next === "*") {
      const startLine = line;
      const isDoc = text[i + 2] === "*" && text[i + 3] !== "/";
      while (i < text.length && !(text[i] === "*" && text[i + 1] === "/")) {
        if (text[i].trim() !== "") mark(comment);
        else inBlock[line] = true;
        advance();
      }
      mark(comment);
      i += 2;
      if (isDoc) docBlocks.push({ line: startLine + 1, length: line - startLine + 1 });
    } else if (ch === '"' || ch === "'") {
      mark(code);
      advance();
      while (i < text.length && text[i] !== ch && text[i] !== "\n") {
        if (text[i] === "\\") advance();
        advance();
      }
      advance();
      last = ch;
      lastWord = "";
    } else if (ch === "`") {
      mark(code);
      advance();
      scanTemplate();
      last = "`";
      lastWord = "";
    } else if (ch === "/" && (last === "" || BEFORE_REGEX.has(last) || KEYWORDS_BEFORE_REGEX.has(lastWord))) {
      mark(code);
      advance();
      let inClass = false;
      while (i < text.length && text[i] !== "\n") {
        const c = text[i];
        if (c === "\\") advance();
        else if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        advance();
      }
      advance();
      last = "/";
      lastWord = "";
    } else if (ch === "}" && templateDepth.length > 0 && templateDepth.at(-1) === braces - 1) {
      templateDepth.pop();
      braces--;
      mark(code);
      advance();
      scanTemplate();
      last = "`";
      lastWord = "";
    } else {
      if (ch.trim() !== "") {
        mark(code);
        if (ch === "{") braces++;
        if (ch === "}") braces--;
        if (/[\w$]/.test(ch)) {
          lastWord = last !== "" && /[\w$]/.test(last) ? lastWord + ch : ch;
        } else {
          lastWord = "";
        }
        last = ch;
      }
      advance();
    }
  }
  return { code, comment, inBlock, docBlocks };
}

/** A file's non-blank lines, comment-only lines and doc blocks (`{ line, length }`, 1-based). */
export function measureText(text) {
  const { code, comment, docBlocks } = classify(text);
  let nonBlank = 0;
  let comments = 0;
  text.split("\n").forEach((raw, index) => {
    if (raw.trim() === "") return;
    nonBlank++;
    if (comment[index] && !code[index]) comments++;
  });
  return { nonBlank, comments, docBlocks };
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir).sort()) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** Every source file under `dir` with its measures and its path relative to `root`. */
export function measureTree(root, dir) {
  if (!existsSync(join(root, dir))) return [];
  return walk(join(root, dir)).map((path) => ({
    path: relative(root, path),
    ...measureText(readFileSync(path, "utf8")),
  }));
}

const share = (part, whole) => (whole === 0 ? 0 : part / whole);
const percent = (value) => `${(100 * value).toFixed(1)}%`;

/** What the repository at `root` breaks of the comment rules, one sentence each, and the figures. */
export function commentBudget(root) {
  const problems = [];
  const figures = [];
  for (const tree of SHARE_TREES) {
    const files = measureTree(root, tree);
    const nonBlank = files.reduce((sum, file) => sum + file.nonBlank, 0);
    const comments = files.reduce((sum, file) => sum + file.comments, 0);
    const value = share(comments, nonBlank);
    figures.push(`${tree}: ${comments} comment lines of ${nonBlank} non-blank, ${percent(value)}`);
    if (value > MAX_SHARE)
      problems.push(`${tree} is ${percent(value)} comment (at most ${percent(MAX_SHARE)})`);
  }
  for (const tree of DOC_BLOCK_TREES) {
    const long = measureTree(root, tree).flatMap((file) =>
      file.docBlocks
        .filter((block) => block.length > MAX_DOC_BLOCK_LINES)
        .map((block) => ({ ...block, path: file.path })),
    );
    figures.push(`${tree}: ${long.length} doc block(s) over ${MAX_DOC_BLOCK_LINES} lines`);
    for (const block of long) {
      problems.push(
        `${block.path}:${block.line} is a doc block of ${block.length} lines (at most ${MAX_DOC_BLOCK_LINES})`,
      );
    }
  }
  return { problems, figures };
}

function report(dirs) {
  const row = (name, nonBlank, comments) =>
    `${name.padEnd(52)} ${String(nonBlank).padStart(6)} ${String(comments).padStart(8)} ${percent(share(comments, nonBlank)).padStart(6)}`;
  const long = [];
  for (const dir of dirs) {
    const folders = new Map();
    let totalLines = 0;
    let totalComments = 0;
    for (const file of measureTree(".", dir)) {
      const folder = dirname(file.path);
      const sums = folders.get(folder) ?? { nonBlank: 0, comments: 0 };
      sums.nonBlank += file.nonBlank;
      sums.comments += file.comments;
      folders.set(folder, sums);
      totalLines += file.nonBlank;
      totalComments += file.comments;
      for (const block of file.docBlocks) {
        if (block.length > MAX_DOC_BLOCK_LINES)
          long.push({ where: `${file.path}:${block.line}`, length: block.length });
      }
    }
    console.log(`${"folder".padEnd(52)} non-blank  comment  share`);
    for (const [folder, sums] of folders) console.log(row(folder, sums.nonBlank, sums.comments));
    console.log(row(`total ${relative(".", dir) || "."}`, totalLines, totalComments));
    console.log("");
  }
  long.sort((a, b) => b.length - a.length);
  console.log(`${long.length} doc block(s) over ${MAX_DOC_BLOCK_LINES} lines`);
  for (const block of long) console.log(`  ${block.where} (${block.length} lines)`);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf("--root");
  if (args.includes("--check") || args.includes("--report")) {
    const root = rootIndex >= 0 ? args[rootIndex + 1] : ".";
    const { problems, figures } = commentBudget(root);
    for (const figure of figures) console.log(`comment-share: ${figure}`);
    for (const problem of problems) console.error(`comment-share: ${problem} (docs/architecture.md#testing)`);
    if (problems.length > 0 && args.includes("--check")) process.exit(1);
  } else if (args.length === 0) {
    console.error("usage: node scripts/comment-share.mjs <dir>... | --check | --report [--root DIR]");
    process.exit(2);
  } else {
    report(args);
  }
}
