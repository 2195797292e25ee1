/**
 * Running the real `pnpm run setup` and `pnpm run deploy` entry points (src/setup-command.ts,
 * src/deploy-command.ts) in a child process, as an operator would: with answers piped in, or on a
 * pseudo-terminal (util-linux `script`, in every Debian, so no native module to build). Its Resend
 * is the stand-in of @clearwell/testing on a free port of 127.0.0.1 (`RESEND_API_URL`), its
 * Cloudflare API the stand-in of cloudflare-stand-in.ts (`CLOUDFLARE_API_BASE_URL`, for deploy), its
 * wrangler the fake of fake-wrangler.mjs (`CLEARWELL_WRANGLER`), its checkout a temporary folder
 * (`CLEARWELL_ROOT`): nothing reaches the network, an account, or this checkout's apps/worker.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ResendStandInServer, startResendStandInServer } from "@clearwell/testing/resend/server";
import { parse } from "dotenv";
import { formatSecrets } from "../src/secrets-file.ts";
import { formatSetup, type SetupAnswers } from "../src/setup-file.ts";
import { type CloudflareStandIn, createCloudflareStandIn } from "./cloudflare-stand-in.ts";

/** The commands' entry points, by name. */
const COMMANDS = {
  setup: fileURLToPath(new URL("../src/setup-command.ts", import.meta.url)),
  deploy: fileURLToPath(new URL("../src/deploy-command.ts", import.meta.url)),
};

/** Which command a test runs. */
export type CommandName = keyof typeof COMMANDS;

const COMMITTED_CONFIG = fileURLToPath(new URL("../../../apps/worker/wrangler.jsonc", import.meta.url));
const FAKE_WRANGLER = fileURLToPath(new URL("./fake-wrangler.mjs", import.meta.url));

/** The Resend keys the stand-in accepts: one the tests type, one they put in the environment. */
export const TYPED_KEY = "re_TypedAtTheTerminal_9f3kQ";
export const ENV_KEY = "re_FromTheEnvironment_7Hx2m";

/** The secret the fake wrangler's Turnstile widget has. */
export const WIDGET_SECRET = "0x4AAAAwidgetSecretFromWrangler42";

/**
 * The environment variables that hold secrets or choose an account: never inherited from the shell
 * running the tests.
 */
const SECRET_VARIABLES = [
  "RESEND_API_KEY",
  "RESEND_WEBHOOK_SECRET",
  "CLOUDFLARE_ACCESS_API_TOKEN",
  "CHAT_WEBHOOK_URL",
  "GITHUB_OAUTH_CLIENT_SECRET",
  "CLOUDFLARE_ACCOUNT_ID",
  "CLOUDFLARE_API_TOKEN",
  "CLOUDFLARE_API_KEY",
  "CLOUDFLARE_EMAIL",
  "CLOUDFLARE_API_BASE_URL",
];

/** One command's world: a temporary checkout, a Resend stand-in, a fake wrangler and its log. */
export type CommandWorld = {
  root: string;
  resend: ResendStandInServer;
  /** The environment the command runs with (add to it per test). */
  env: NodeJS.ProcessEnv;
  /** The files setup wrote in the temporary apps/worker. */
  written(): string[];
  /** The secrets file as wrangler reads it. */
  secrets(): Record<string, string>;
  /** The fake wrangler's calls: args, whether stdin was a terminal, the secret variables it saw. */
  wranglerCalls(): { args: string[]; stdinIsTTY: boolean; secretNames: string[] }[];
  /** Runs `closer` when the world closes (a stand-in started for one test). */
  onClose(closer: () => Promise<void>): void;
  close(): Promise<void>;
};

