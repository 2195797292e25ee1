/**
 * Running wrangler and reading its answers: a failure is a {@link CommandError} with wrangler's error text
 * and what to do (docs/reference.md#setups-secrets-questions-and-output). {@link wranglerOutputShown} is
 * the one rule for what is shown; no message quotes wrangler's stdout.
 */
import { CommandError } from "./errors.ts";
import type { CommandResult, Wrangler } from "./seams.ts";

/** Shown as they run: progress, nothing secret (`wrangler deploy` names secrets, never their values). */
const SHOWN_COMMANDS: readonly (readonly string[])[] = [
  ["deploy"],
  ["d1", "create"],
  ["d1", "migrations", "apply"],
];

/**
 * Shown as it comes only for {@link SHOWN_COMMANDS} without `--json`; every other call runs hidden and
 * without stdin: JSON may hold a secret (`turnstile widget get --json` prints one), an unlisted command
 * may print one, and nobody would see its question.
 */
export function wranglerOutputShown(args: readonly string[]): boolean {
  if (args.includes("--json")) return false;
  return SHOWN_COMMANDS.some((command) => command.every((word, index) => args[index] === word));
}

/** Wrangler's stderr (its errors and hints, nothing secret); never stdout, which may hold a secret. */
function errorText(result: CommandResult): string {
  return result.stderr.trim() || "(wrangler wrote no error text)";
}

/**
 * wrangler 4.164's not-signed-in errors: "Not logged in." (unless the auth server was unreachable: a
 * network problem, quoted instead), the non-interactive account lookup's, and `whoami`'s. A message that
 * merely mentions `wrangler login` (several accounts, a missing permission) is not one.
 */
const NOT_SIGNED_IN: readonly RegExp[] = [
  /\bNot logged in\. (?!Your auth token has expired and could not be refreshed because the Cloudflare auth server could not be reached)/,
  /In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable/,
  /You are not authenticated\. Please run `wrangler login`/,
];

/** Whether wrangler failed because nobody is signed in (one of {@link NOT_SIGNED_IN}). */
function notSignedIn(result: CommandResult): boolean {
  const text = `${result.stderr}\n${result.stdout}`;
  return NOT_SIGNED_IN.some((pattern) => pattern.test(text));
}

/**
 * Runs `wrangler <args>`; `what` names the action for messages ("list the D1 databases").
 * @throws {CommandError} on a non-zero exit: how to sign in, or wrangler's stderr.
 */
export async function runWrangler(
  wrangler: Wrangler,
  args: readonly string[],
  what: string,
  env?: Record<string, string>,
): Promise<CommandResult> {
  const result = await wrangler(args, env);
  if (result.code === 0) return result;
  if (notSignedIn(result)) {
    throw new CommandError(
      `Could not ${what}: wrangler is not signed in to Cloudflare. Run \`cd apps/worker && pnpm exec wrangler login\` (or set CLOUDFLARE_API_TOKEN), then run the command again.`,
    );
  }
  throw new CommandError(
    `Could not ${what}: \`wrangler ${args.join(" ")}\` failed (exit ${result.code}):\n${errorText(result)}`,
  );
}

/**
 * Runs a `--json` wrangler command and parses from the first `[` or `{` (a warning may come first).
 * @throws {CommandError} as {@link runWrangler}, or when not JSON (never quoting it: it may hold a secret).
 */
export async function wranglerJson<T>(wrangler: Wrangler, args: readonly string[], what: string): Promise<T> {
  const { stdout } = await runWrangler(wrangler, args, what);
  const start = stdout.search(/[[{]/);
  try {
    return JSON.parse(start < 0 ? stdout : stdout.slice(start)) as T;
  } catch {
    throw new CommandError(
      `Could not ${what}: the output of \`wrangler ${args.join(" ")}\` could not be read as JSON (${stdout.trim() === "" ? "it printed nothing" : "not shown here, since it may hold a secret"}). Check that apps/worker's wrangler is the version the repository pins (\`pnpm install\`), then run the command again.`,
    );
  }
}
