/**
 * Tests of scripts/check-docs-vars.mjs (docs/architecture.md#testing), run by `pnpm lint` with
 * `node --test`: the real docs/reference.md passes; a copy missing a log event's row, or naming an
 * error code the contract does not have, fails with one line naming it.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHECK = join(ROOT, "scripts/check-docs-vars.mjs");
const REFERENCE = readFileSync(join(ROOT, "docs/reference.md"), "utf8");

/** Runs the check on `text` written to a temporary file. */
function checkCopy(text) {
  const file = join(mkdtempSync(join(tmpdir(), "docs-vars-")), "reference.md");
  writeFileSync(file, text);
  return spawnSync(process.execPath, [CHECK, file], { encoding: "utf8" });
}

test("docs/reference.md lists every var, binding, secret, error code and log event", () => {
  const result = spawnSync(process.execPath, [CHECK], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
});

test("a log event without its row fails, naming it", () => {
  const withoutRow = REFERENCE.split("\n")
    .filter((line) => !line.startsWith("| `retention_run` |"))
    .join("\n");
  assert.notEqual(withoutRow, REFERENCE);
  const result = checkCopy(withoutRow);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /log event retention_run .* is missing from "## Log events"/);
});

test("an error code the contract does not have fails, naming it", () => {
  const extraRow = REFERENCE.replace(
    "| `validation_failed` |",
    "| `no_such_code` | 400 | any | planted by the test |\n| `validation_failed` |",
  );
  const result = checkCopy(extraRow);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /"## Error codes" lists error code no_such_code, but it is not in/);
});
