/** The real seams (seams.ts) of a terminal or CI run (docs/reference.md#the-commands-in-detail). */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Paths } from "./paths.ts";
import { realPrompt } from "./prompts.ts";
import { createKnownSecrets, type KnownSecrets } from "./redaction.ts";
import type { CommandResult, Files, Seams } from "./seams.ts";
import { parseSecrets, SECRET_NAMES } from "./secrets-file.ts";
import { SECRET_ENVIRONMENT } from "./setup-options.ts";
import { wranglerOutputShown } from "./wrangler-calls.ts";

/**
 * Secret variables removed from every command's environment: wrangler lets one override the secrets
 * file's value of the same name, and an old one exported in the shell must not win.
 */
const SECRET_VARIABLES: readonly string[] = [...SECRET_NAMES, ...Object.values(SECRET_ENVIRONMENT)];

/** wrangler's own credentials: redacted from every printed line, but passed on for wrangler to sign in with. */
const WRANGLER_CREDENTIAL_VARIABLES: readonly string[] = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_API_KEY"];

/**
 * Runs `command` in `cwd`, keeping its output (stderr redacted: messages quote it). `shown`: also printed
 * as it comes, redacted, with the terminal to ask on; else no stdin (an unseen question would hang). A
 * command that cannot start resolves with exit 127 and `notStarted(why)` as its stderr.
 */
function spawnCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string>,
  shown: boolean,
  secrets: KnownSecrets,
  notStarted: (why: string) => string = (why) => why,
): Promise<CommandResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, WRANGLER_SEND_METRICS: "false" };
  for (const name of SECRET_VARIABLES) delete childEnv[name];
  const stdin = shown && process.stdin.isTTY ? "inherit" : "ignore";
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: childEnv, stdio: [stdin, "pipe", "pipe"] });
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    let stdout = "";
    let stderr = "";
    const echoOut = lineEcho(process.stdout, secrets);
    const echoErr = lineEcho(process.stderr, secrets);
    child.stdout.on("data", (chunk: string) => {
      stdout += chunk;
      if (shown) echoOut.write(chunk);
    });
    child.stderr.on("data", (chunk: string) => {
      stderr += chunk;
      if (shown) echoErr.write(chunk);
    });
    const done = (code: number, extra = "") => {
      echoOut.end();
      echoErr.end();
      resolve({ code, stdout, stderr: secrets.redact(`${stderr}${extra}`) });
    };
    child.on("error", (error: NodeJS.ErrnoException) => done(127, notStarted(error.code ?? error.message)));
    child.on("close", (code) => done(code ?? 1));
  });
}

/** Prints text to `stream` a whole line at a time (so a secret split across chunks is still redacted). */
function lineEcho(stream: NodeJS.WriteStream, secrets: KnownSecrets) {
  let pending = "";
  return {
    write(text: string) {
      pending += text;
      const end = pending.lastIndexOf("\n");
      if (end < 0) return;
      stream.write(secrets.redact(pending.slice(0, end + 1)));
      pending = pending.slice(end + 1);
    },
    end() {
      if (pending) stream.write(secrets.redact(pending));
      pending = "";
    },
  };
}

/** The secrets known before anything is asked: the secrets file's and the secret variables' values. */
function initialSecrets(paths: Paths): KnownSecrets {
  const secrets = createKnownSecrets();
  let text: string | null = null;
  try {
    text = readFileSync(paths.secrets, "utf8");
  } catch {
    // none yet
  }
  secrets.add(...Object.values(parseSecrets(text)));
  secrets.add(...[...SECRET_VARIABLES, ...WRANGLER_CREDENTIAL_VARIABLES].map((name) => process.env[name]));
  return secrets;
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

/** pnpm as this process was started with (`npm_execpath` under `pnpm run`), else `pnpm` on PATH. */
function pnpmCommand(args: readonly string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath, ...args]];
  return ["pnpm", [...args]];
}

/** `CLEARWELL_WRANGLER` when set (the tests' fake wrangler), else apps/worker's own wrangler. */
export function wranglerExecutable(paths: Paths, env: NodeJS.ProcessEnv = process.env): string {
  return env.CLEARWELL_WRANGLER || join(paths.worker, "node_modules/.bin/wrangler");
}

/** The real seams: the run's known secrets are always there. */
export type RealSeams = Seams & { secrets: KnownSecrets };

/**
 * The seams of a real run in the checkout at `paths`: wrangler's output shown only as
 * {@link wranglerOutputShown} allows, every printed line redacted of the known secrets.
 */
export function realSeams(paths: Paths): RealSeams {
  const wranglerBin = wranglerExecutable(paths);
  const secrets = initialSecrets(paths);
  return {
    wrangler: (args, env = {}) =>
      spawnCommand(
        wranglerBin,
        args,
        paths.worker,
        env,
        wranglerOutputShown(args),
        secrets,
        (why) =>
          `wrangler could not be started (${wranglerBin}: ${why}). Run \`pnpm install\` at the repository's root (it installs apps/worker's wrangler)${process.env.CLEARWELL_WRANGLER ? ", or fix CLEARWELL_WRANGLER" : ""}, then run the command again.`,
      ),
    run: (command, args, env = {}) => {
      const [file, fullArgs] = command === "pnpm" ? pnpmCommand(args) : [command, [...args]];
      return spawnCommand(file, fullArgs, paths.root, env, true, secrets);
    },
    fetch: (input, init) => fetch(input, init),
    prompt: realPrompt(secrets),
    files: nodeFiles,
    random: (size) => new Uint8Array(randomBytes(size)),
    log: (line) => console.log(secrets.redact(line)),
    secrets,
  };
}

/** Prints a command's failure line on stderr, redacted as the log is (docs/reference.md#setups-secrets-questions-and-output). */
export function errorPrinter(secrets: KnownSecrets): (line: string) => void {
  return (line) => console.error(secrets.redact(line));
}
