/**
 * The real {@link Prompt} (docs/reference.md#setups-secrets-questions-and-output): Inquirer's on a
 * terminal (a secret echoes nothing, not even a mask; Ctrl-C rejects with {@link PromptCancelled});
 * piped, one line per question from one reader for the whole run. Inquirer is not used then: each of
 * its prompts opens its own reader, the first swallows every line and the next waits forever.
 * Every secret answer joins the run's {@link KnownSecrets}.
 */
import { createInterface } from "node:readline";
import { confirm, input, password } from "@inquirer/prompts";
import { CommandError } from "./errors.ts";
import type { KnownSecrets } from "./redaction.ts";
import { type Prompt, PromptCancelled } from "./seams.ts";

/** The one sentence for piped input that ended before `question`. */
export function inputEndedMessage(question: string): string {
  return `The input ended before the question "${question}": without a terminal, give every answer on its own line in order, or run \`pnpm run setup --yes\` with flags and the environment variables for the secrets (\`pnpm run setup --help\` lists them).`;
}

/** One Inquirer question; Ctrl-C and Ctrl-D (else it would wait forever) reject with {@link PromptCancelled}. */
async function inquire<T>(question: (context: { signal: AbortSignal }) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onKeypress = (_text: string | undefined, key: { ctrl?: boolean; name?: string } | undefined) => {
    if (key?.ctrl && key.name === "d") controller.abort();
  };
  process.stdin.on("keypress", onKeypress);
  try {
    return await question({ signal: controller.signal });
  } catch (error) {
    if (error instanceof Error && (error.name === "ExitPromptError" || error.name === "AbortPromptError")) {
      throw new PromptCancelled();
    }
    throw error;
  } finally {
    process.stdin.off("keypress", onKeypress);
  }
}

/** Questions on a terminal, with Inquirer's prompts. */
export function terminalPrompt(secrets?: KnownSecrets): Prompt {
  return {
    async ask(question, options) {
      const typed = options?.secret
        ? await inquire((context) => password({ message: question, toggleMask: false }, context))
        : await inquire((context) => input({ message: question }, context));
      if (options?.secret) secrets?.add(typed);
      return typed.trim();
    },
    confirm: (question, defaultYes) =>
      inquire((context) => confirm({ message: question, default: defaultYes }, context)),
  };
}

/**
 * Each question printed with `write` takes the next line of `lines`; the reader opens at the first
 * question and pauses between them, so a finished run does not wait for more input.
 * @throws {CommandError} when the input ends first, or a yes/no answer is neither.
 */
export function linePrompt(
  lines: NodeJS.ReadableStream,
  write: (text: string) => void,
  secrets?: KnownSecrets,
): Prompt {
  const queue: string[] = [];
  let ended = false;
  let waiting: ((line: string | null) => void) | undefined;
  let reader: ReturnType<typeof createInterface> | undefined;

  function hand(line: string | null) {
    const taker = waiting;
    waiting = undefined;
    taker?.(line);
  }

  function nextLine(): Promise<string | null> {
    if (!reader) {
      reader = createInterface({ input: lines, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
      reader.on("line", (line) => {
        if (waiting) hand(line);
        else queue.push(line);
        if (!waiting) reader?.pause();
      });
      reader.on("close", () => {
        ended = true;
        hand(null);
      });
    }
    const queued = queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      waiting = resolve;
      reader?.resume();
    });
  }

  async function read(question: string): Promise<string> {
    write(`? ${question}\n`);
    const line = await nextLine();
    if (line === null) throw new CommandError(inputEndedMessage(question));
    return line.trim();
  }

  return {
    async ask(question, options) {
      const answer = await read(question);
      if (options?.secret) secrets?.add(answer);
      return answer;
    },
    async confirm(question, defaultYes) {
      const answer = (await read(`${question} ${defaultYes ? "[Y/n]" : "[y/N]"}`)).toLowerCase();
      if (answer === "") return defaultYes;
      if (answer === "y" || answer === "yes") return true;
      if (answer === "n" || answer === "no") return false;
      throw new CommandError(`The answer to "${question}" is not y or n.`);
    },
  };
}

/** Terminal or line prompt, chosen at the first question so a command that asks nothing never touches stdin. */
export function realPrompt(secrets?: KnownSecrets): Prompt {
  let chosen: Prompt | undefined;
  const prompt = () => {
    chosen ??= process.stdin.isTTY
      ? terminalPrompt(secrets)
      : linePrompt(process.stdin, (text) => process.stdout.write(text), secrets);
    return chosen;
  };
  return {
    ask: (question, options) => prompt().ask(question, options),
    confirm: (question, defaultYes) => prompt().confirm(question, defaultYes),
  };
}
