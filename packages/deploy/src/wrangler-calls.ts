/**
 * Running wrangler through the {@link Wrangler} seam and reading its answers: a failure becomes a
 * {@link CommandError} with wrangler's own error text and what to do (docs/reference.md#setups-secrets-questions-and-output).
 *
 * What of wrangler's output may be shown is decided here, once ({@link wranglerOutputShown}): the
 * real seam echoes only what it allows, and no message here quotes wrangler's stdout.
 */
import { CommandError } from "./errors.ts";
import type { CommandResult, Wrangler } from "./seams.ts";

/**
 * The wrangler commands whose output the operator sees as it comes: they print progress and
 * nothing secret (`wrangler deploy` names the secrets it uploads, never their values).
 */
const SHOWN_COMMANDS: readonly (readonly string[])[] = [
  ["deploy"],
  ["d1", "create"],
  ["d1", "migrations", "apply"],
];

/**
 * The one rule for wrangler's output: shown as it comes only for a command of
 * {@link SHOWN_COMMANDS} without `--json`. Every other call runs hidden, its output only read:
 * JSON is for setup to read and may hold a secret (`turnstile widget get/create --json` prints the
 * widget's `secret`), and a command not listed may print one. A hidden call also gets no terminal
 * to ask on (the real seam gives it no stdin), since nobody would see its question.
 */
export function wranglerOutputShown(args: readonly string[]): boolean {
  if (args.includes("--json")) return false;
  return SHOWN_COMMANDS.some((command) => command.every((word, index) => args[index] === word));
}

/**
 * What wrangler said about its failure: its stderr, whole (wrangler writes its errors and hints
 * there, e.g. "set CLOUDFLARE_ACCOUNT_ID"; nothing secret). Never its stdout: a hidden call's may
 * hold a secret, and a shown call's was on the screen already.
 */
function errorText(result: CommandResult): string {
  return result.stderr.trim() || "(wrangler wrote no error text)";
}

/**
 * What wrangler 4.164 prints when nobody is signed in, and only then: its "Not logged in." error
 * (no credentials, or an expired login it could not refresh) - except when the refresh failed
 * because Cloudflare's auth server could not be reached, which is a network problem that signing in
 * again does not fix (its own text says so, and is quoted instead) - the non-interactive account
 * lookup's "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN", and
 * `whoami`'s "You are not authenticated". A message that merely mentions `wrangler login` or
 * `CLOUDFLARE_API_TOKEN` (several accounts and none chosen, a token missing a permission) is not one.
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
 * Runs `wrangler <args>` and resolves with what it printed.
 *
 * @param what - what the command does, for the message ("list the D1 databases").
 * @throws {CommandError} when it exits non-zero: not signed in (with how to sign in), or wrangler's
 *   error text (its stderr, whole; never its stdout).
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
 * Runs a wrangler command that prints JSON (`--json`) and parses it (wrangler may print a warning
 * before the JSON: the text from the first `[` or `{` is read).
 *
 * @throws {CommandError} as {@link runWrangler}, or when the output is not JSON: the message says
 *   what could not be read, never the text (it may hold a secret).
 */
export async function wranglerJson<T>(wrangler: Wrangler, args: readonly string[], what: string): Promise<T> {
  const { stdout } = await runWrangler(wrangler, args, what);
  const start = stdout.search(/[[{]/);
  try {
    return JSON.parse(start < 0 ? stdout : stdout.slice(start)) as T;
  } catch {
    // JSON.parse's own message quotes the text: it is not used either.
    throw new CommandError(
      `Could not ${what}: the output of \`wrangler ${args.join(" ")}\` could not be read as JSON (${stdout.trim() === "" ? "it printed nothing" : "not shown here, since it may hold a secret"}). Check that apps/worker's wrangler is the version the repository pins (\`pnpm install\`), then run the command again.`,
    );
  }
}
