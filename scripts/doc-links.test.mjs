/**
 * Tests of the docs link rule (scripts/doc-links.mjs, docs/architecture.md#testing), run by `pnpm
 * lint` with `node --test`. The last tests run the CI check on a file that links to a heading that
 * is gone and on one whose links all hold.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { anchorsOf, brokenLinks, linksIn, slugOf } from "./doc-links.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHECK = join(ROOT, "scripts/check-doc-links.mjs");
/** Built, so the broken links planted below are not links of this file for the real check. */
const GONE = ["docs", "gone.md"].join("/");
const NO_SUCH_SECTION = `${["docs", "operations.md"].join("/")}#no-such-section`;

test("a heading's anchor is GitHub's: lower case, punctuation and backticks dropped, spaces as -", () => {
  assert.equal(slugOf("Setup's secrets, questions and output"), "setups-secrets-questions-and-output");
  assert.equal(slugOf("Step 1: `pnpm run setup`"), "step-1-pnpm-run-setup");
  assert.equal(slugOf("D1 and migrations"), "d1-and-migrations");
  assert.equal(slugOf("Build-time variables"), "build-time-variables");
});

test("anchors: every heading once, repeats numbered, explicit ids, nothing inside a code fence", () => {
  const doc = [
    "# Guide",
    "## Retries",
    "```sh",
    "# not a heading",
    "```",
    "### Retries",
    '<a id="kept"></a>',
  ].join("\n");
  assert.deepEqual([...anchorsOf(doc)], ["guide", "retries", "retries-1", "kept"]);
});

test("links are read from code as docs/<file>.md#<anchor> and from Markdown as relative links", () => {
  assert.deepEqual(
    linksIn(
      "apps/worker/src/a.ts",
      " * Retention (docs/reference.md#retention-and-erasure), docs/product.md.",
    ).map(({ target, anchor }) => [target, anchor]),
    [
      ["docs/reference.md", "retention-and-erasure"],
      ["docs/product.md", undefined],
    ],
  );
  assert.deepEqual(
    linksIn(
      "docs/product.md",
      "See [this](#routes), [that](reference.md#secrets) and <https://x.example/a.md#b>.",
    ).map(({ target, anchor }) => [target, anchor]),
    [
      ["docs/product.md", "routes"],
      ["docs/reference.md", "secrets"],
    ],
  );
});

test("a link to a missing heading or file is broken; one to an existing heading is not", () => {
  const docs = new Map([["docs/reference.md", "# Reference\n## Secrets\n"]]);
  const files = [
    {
      path: "a.ts",
      text: `// docs/reference.md#secrets\n// docs/reference.md#log-events\n// ${GONE}#x`,
    },
  ];
  assert.deepEqual(
    brokenLinks(files, docs).map(({ line, problem }) => [line, problem]),
    [
      [2, "no heading #log-events in docs/reference.md"],
      [3, `${GONE} does not exist`],
    ],
  );
});

test("the CI check fails on a link to a heading that is gone and passes on links that hold", () => {
  const dir = mkdtempSync(join(tmpdir(), "doc-links-"));
  const broken = join(dir, "broken.ts");
  writeFileSync(broken, `/** See ${NO_SUCH_SECTION}. */\n`);
  const failed = spawnSync(process.execPath, [CHECK, broken], { encoding: "utf8" });
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /broken\.ts:1: docs\/operations\.md#no-such-section: no heading/);

  const fine = join(dir, "fine.ts");
  writeFileSync(fine, "/** See docs/reference.md#log-events and docs/operations.md#deploying. */\n");
  const passed = spawnSync(process.execPath, [CHECK, fine], { encoding: "utf8" });
  assert.equal(passed.status, 0, passed.stderr);
});
