#!/usr/bin/env node
/**
 * How much of a source tree is comment: `node scripts/comment-share.mjs <dir>... [--max N]`.
 * Prints, per folder that holds .ts/.tsx/.js/.mjs files and per argument in total, the non-blank
 * lines, the comment-only lines and their share, then every comment block longer than N lines
 * (default 12) as `path:line (n lines)`.
 *
 * A comment line is a non-blank line holding comment text and no code; a line of code with a
 * trailing comment counts as code. A block is a run of consecutive comment lines. Strings,
 * template literals and regular expressions are skipped, so `//` inside them is not a comment.
 * Exits 0 always: it measures, it does not judge.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

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
      while (i < text.length && !(text[i] === "*" && text[i + 1] === "/")) {
        if (text[i].trim() !== "") mark(comment);
        else inBlock[line] = true;
        advance();
      }
      mark(comment);
      i += 2;
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
  return { code, comment, inBlock };
}

function measure(path) {
  const text = readFileSync(path, "utf8");
  const { code, comment, inBlock } = classify(text);
  const lines = text.split("\n");
  let nonBlank = 0;
  let comments = 0;
  const blocks = [];
  let start = -1;
  const close = (end) => {
    if (start >= 0) blocks.push({ line: start + 1, length: end - start });
    start = -1;
  };
  lines.forEach((raw, index) => {
    const blank = raw.trim() === "";
    if (!blank) nonBlank++;
    const commentOnly = !blank && comment[index] && !code[index];
    if (commentOnly) comments++;
    if (commentOnly) {
      if (start < 0) start = index;
    } else if (!(blank && inBlock[index] && start >= 0)) {
      close(index);
    }
  });
  close(lines.length);
  return { nonBlank, comments, blocks };
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

const args = process.argv.slice(2);
const maxIndex = args.indexOf("--max");
const max = maxIndex >= 0 ? Number(args[maxIndex + 1]) : 12;
const dirs = maxIndex >= 0 ? args.filter((_, index) => index !== maxIndex && index !== maxIndex + 1) : args;
if (dirs.length === 0 || Number.isNaN(max)) {
  console.error("usage: node scripts/comment-share.mjs <dir>... [--max N]");
  process.exit(2);
}

const share = (part, whole) => (whole === 0 ? "0.0%" : `${((100 * part) / whole).toFixed(1)}%`);
const row = (name, nonBlank, comments) =>
  `${name.padEnd(52)} ${String(nonBlank).padStart(6)} ${String(comments).padStart(8)} ${share(comments, nonBlank).padStart(6)}`;

const long = [];
for (const dir of dirs) {
  const folders = new Map();
  let totalLines = 0;
  let totalComments = 0;
  for (const path of walk(dir)) {
    const { nonBlank, comments, blocks } = measure(path);
    const folder = relative(".", dirname(path)) || ".";
    const sums = folders.get(folder) ?? { nonBlank: 0, comments: 0 };
    sums.nonBlank += nonBlank;
    sums.comments += comments;
    folders.set(folder, sums);
    totalLines += nonBlank;
    totalComments += comments;
    for (const block of blocks) {
      if (block.length > max)
        long.push({ where: `${relative(".", path)}:${block.line}`, length: block.length });
    }
  }
  console.log(`${"folder".padEnd(52)} non-blank  comment  share`);
  for (const [folder, sums] of folders) console.log(row(folder, sums.nonBlank, sums.comments));
  console.log(row(`total ${relative(".", dir) || "."}`, totalLines, totalComments));
  console.log("");
}
long.sort((a, b) => b.length - a.length);
console.log(`${long.length} comment block(s) over ${max} lines`);
for (const block of long) console.log(`  ${block.where} (${block.length} lines)`);
