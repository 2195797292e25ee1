// The photo benchmark's /proc readers (bench/photo-upload-memory.mjs): the process tree, a stat
// line and a status field (node --test).
import assert from "node:assert/strict";
import { test } from "node:test";
import { descendants, parseStat, statusBytes } from "./photo-upload-memory.mjs";

test("descendants finds children and grandchildren, not the root or strangers", () => {
  const parentOf = new Map([
    [10, 1],
    [11, 10],
    [12, 11],
    [13, 10],
    [20, 1],
  ]);
  assert.deepEqual(
    descendants(parentOf, 10).sort((a, b) => a - b),
    [11, 12, 13],
  );
  assert.deepEqual(descendants(parentOf, 12), []);
});

test("parseStat reads the name and parent past a name with spaces and parentheses", () => {
  assert.deepEqual(parseStat("4242 (work (er) d) S 4200 4242 4242 0 -1 4194560"), {
    name: "work (er) d",
    parent: 4200,
  });
});

test("statusBytes reads a kB field as bytes and throws for a missing one", () => {
  const status = "Name:\tworkerd\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n";
  assert.equal(statusBytes(status, "VmRSS"), 102_400 * 1024);
  assert.equal(statusBytes(status, "VmHWM"), 204_800 * 1024);
  assert.throws(() => statusBytes("Name:\tzombie\n", "VmRSS"), /no VmRSS/);
});
