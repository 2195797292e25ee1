#!/usr/bin/env node
// Adds up the JSON reports the test runners wrote during `test:all` and prints one line per suite,
// then one plain line, `tests: N passed, N failed`, for CI. The suites expected are read from the
// workspace packages' scripts (`test`: vitest's test-results/vitest.json; `e2e`: Playwright's
// test-results/e2e.json), so a suite that never ran or crashed before writing its report is listed
// as "no report" and the command exits 1.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The report file each script writes (see scripts/test-all.sh). */
const REPORTS = { test: "vitest.json", e2e: "e2e.json" };

/** Passed, failed and skipped counts of one runner's JSON report, or `null` when it is not one. */
function countsOf(report) {
  if (typeof report.numPassedTests === "number") {
    // vitest's json reporter
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (report.stats && typeof report.stats.expected === "number") {
    // Playwright's json reporter
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return null;
}

const packages = ["packages", "apps"].flatMap((dir) =>
  existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [],
);
const total = { passed: 0, failed: 0, skipped: 0 };
let missing = 0;
const lines = [];
for (const pkg of packages) {
  const manifest = join(pkg, "package.json");
  if (!existsSync(manifest)) continue;
  const scripts = JSON.parse(readFileSync(manifest, "utf8")).scripts ?? {};
  for (const [script, file] of Object.entries(REPORTS)) {
    if (!scripts[script]) continue;
    const path = join(pkg, "test-results", file);
    let counts = null;
    try {
      counts = countsOf(JSON.parse(readFileSync(path, "utf8")));
    } catch {
      counts = null;
    }
    if (!counts) {
      missing += 1;
      lines.push(`  ${pkg} ${script}: no report (the suite did not run, or crashed before reporting)`);
      continue;
    }
    lines.push(
      `  ${pkg} ${script}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`,
    );
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
}
console.log(lines.join("\n"));
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
if (missing > 0) process.exitCode = 1;
