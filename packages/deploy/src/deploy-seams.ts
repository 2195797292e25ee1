/**
 * The seams deploy uses besides the shared ones (seams.ts; docs/operations.md#deploying): a
 * wrangler that prints nothing (for `wrangler auth token --json`, whose output is a credential, and
 * `wrangler whoami --json`) and the environment variables deploy reads. The real ones are here; the
 * tests replace them.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Environment } from "./cloudflare-api.ts";
import type { Paths } from "./paths.ts";
import { realSeams } from "./real-seams.ts";
import type { CommandResult, Seams, Wrangler } from "./seams.ts";

/** Every seam one deploy run uses. */
export type DeploySeams = Seams & {
  /** wrangler in apps/worker with its output kept and never echoed (stdin closed: it asks nothing). */
  quietWrangler: Wrangler;
  /** The environment deploy reads `CLOUDFLARE_API_TOKEN`, `CLOUDFLARE_ACCOUNT_ID` and `CLOUDFLARE_API_BASE_URL` from. */
  env: Environment;
};

/** The real quiet wrangler: apps/worker's, with its output captured and not shown. */
function quietWrangler(paths: Paths): Wrangler {
  const bin = join(paths.worker, "node_modules/.bin/wrangler");
  return (args, env = {}) =>
    new Promise<CommandResult>((resolve) => {
      const child = spawn(bin, args, {
        cwd: paths.worker,
        env: { ...process.env, ...env, WRANGLER_SEND_METRICS: "false" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk;
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk;
      });
      child.on("error", (error) => resolve({ code: 127, stdout, stderr: `${stderr}${error.message}` }));
      child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });
}

/** The seams of a real deploy in the checkout at `paths`. */
export function realDeploySeams(paths: Paths): DeploySeams {
  return { ...realSeams(paths), quietWrangler: quietWrangler(paths), env: process.env };
}
