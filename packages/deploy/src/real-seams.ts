/**
 * The real seams (seams.ts) of the commands run from a terminal or CI: wrangler from apps/worker's
 * node_modules, the repository's pnpm, the global fetch, a readline prompt, atomic writes and
 * Node's crypto. docs/operations.md#deploying.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline/promises";
import type { Paths } from "./paths.ts";
import type { CommandResult, Files, Prompt, Seams } from "./seams.ts";
import { SECRET_NAMES } from "./secrets-file.ts";

/**
 * Runs `command` in `cwd`, its output shown as it comes (`echo`) and kept for messages. The secrets'
 * names are removed from the environment: wrangler lets an environment variable override the
 * secrets file's value of the same name, and an old one exported in the shell must not win.
 */
function spawnCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string>,
  echo: boolean,
): Promise<CommandResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, WRANGLER_SEND_METRICS: "false" };
  for (const name of SECRET_NAMES) delete childEnv[name];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: childEnv, stdio: ["inherit", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.on("error", (error) => resolve({ code: 127, stdout, stderr: `${stderr}${error.message}` }));
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Files by absolute path; writes go to a temporary file beside the target, then a rename. */
const nodeFiles: Files = {
  async read(path) {
    try {
      return await readFile(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  },
  async writeAtomic(path, text, mode) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, text, { mode });
      await chmod(temporary, mode);
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
    }
  },
};

/** Questions on the terminal; a secret answer is not echoed. */
function terminalPrompt(): Prompt {
  async function ask(question: string, options?: { secret?: boolean }): Promise<string> {
    const readline = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (options?.secret) {
      // Print the question, then write nothing for what is typed.
      process.stdout.write(`${question}: `);
      (readline as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    }
    try {
      const typed = await readline.question(options?.secret ? "" : `${question}: `);
      if (options?.secret) process.stdout.write("\n");
      return typed.trim();
    } finally {
      readline.close();
    }
  }
  return {
    ask,
    async confirm(question, defaultYes) {
      const typed = (await ask(`${question} ${defaultYes ? "[Y/n]" : "[y/N]"}`)).toLowerCase();
      return typed === "" ? defaultYes : typed.startsWith("y");
    },
  };
}

/** pnpm as this process was started with (`npm_execpath` under `pnpm run`), else `pnpm` on PATH. */
function pnpmCommand(args: readonly string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath, ...args]];
  return ["pnpm", [...args]];
}

/** The seams of a real run in the checkout at `paths`. */
export function realSeams(paths: Paths): Seams {
  const wranglerBin = join(paths.worker, "node_modules/.bin/wrangler");
  return {
    wrangler: (args, env = {}) => spawnCommand(wranglerBin, args, paths.worker, env, true),
    run: (command, args, env = {}) => {
      const [file, fullArgs] = command === "pnpm" ? pnpmCommand(args) : [command, [...args]];
      return spawnCommand(file, fullArgs, paths.root, env, true);
    },
    fetch: (input, init) => fetch(input, init),
    prompt: terminalPrompt(),
    files: nodeFiles,
    random: (size) => new Uint8Array(randomBytes(size)),
    log: (line) => console.log(line),
  };
}
