/**
 * The seams of the setup and deploy commands replaced for tests (src/seams.ts): a fake wrangler that
 * records every call and answers like wrangler 4.164 does, the Resend stand-in of
 * @clearwell/testing and a Cloudflare API stand-in called in process as `fetch`, scripted prompts,
 * in-memory files and fixed random bytes. Nothing here reaches the network or the real files.
 */
import { readFileSync } from "node:fs";
import { createResendStandIn, type ResendStandIn } from "@clearwell/testing/resend";
import { type Paths, pathsOf } from "../src/paths.ts";
import type { CommandResult, Seams } from "../src/seams.ts";
import { type CloudflareStandIn, createCloudflareStandIn } from "./cloudflare-stand-in.ts";

/** The Resend key the stand-in accepts with full access, and one with sending access only. */
export const RESEND_KEY = "re_full_access_key_123";
export const SENDING_ONLY_KEY = "re_sending_only_key_456";
/** The fake Resend and Cloudflare API origins. */
export const RESEND_URL = "http://resend.test";
export const ACCOUNT_ID = "acc0123456789";
export const ACCESS_TOKEN = "cf-access-token-789";

const ok = (stdout = ""): CommandResult => ({ code: 0, stdout, stderr: "" });

/** A fake wrangler: its calls, and the account it acts on. */
export type FakeWrangler = {
  calls: { args: string[]; env: Record<string, string> }[];
  databases: { uuid: string; name: string }[];
  widgets: { sitekey: string; secret: string; name: string; domains: string[] }[];
  /** Answers given instead, for calls whose joined args start with the key. */
  failures: Map<string, CommandResult>;
};

function fakeWrangler(): FakeWrangler & { run: Seams["wrangler"] } {
  const state: FakeWrangler = { calls: [], databases: [], widgets: [], failures: new Map() };
  let counter = 0;
  const run: Seams["wrangler"] = async (args, env = {}) => {
    state.calls.push({ args: [...args], env: { ...env } });
    const line = args.join(" ");
    for (const [prefix, result] of state.failures) if (line.startsWith(prefix)) return result;
    const [a, b, c, d] = args;
    if (a === "whoami")
      return ok(JSON.stringify({ loggedIn: true, accounts: [{ id: ACCOUNT_ID, name: "Clearwell" }] }));
    if (a === "d1" && b === "list")
      return ok(JSON.stringify(state.databases.map((db) => ({ ...db, version: "production" }))));
    if (a === "d1" && b === "create" && c) {
      counter += 1;
      state.databases.push({ uuid: `db-uuid-${counter}`, name: c });
      return ok(`✅ Successfully created DB '${c}'`);
    }
    if (a === "turnstile" && b === "widget" && c === "list") {
      return ok(JSON.stringify(state.widgets.map(({ secret: _secret, ...widget }) => widget)));
    }
    if (a === "turnstile" && b === "widget" && c === "get") {
      const widget = state.widgets.find((entry) => entry.sitekey === d);
      return widget
        ? ok(JSON.stringify(widget))
        : { code: 1, stdout: "", stderr: "✘ [ERROR] widget not found" };
    }
    if (a === "turnstile" && b === "widget" && c === "create" && d) {
      counter += 1;
      const widget = {
        sitekey: `0x4AAAAsite${counter}`,
        secret: `0x4AAAAsecret${counter}`,
        name: d,
        domains: [args[5] ?? ""],
      };
      state.widgets.push(widget);
      return ok(JSON.stringify(widget));
    }
    return ok("done");
  };
  return Object.assign(state, { run });
}

/** In-memory files: their texts and modes, and every write in order. */
export type FakeFiles = { texts: Map<string, string>; modes: Map<string, number>; writes: string[] };

/** Answers for the prompt, in order; a question without one fails the test. */
export type Script = { asked: string[]; answers: (string | boolean)[] };

/** One test's world: the seams and everything they touched. */
export type World = {
  seams: Seams;
  paths: Paths;
  wrangler: FakeWrangler;
  resend: ResendStandIn;
  cloudflare: CloudflareStandIn;
  files: FakeFiles;
  script: Script;
  /** Commands run besides wrangler (the site's build). */
  runs: { command: string; args: string[]; env: Record<string, string> }[];
  /** Build result to answer. */
  build: { result: CommandResult };
  /** Every URL fetched. */
  fetched: string[];
  /** What the command printed, one line each. */
  output: string[];
};

const COMMITTED_CONFIG = readFileSync(
  new URL("../../../apps/worker/wrangler.jsonc", import.meta.url),
  "utf8",
);

/** A fresh world: the committed wrangler.jsonc, no setup, a Resend account with its default domain. */
export function createWorld(): World {
  const paths = pathsOf("/repo");
  const wrangler = fakeWrangler();
  const resend = createResendStandIn({ apiKeys: [RESEND_KEY], sendingOnlyKeys: [SENDING_ONLY_KEY] });
  const cloudflare = createCloudflareStandIn({
    token: ACCESS_TOKEN,
    accountId: ACCOUNT_ID,
    authDomain: "clearwell.cloudflareaccess.com",
  });
  const files: FakeFiles = {
    texts: new Map([[paths.wranglerConfig, COMMITTED_CONFIG]]),
    modes: new Map(),
    writes: [],
  };
  const script: Script = { asked: [], answers: [] };
  const world: Omit<World, "seams"> = {
    paths,
    wrangler,
    resend,
    cloudflare,
    files,
    script,
    runs: [],
    build: { result: ok("built") },
    fetched: [],
    output: [],
  };
  const next = (question: string) => {
    script.asked.push(question);
    if (script.answers.length === 0) throw new Error(`unexpected question: ${question}`);
    return script.answers.shift() as string | boolean;
  };
  const seams: Seams = {
    wrangler: wrangler.run,
    run: async (command, args, env = {}) => {
      world.runs.push({ command, args: [...args], env: { ...env } });
      return world.build.result;
    },
    fetch: async (input, init) => {
      world.fetched.push(input);
      if (input.startsWith(RESEND_URL)) return resend.handle(new Request(input, init));
      if (input.startsWith("https://api.cloudflare.com/")) return cloudflare.handle(new Request(input, init));
      throw new Error(`a test reached for the network: ${input}`);
    },
    prompt: {
      ask: async (question) => String(next(question)),
      confirm: async (question) => Boolean(next(question)),
    },
    files: {
      read: async (path) => files.texts.get(path) ?? null,
      writeAtomic: async (path, text, mode) => {
        files.writes.push(path);
        files.texts.set(path, text);
        files.modes.set(path, mode);
      },
    },
    random: (size) => new Uint8Array(size).map((_, index) => index),
    log: (line) => world.output.push(line),
  };
  return { ...world, seams };
}

/** The wrangler calls of a world, each as one string. */
export function wranglerLines(world: World): string[] {
  return world.wrangler.calls.map((call) => call.args.join(" "));
}
