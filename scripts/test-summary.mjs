#!/usr/bin/env node
// Adds up the JSON reports the test runners wrote during `test:all` and prints one line per suite,
// then one plain line, `tests: N passed, N failed`, for CI. The suites expected are read from the
// workspace packages' scripts (`test`: vitest's test-results/vitest.json; `e2e`: Playwright's
// test-results/e2e.json; `e2e:cms`: test-results/e2e-cms.json), so a suite that never ran or crashed before writing its report is listed
// as "no report" and the command exits 1. Before them, the 10 slowest browser tests (Playwright's
// report: each test's time in each project, retries included), so the total stays the last line.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The report file each script writes (see scripts/test-all.sh). */
const REPORTS = { test: "vitest.json", e2e: "e2e.json", "e2e:cms": "e2e-cms.json" };

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

/** How many of the slowest browser tests are listed after the total. */
const SLOWEST_SHOWN = 10;

/**
 * Every test of a Playwright JSON report with its time: `{ title, ms }`, the title as the list
 * reporter prints it (`[project] file › describe › test`), `ms` summed over its attempts.
 */
function browserTimesOf(report) {
  const times = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        times.push({ title: `[${test.projectName}] ${[...path, spec.title].join(" › ")}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return times;
}

const packages = ["packages", "apps"].flatMap((dir) =>
  existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [],
);
const total = { passed: 0, failed: 0, skipped: 0 };
let missing = 0;
const lines = [];
const browserTimes = [];
for (const pkg of packages) {
  const manifest = join(pkg, "package.json");
  if (!existsSync(manifest)) continue;
  const scripts = JSON.parse(readFileSync(manifest, "utf8")).scripts ?? {};
  for (const [script, file] of Object.entries(REPORTS)) {
    if (!scripts[script]) continue;
    const path = join(pkg, "test-results", file);
    let counts = null;
    try {
      const report = JSON.parse(readFileSync(path, "utf8"));
      counts = countsOf(report);
      if (counts && script.startsWith("e2e")) browserTimes.push(...browserTimesOf(report));
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
if (browserTimes.length > 0) {
  console.log(`slowest browser tests (of ${browserTimes.length}):`);
  for (const { title, ms } of browserTimes.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }
}
console.log(lines.join("\n"));
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
if (missing > 0) process.exitCode = 1;
