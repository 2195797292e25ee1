/**
 * Entry point of `pnpm run deploy` (docs/operations.md#deploying): `node
 * packages/deploy/src/deploy-command.ts [--dry-run]`. Prints a failure as one message and exits 1.
 */
import { parseArgs } from "node:util";
import { runDeploy } from "./deploy.ts";
import { CommandError, runCommand } from "./errors.ts";
import { pathsOf } from "./paths.ts";
import { realSeams } from "./real-seams.ts";

const USAGE = `pnpm run deploy [--dry-run]

  --dry-run   print every step, build the site and the worker's bundle; touch no account`;

const paths = pathsOf();
const seams = realSeams(paths);
process.exitCode = await runCommand(
  async () => {
    let values: { "dry-run"?: boolean; help?: boolean };
    try {
      ({ values } = parseArgs({
        args: process.argv.slice(2),
        options: { "dry-run": { type: "boolean" }, help: { type: "boolean", short: "h" } },
      }));
    } catch (error) {
      throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    }
    if (values.help) {
      seams.log(USAGE);
      return;
    }
    await runDeploy({ dryRun: values["dry-run"] ?? false }, seams, paths);
  },
  (line) => console.error(line),
);
