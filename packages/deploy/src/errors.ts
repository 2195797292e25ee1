/**
 * The commands' one kind of failure (docs/reference.md#the-commands-in-detail): a message that says what went
 * wrong and what to do, printed without a stack trace, exit code 1.
 */

/** A failure the operator can act on: `message` names what is wrong and what to do. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CommandError";
  }
}

/**
 * Runs a command's `main`, prints any failure as one message (a {@link CommandError}'s own words;
 * anything else as "unexpected error" with its message, still without a stack trace) and sets the
 * exit code: 0 when `main` resolved, 1 otherwise.
 */
export async function runCommand(main: () => Promise<void>, print: (line: string) => void): Promise<number> {
  try {
    await main();
    return 0;
  } catch (error) {
    if (error instanceof CommandError) print(`\n✗ ${error.message}`);
    else print(`\n✗ Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
