/** Where the commands read and write (docs/reference.md#the-commands-in-detail); every file written is git-ignored. */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The absolute paths of one checkout. */
export type Paths = {
  /** The repository root. */
  root: string;
  /** apps/worker: wrangler runs here. */
  worker: string;
  /** The committed configuration, apps/worker/wrangler.jsonc. */
  wranglerConfig: string;
  /** The generated production configuration beside it (git-ignored). */
  productionConfig: string;
  /** The secrets, dotenv, mode 0600 (git-ignored): what `wrangler deploy --secrets-file` uploads. */
  secrets: string;
  /** The operator's answers and what the commands found (git-ignored, JSON). */
  setup: string;
  /** Where `deploy --dry-run` writes the bundle. */
  dryRunOutdir: string;
};

/** The paths under `root` (default: this checkout). */
export function pathsOf(root: string = join(dirname(fileURLToPath(import.meta.url)), "../../..")): Paths {
  const worker = join(root, "apps/worker");
  return {
    root,
    worker,
    wranglerConfig: join(worker, "wrangler.jsonc"),
    productionConfig: join(worker, "wrangler.production.jsonc"),
    secrets: join(worker, ".secrets.production"),
    setup: join(worker, "setup.production.json"),
    dryRunOutdir: join(worker, ".wrangler/dry-run"),
  };
}

/** `path` relative to the repository root, for messages. */
export function shown(paths: Paths, path: string): string {
  return path.startsWith(`${paths.root}/`) ? path.slice(paths.root.length + 1) : path;
}
