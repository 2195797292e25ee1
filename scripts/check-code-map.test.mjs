/**
 * check-code-map.mjs on a small tree shaped like the repository: passes when the map names every
 * folder and entry point, and fails, naming each, when a folder or an entry point is missing.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { codeMapGaps } from "./check-code-map.mjs";

const SCRIPT = path.join(import.meta.dirname, "check-code-map.mjs");
const trees = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

const MAP = `# Architecture

## Where things live

\`\`\`
packages/contract/src/
  index.ts                     the entry
  photos.ts                    entry ./photos: the photo limits
apps/web/
  app/routes/                  one module per route
  app/content/                 the copy; content/shared/ for several pages
  app/config/site.ts           the brand
apps/worker/
  src/core/                    what every feature shares
  src/intake/                  the route
    spam/                      the spam rules
\`\`\`

## Testing
`;

/** A tree with the folders and the map given; `exports` for packages/contract. */
function tree({ folders, map = MAP, exports = { ".": "./src/index.ts", "./photos": "./src/photos.ts" } }) {
  const root = mkdtempSync(path.join(tmpdir(), "code-map-"));
  trees.push(root);
  for (const folder of folders) {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, "x.ts"), "export {};\n");
  }
  mkdirSync(path.join(root, "docs"), { recursive: true });
  writeFileSync(path.join(root, "docs", "architecture.md"), map);
  mkdirSync(path.join(root, "packages", "contract"), { recursive: true });
  writeFileSync(path.join(root, "packages", "contract", "package.json"), JSON.stringify({ exports }));
  return root;
}

const MAPPED = [
  "packages/contract/src",
  "apps/web/app/routes",
  "apps/web/app/content/shared",
  "apps/web/app/config",
  "apps/worker/src/core",
  "apps/worker/src/intake/spam",
];

test("every folder and entry point named (by its line, a file in it or a description): passes", () => {
  const root = tree({ folders: MAPPED });
  assert.deepEqual(codeMapGaps(root), []);
  const run = spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
});

test("a folder missing from the map, at either level, fails and is named", () => {
  const root = tree({
    folders: [...MAPPED, "apps/worker/src/leads", "apps/worker/src/intake/form-post", "apps/web/app/lib"],
  });
  assert.deepEqual(codeMapGaps(root), [
    "folder apps/worker/src/intake/form-post/ is not in the code map",
    "folder apps/worker/src/leads/ is not in the code map",
    "folder apps/web/app/lib/ is not in the code map",
  ]);
  const run = spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /folder apps\/worker\/src\/leads\/ is not in the code map/);
});

test("a folder of a package's src/ missing fails; one three levels down is not required", () => {
  const root = tree({ folders: [...MAPPED, "packages/contract/src/resend", "apps/web/app/routes/a/b"] });
  assert.deepEqual(codeMapGaps(root), [
    "folder apps/web/app/routes/a/ is not in the code map",
    "folder packages/contract/src/resend/ is not in the code map",
  ]);
});

test("an exports entry point the map does not name fails", () => {
  const exports = {
    ".": "./src/index.ts",
    "./photos": "./src/photos.ts",
    "./page-style": "./src/page-style.ts",
  };
  const root = tree({ folders: MAPPED, exports });
  assert.deepEqual(codeMapGaps(root), [
    "entry point ./page-style of packages/contract is not in the code map",
  ]);
});

test("a nested folder whose line is removed fails", () => {
  const map = MAP.replace("    spam/                      the spam rules\n", "");
  const root = tree({ folders: MAPPED, map });
  assert.deepEqual(codeMapGaps(root), ["folder apps/worker/src/intake/spam/ is not in the code map"]);
});
