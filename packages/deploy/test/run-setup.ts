/**
 * Running setup in a test world (fakes.ts) as `pnpm run setup <argv>` would, and reading what it
 * wrote: shared by the setup tests.
 */
import { parse } from "dotenv";
import { runCommand } from "../src/errors.ts";
import { runSetup } from "../src/setup.ts";
import { parseSetupArgs } from "../src/setup-options.ts";
import { RESEND_KEY, RESEND_URL, type World } from "./fakes.ts";

/** The flags of a CI run for the default Resend domain. */
export const BASE = [
  "--yes",
  "--domain",
  "clearwell-interiors.example",
  "--recipients",
  "hello@clearwell-interiors.example",
];

/**
 * Runs setup with `argv` and the environment `env` (default: the accepted Resend key) in `world`.
 *
 * @returns the exit code; what it printed is in `world.output`.
 */
export function setup(
  world: World,
  argv: string[],
  env: Record<string, string> = { RESEND_API_KEY: RESEND_KEY },
) {
  const options = parseSetupArgs(argv, { RESEND_API_URL: RESEND_URL, ...env });
  return runCommand(
    () => runSetup(options, world.seams, world.paths).then(() => {}),
    (line) => world.output.push(line),
  );
}

/** The secrets file as wrangler reads it. */
export const secretsOf = (world: World) => parse(world.files.texts.get(world.paths.secrets) ?? "");

/** The setup file, parsed (`null`: none). */
export const answersOf = (world: World) => JSON.parse(world.files.texts.get(world.paths.setup) ?? "null");

/** Everything printed, one line each. */
export const printed = (world: World) => world.output.join("\n");
