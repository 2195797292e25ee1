/**
 * Entry point of `pnpm run setup` (docs/reference.md#the-commands-in-detail): `node
 * packages/deploy/src/setup-command.ts [flags]`. Prints a failure as one message and exits 1; Ctrl-C
 * (at a question or between them) prints one line and exits 130, having written nothing. Every line
 * it prints has the run's known secrets redacted.
 *
 * `CLEARWELL_ROOT` in the environment: the checkout to set up instead of this one (its apps/worker
 * gets the two files); the tests point it at a temporary folder.
 */
import { runCommand } from "./errors.ts";
import { pathsOf } from "./paths.ts";
import { errorPrinter, realSeams } from "./real-seams.ts";
import { PromptCancelled } from "./seams.ts";
import { runSetup } from "./setup.ts";
import { parseSetupArgs, SETUP_USAGE } from "./setup-options.ts";

/** The one line of a cancelled run. */
const CANCELLED = "Setup cancelled: nothing was written.";
/** A command's exit code after Ctrl-C (128 + SIGINT), as a shell reports it. */
const CANCELLED_EXIT = 130;

const paths = pathsOf(process.env.CLEARWELL_ROOT || undefined);
const real = realSeams(paths);
const print = errorPrinter(real.secrets);

// Ctrl-C outside a question (while Resend, Cloudflare or wrangler is asked) arrives as SIGINT; during
// the writes it waits for them, so the files are never half-written.
let writing = false;
const seams = {
  ...real,
  files: {
    ...real.files,
    writeAtomic: (path: string, text: string, mode: number) => {
      writing = true;
      return real.files.writeAtomic(path, text, mode);
    },
  },
};
process.on("SIGINT", function cancel() {
  if (writing) return;
  print(`\n${CANCELLED}`);
  // Ends by the signal itself, as an interrupted command should, so a calling shell stops too.
  process.off("SIGINT", cancel);
  process.kill(process.pid, "SIGINT");
});

// A last safety net: should anything leave the run waiting on input that can no longer come, Node
// would end with "Detected unsettled top-level await" and exit 13; this says so in one line instead.
let finished = false;
process.on("beforeExit", () => {
  if (finished) return;
  print(`\nSetup stopped: its input closed before it finished. ${CANCELLED}`);
  process.exit(1);
});

let cancelled = false;
const code = await runCommand(async () => {
  const options = parseSetupArgs(process.argv.slice(2), process.env);
  if (options.help) {
    seams.log(SETUP_USAGE);
    return;
  }
  try {
    await runSetup(options, seams, paths);
  } catch (error) {
    if (!(error instanceof PromptCancelled)) throw error;
    cancelled = true;
  }
}, print);
finished = true;
if (cancelled) print(CANCELLED);
process.exitCode = cancelled ? CANCELLED_EXIT : code;
