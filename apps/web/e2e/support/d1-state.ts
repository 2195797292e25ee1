/**
 * The worker's local state (the D1 inquiry archive, queues, rate limits) for one end-to-end run:
 * `test-results/e2e-state-<worker port>/`, so every run starts with an empty archive and two runs
 * on different ports never share a database. playwright.config.ts runs this file first (it wipes
 * the folder), then `wrangler d1 migrations apply DB --local --env local --persist-to <folder>`
 * (apps/worker/migrations), then `wrangler dev --persist-to <folder>`.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { DEV_WORKER_PORT, WORKER_PORT } from "./e2e-env.ts";

/** Where `wrangler` keeps the run's local state (`--persist-to`). */
export const WORKER_STATE_DIR = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "test-results",
  `e2e-state-${WORKER_PORT}`,
);

/** The state of the second worker, with `pnpm dev`'s setup (e2e/dev-setup.spec.ts). */
export const DEV_STATE_DIR = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "test-results",
  `e2e-state-${DEV_WORKER_PORT}`,
);

// Run as a script: wipes the folder given as the first argument, default the main worker's.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const folder = process.argv[2] ?? WORKER_STATE_DIR;
  rmSync(folder, { recursive: true, force: true });
  console.log(`Worker state wiped: ${folder}`);
}
