/** Deploy's seams (docs/reference.md#setups-secrets-questions-and-output): seams.ts's plus the environment. */
import type { Environment } from "./cloudflare-api.ts";
import type { Paths } from "./paths.ts";
import { type RealSeams, realSeams } from "./real-seams.ts";
import type { Seams } from "./seams.ts";

/** Every seam one deploy run uses. */
export type DeploySeams = Seams & {
  /** The environment deploy reads `CLOUDFLARE_API_TOKEN`, `CLOUDFLARE_ACCOUNT_ID` and `CLOUDFLARE_API_BASE_URL` from. */
  env: Environment;
};

/** A real deploy's seams in the checkout at `paths`: {@link realSeams} plus the process's environment. */
export function realDeploySeams(paths: Paths): DeploySeams & RealSeams {
  return { ...realSeams(paths), env: process.env };
}
