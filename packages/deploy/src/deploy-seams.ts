/**
 * The seams deploy uses (docs/reference.md#setups-secrets-questions-and-output): the shared ones of seams.ts, wrangler
 * included - its calls follow the one output rule of wrangler-calls.ts (`wranglerOutputShown`), so
 * `wrangler whoami --json` and `wrangler auth token --json` run hidden and without stdin - plus the
 * environment variables deploy reads. The real ones are here; the tests replace them.
 */
import type { Environment } from "./cloudflare-api.ts";
import type { Paths } from "./paths.ts";
import { type RealSeams, realSeams } from "./real-seams.ts";
import type { Seams } from "./seams.ts";

/** Every seam one deploy run uses. */
export type DeploySeams = Seams & {
  /** The environment deploy reads `CLOUDFLARE_API_TOKEN`, `CLOUDFLARE_ACCOUNT_ID` and `CLOUDFLARE_API_BASE_URL` from. */
  env: Environment;
};

/**
 * The seams of a real deploy in the checkout at `paths`: {@link realSeams} (wrangler from
 * `CLEARWELL_WRANGLER` or apps/worker, its output shown only as the one rule allows, every printed
 * line redacted of the known secrets: the secrets file's values, `CLOUDFLARE_API_TOKEN` and, once
 * read, wrangler's OAuth token) and the process's environment.
 */
export function realDeploySeams(paths: Paths): DeploySeams & RealSeams {
  return { ...realSeams(paths), env: process.env };
}
