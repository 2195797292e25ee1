export {};

/**
 * Waits until a URL answers 2xx (at most 4 minutes, a try every 500 ms), then exits 0; exits 1 when
 * it never does. playwright.config.ts starts the second worker only once the first one serves the
 * site snapshot they share. Usage: `node e2e/support/wait-for-url.ts <url>`.
 */
const url = process.argv[2];
if (!url) {
  console.error("usage: wait-for-url.ts <url>");
  process.exit(2);
}
const deadline = Date.now() + 240_000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // Not up yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`${url} did not answer within 4 minutes`);
process.exit(1);
