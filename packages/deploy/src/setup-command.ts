/**
 * Entry point of `pnpm run setup` (docs/operations.md#deploying): `node
 * packages/deploy/src/setup-command.ts [flags]`. Prints a failure as one message and exits 1.
 */
import { runCommand } from "./errors.ts";
import { pathsOf } from "./paths.ts";
import { realSeams } from "./real-seams.ts";
import { runSetup } from "./setup.ts";
import { parseSetupArgs, SETUP_USAGE } from "./setup-options.ts";

const paths = pathsOf();
const seams = realSeams(paths);
process.exitCode = await runCommand(
  async () => {
    const options = parseSetupArgs(process.argv.slice(2), process.env);
    if (options.help) {
      seams.log(SETUP_USAGE);
      return;
    }
    await runSetup(options, seams, paths);
  },
  (line) => console.error(line),
);
