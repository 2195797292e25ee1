/**
 * Entry point of `pnpm run deploy` (docs/reference.md#the-commands-in-detail): `node
 * packages/deploy/src/deploy-command.ts [--dry-run] [--yes] [--replace-existing-site]`. Prints a
 * failure as one message (every known secret redacted, as setup does) and exits 1; Ctrl-C (or
 * Ctrl-D) at its one question (replace a site already at the domain?) prints one line and exits
 * 130, having uploaded nothing: the question is part of the preflight, before anything is built or
 * uploaded.
 *
 * `CLEARWELL_ROOT` in the environment: the checkout to deploy instead of this one (as for setup);
 * the tests point it at a temporary folder.
 */
import { parseArgs } from "node:util";
import { runDeploy } from "./deploy.ts";
import { realDeploySeams } from "./deploy-seams.ts";
import { CommandError, runCommand } from "./errors.ts";
import { pathsOf } from "./paths.ts";
import { errorPrinter } from "./real-seams.ts";
import { PromptCancelled } from "./seams.ts";

const USAGE = `pnpm run deploy [--dry-run] [--yes] [--replace-existing-site]

  --dry-run                print every step (the preflight's checks too), build the site and the
                           worker's bundle; touch no account
  --yes                    ask nothing (as without a terminal): a site already at the domain is
                           replaced only with --replace-existing-site
  --replace-existing-site  yes to replacing what already answers at the domain (DNS records, another
                           worker's route or custom domain); recorded in apps/worker/setup.production.json

  Signed in: wrangler's login (cd apps/worker && pnpm exec wrangler login), or in CI an API token in
  CLOUDFLARE_API_TOKEN (the environment only: a token is never taken as a flag).
  The account: CLOUDFLARE_ACCOUNT_ID, else setup's recorded accountId, else the login's only account.`;

/** The one line of a run cancelled at the question. */
const CANCELLED = "Deploy cancelled: nothing was uploaded.";
/** A command's exit code after Ctrl-C (128 + SIGINT), as a shell reports it. */
const CANCELLED_EXIT = 130;

const paths = pathsOf(process.env.CLEARWELL_ROOT || undefined);
const seams = realDeploySeams(paths);
// Every failure line is redacted like the log: the secrets file's values, CLOUDFLARE_API_TOKEN and
// wrangler's OAuth token (once the preflight has read it) never reach the terminal.
const print = errorPrinter(seams.secrets);
let cancelled = false;
const code = await runCommand(async () => {
  let values: { "dry-run"?: boolean; yes?: boolean; "replace-existing-site"?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        "dry-run": { type: "boolean" },
        yes: { type: "boolean", short: "y" },
        "replace-existing-site": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (values.help) {
    seams.log(USAGE);
    return;
  }
  try {
    await runDeploy(
      {
        dryRun: values["dry-run"] ?? false,
        replaceExistingSite: values["replace-existing-site"] ?? false,
        interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY) && !values.yes,
      },
      seams,
      paths,
    );
  } catch (error) {
    if (!(error instanceof PromptCancelled)) throw error;
    cancelled = true;
  }
}, print);
if (cancelled) print(`\n${CANCELLED}`);
process.exitCode = cancelled ? CANCELLED_EXIT : code;
