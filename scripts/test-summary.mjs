#!/usr/bin/env node
// Adds up the JSON reports the test runners wrote during `test:all` and prints one plain line,
// `tests: N passed, N failed`, for CI. Reads test-results/*.json in every workspace package.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const packages = ["packages", "apps"].flatMap((dir) =>
  existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [],
);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const pkg of packages) {
  const dir = join(pkg, "test-results");
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch {
      continue;
    }
    let p = 0;
    let f = 0;
    let s = 0;
    if (typeof report.numPassedTests === "number") {
      // vitest's json reporter
      p = report.numPassedTests;
      f = report.numFailedTests;
      s = report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats && typeof report.stats.expected === "number") {
      // Playwright's json reporter
      p = report.stats.expected + report.stats.flaky;
      f = report.stats.unexpected;
      s = report.stats.skipped;
    } else continue;
    lines.push(`  ${join(dir, file)}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ""}`);
    passed += p;
    failed += f;
    skipped += s;
  }
}
console.log(lines.join("\n"));
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
