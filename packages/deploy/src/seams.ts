/**
 * Every outside effect of setup and deploy goes through these seams (docs/reference.md#the-commands-in-detail):
 * real ones in real-seams.ts, fakes in test/fakes.ts, so no test reaches the network, an account or real files.
 */
import type { KnownSecrets } from "./redaction.ts";

/** What a finished command gave back: its exit code and what it printed. */
export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * Runs one wrangler command in apps/worker (e.g. `["d1", "list", "--json"]`) with `env` added; resolves
 * with the exit code, never rejects for a non-zero one. Output is shown only as `wranglerOutputShown` allows.
 */
export type Wrangler = (args: readonly string[], env?: Record<string, string>) => Promise<CommandResult>;

/** Runs another command (the site's build) from the repository root with `env` added; resolves with the exit code. */
export type Runner = (
  command: string,
  args: readonly string[],
  env?: Record<string, string>,
) => Promise<CommandResult>;

/** `fetch`, for Resend's API and Cloudflare's. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Questions to the operator. Under `--yes` nothing is asked: the commands never call it then.
 * Either method rejects with {@link PromptCancelled} when the operator presses Ctrl-C, and with a
 * `CommandError` when there is no terminal and the piped input ended before this question.
 */
export type Prompt = {
  /** Asks for a line, resolving trimmed; `secret` echoes nothing (a key, a token, a credential URL). */
  ask(question: string, options?: { secret?: boolean }): Promise<string>;
  /** Asks a yes/no question; an empty answer is `defaultYes`. */
  confirm(question: string, defaultYes: boolean): Promise<boolean>;
};

/** The operator ended a question with Ctrl-C: the command stops, having written nothing. */
export class PromptCancelled extends Error {
  constructor() {
    super("The operator cancelled the question (Ctrl-C).");
    this.name = "PromptCancelled";
  }
}

/** The files the commands read and write, by absolute path. */
export type Files = {
  /** The file's text, or `null` when there is none. */
  read(path: string): Promise<string | null>;
  /** Writes a temporary file beside it, then renames (never half a file); `mode` as for chmod (0o600). */
  writeAtomic(path: string, text: string, mode: number): Promise<void>;
};

/** Random bytes (crypto) for the generated secrets. */
export type Random = (size: number) => Uint8Array;

/** Where the commands print their progress, one line at a time. */
export type Output = (line: string) => void;

/** Every seam one command run uses. */
export type Seams = {
  wrangler: Wrangler;
  run: Runner;
  fetch: Fetcher;
  prompt: Prompt;
  files: Files;
  random: Random;
  log: Output;
  /** Secret values redacted from every printed line (redaction.ts); a step that learns one adds it. */
  secrets?: KnownSecrets;
};
