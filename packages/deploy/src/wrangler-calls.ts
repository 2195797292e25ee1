/**
 * Running wrangler through the {@link Wrangler} seam and reading its answers: a failure becomes a
 * {@link CommandError} with wrangler's own last words and what to do (docs/operations.md#deploying).
 */
import { CommandError } from "./errors.ts";
import type { CommandResult, Wrangler } from "./seams.ts";

/** The last lines wrangler printed on stderr (or stdout), for a message. */
function lastWords(result: CommandResult): string {
  const text = (result.stderr.trim() || result.stdout.trim()).split("\n");
  return text.slice(-6).join("\n").trim();
}

/** Whether wrangler failed because nobody is signed in. */
function notSignedIn(result: CommandResult): boolean {
  return /not (?:authenticated|logged in)|wrangler login|CLOUDFLARE_API_TOKEN/i.test(
    `${result.stderr}\n${result.stdout}`,
  );
}

/**
 * Runs `wrangler <args>` and resolves with what it printed.
 *
 * @param what - what the command does, for the message ("list the D1 databases").
 * @throws {CommandError} when it exits non-zero: not signed in (with how to sign in), or wrangler's
 *   last lines.
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
    `Could not ${what}: \`wrangler ${args.join(" ")}\` failed (exit ${result.code}):\n${lastWords(result)}`,
  );
}

/**
 * Runs a wrangler command that prints JSON (`--json`) and parses it (wrangler may print a warning
 * before the JSON: the text from the first `[` or `{` is read).
 *
 * @throws {CommandError} as {@link runWrangler}, or when the output is not JSON.
 */
export async function wranglerJson<T>(wrangler: Wrangler, args: readonly string[], what: string): Promise<T> {
  const { stdout } = await runWrangler(wrangler, args, what);
  const start = stdout.search(/[[{]/);
  try {
    return JSON.parse(start < 0 ? stdout : stdout.slice(start)) as T;
  } catch {
    throw new CommandError(
      `Could not ${what}: \`wrangler ${args.join(" ")}\` printed something that is not JSON:\n${stdout.slice(0, 300)}`,
    );
  }
}