/** A fresh world; `close` it after the test. */
export async function createCommandWorld(): Promise<CommandWorld> {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < 22 || (major === 22 && minor < 18)) {
    throw new Error(
      `These tests run src/setup-command.ts with the tests' own Node, which must run TypeScript (22.18 or newer; this is ${process.version}): run them with \`pnpm exec vitest\` or \`pnpm test\`, which use the repository's Node 24.`,
    );
  }
  const root = mkdtempSync(join(tmpdir(), "clearwell-setup-"));
  const worker = join(root, "apps/worker");
  mkdirSync(worker, { recursive: true });
  const wrangler = join(root, "wrangler");
  writeFileSync(wrangler, `#!/bin/sh\nexec '${process.execPath}' '${FAKE_WRANGLER}' "$@"\n`);
  chmodSync(wrangler, 0o755);
  const log = join(root, "wrangler-calls.jsonl");
  const resend = await startResendStandInServer({ apiKeys: [TYPED_KEY, ENV_KEY] });
  const closers: (() => Promise<void>)[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SECRET_VARIABLES) delete env[name];
  Object.assign(env, {
    CLEARWELL_ROOT: root,
    CLEARWELL_WRANGLER: wrangler,
    RESEND_API_URL: resend.url,
    FAKE_WRANGLER_LOG: log,
    FAKE_WRANGLER_SECRET: WIDGET_SECRET,
  });
  return {
    root,
    resend,
    env,
    written: () => readdirSync(worker).sort(),
    secrets: () => parse(readFileSync(join(worker, ".secrets.production"), "utf8")),
    wranglerCalls: () =>
      existsSync(log)
        ? readFileSync(log, "utf8")
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line))
        : [],
    onClose: (closer) => closers.push(closer),
    async close() {
      for (const closer of closers) await closer();
      await resend.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The site's domain of a deploy world. */
export const DEPLOY_DOMAIN = "clearwell-interiors.example";
/** The account the fake wrangler's login sees (fake-wrangler.mjs), which holds the zone. */
export const DEPLOY_ACCOUNT_ID = "acc0123456789";
/** The OAuth token the fake wrangler's login holds: never to be printed. */
export const DEPLOY_OAUTH_TOKEN = "oauthTokenOfTheFakeLogin_5Rk2wQ9z";
/** The secrets file's values in a deploy world: never to be printed. */
export const DEPLOY_SECRETS = {
  RESEND_API_KEY: "re_InTheSecretsFile_4Lp8s",
  FORM_TOKEN_SECRET: "formTokenSecretInTheFile_71hG",
};

/**
 * Makes `world` a checkout after a finished setup for {@link DEPLOY_DOMAIN} (the committed
 * wrangler.jsonc, the setup file and the secrets file in its apps/worker) and serves a Cloudflare
 * API stand-in for it on 127.0.0.1 (`CLOUDFLARE_API_BASE_URL`), with the zone on the fake login's
 * account, accepting the login's OAuth token. `oldSite`: a DNS A record already at the domain, so
 * deploy asks before replacing it.
 *
 * @returns the stand-in (tests read its calls) and the setup file's text as written.
 */
export async function prepareDeploy(
  world: CommandWorld,
  options: { oldSite?: boolean } = {},
): Promise<{ cloudflare: CloudflareStandIn; setupText: string }> {
  const worker = join(world.root, "apps/worker");
  writeFileSync(join(worker, "wrangler.jsonc"), readFileSync(COMMITTED_CONFIG, "utf8"));
  const answers: SetupAnswers = {
    domain: DEPLOY_DOMAIN,
    from: `inquiries@${DEPLOY_DOMAIN}`,
    recipients: [`hello@${DEPLOY_DOMAIN}`],
    allowedOrigins: [`https://${DEPLOY_DOMAIN}`],
    resend: { domainId: "d-1", domainStatus: "verified" },
  };
  const setupText = formatSetup(answers);
  writeFileSync(join(worker, "setup.production.json"), setupText);
  writeFileSync(join(worker, ".secrets.production"), formatSecrets(DEPLOY_SECRETS), { mode: 0o600 });
  const cloudflare = createCloudflareStandIn({
    token: DEPLOY_OAUTH_TOKEN,
    accountId: DEPLOY_ACCOUNT_ID,
    authDomain: null,
  });
  cloudflare.zones.push({ id: "zone-clearwell", name: DEPLOY_DOMAIN, accountId: DEPLOY_ACCOUNT_ID });
  if (options.oldSite) {
    cloudflare.dnsRecords.push({
      zoneId: "zone-clearwell",
      type: "A",
      name: DEPLOY_DOMAIN,
      content: "192.0.2.10",
    });
  }
  const server = await cloudflare.listen();
  world.onClose(server.close);
  Object.assign(world.env, {
    CLOUDFLARE_API_BASE_URL: `${server.url}/client/v4`,
    FAKE_WRANGLER_OAUTH_TOKEN: DEPLOY_OAUTH_TOKEN,
  });
  return { cloudflare, setupText };
}

/** How a command ended and everything it printed. */
export type Ended = { code: number | null; signal: string | null; stdout: string; stderr: string };

const TIME_LIMIT_MS = 20_000;

/** Runs `command` (default setup) with `args`, `input` piped to its stdin (then closed). */
export function runPiped(
  world: CommandWorld,
  args: string[],
  input: string,
  command: CommandName = "setup",
): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [COMMANDS[command], ...args], { env: world.env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} did not end within ${TIME_LIMIT_MS} ms:\n${stdout}\n${stderr}`));
    }, TIME_LIMIT_MS);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A command running on a pseudo-terminal: what the terminal showed so far, and the keyboard. */
export type Terminal = {
  /** Everything written to the terminal (stdout and stderr: the terminal shows both), raw. */
  screen(): string;
  /** Waits until the terminal shows `text` (escape sequences aside). */
  waitFor(text: string): Promise<void>;
  /** Types `keys` (`\r` is Enter, `\x03` Ctrl-C). */
  type(keys: string): void;
  /** Resolves when the command has ended, with its exit code (130 for Ctrl-C). */
  ended: Promise<number | null>;
};

/**
 * Runs `command` (default setup) with `args` on a pseudo-terminal: `script -qfec "<node
 * setup-command.ts args>" /dev/null`, whose stdin is the keyboard and stdout the screen.
 */
export function runOnTerminal(world: CommandWorld, args: string[], command: CommandName = "setup"): Terminal {
  const line = [process.execPath, COMMANDS[command], ...args].map(quote).join(" ");
  const child = spawn("script", ["-qfec", line, "/dev/null"], { env: world.env, stdio: "pipe" });
  let screen = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    screen += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    screen += chunk;
  });
  const ended = new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} did not end within ${TIME_LIMIT_MS} ms; the screen:\n${plain(screen)}`));
    }, TIME_LIMIT_MS);
    child.on("error", (error) =>
      reject(
        new Error(`util-linux \`script\` could not be started (${error.message}): the pty tests need it`),
      ),
    );
    child.on("close", (code) => {
      clearTimeout(timer);
      child.stdin.end();
      resolve(code);
    });
  });
  return {
    screen: () => screen,
    async waitFor(text) {
      const deadline = Date.now() + TIME_LIMIT_MS;
      while (!plain(screen).includes(text)) {
        if (Date.now() > deadline) throw new Error(`the terminal never showed "${text}":\n${plain(screen)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    type(keys) {
      child.stdin.write(keys);
    },
    ended,
  };
}

/** `text` without terminal escape sequences (colours, cursor moves). */
export function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are what is removed.
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07/g, "");
}

/** Whether `text` shows any 6 characters in a row of `secret` (what a partial echo would leave). */
export function showsPartOf(text: string, secret: string): boolean {
  for (const candidate of [text, plain(text)]) {
    for (let start = 0; start + 6 <= secret.length; start += 1) {
      if (candidate.includes(secret.slice(start, start + 6))) return true;
    }
  }
  return false;
}

/** Everything a finished run printed, stdout then stderr, as one text. */
export function printedText(ended: { stdout: string; stderr: string }): string {
  return `${ended.stdout}\n${ended.stderr}`;
}
