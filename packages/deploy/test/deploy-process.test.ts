/**
 * The real `pnpm run deploy` entry point in a child process (run-command.ts), in a temporary
 * checkout after a finished setup, with the fake wrangler and the Cloudflare API stand-in: what the
 * operator's terminal (or CI's log) shows is checked as text, and what was called is read back.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type CommandWorld,
  createCommandWorld,
  DEPLOY_DOMAIN,
  DEPLOY_OAUTH_TOKEN,
  DEPLOY_SECRETS,
  plain,
  prepareDeploy,
  printedText,
  runOnTerminal,
  runPiped,
  showsPartOf,
} from "./run-command.ts";

const CANCELLED = "Deploy cancelled: nothing was uploaded.";

let world: CommandWorld;
beforeEach(async () => {
  world = await createCommandWorld();
});
afterEach(async () => {
  await world.close();
});

/** The setup file as it is now in the temporary checkout. */
const setupFileText = () => readFileSync(join(world.root, "apps/worker/setup.production.json"), "utf8");

describe("deploy's wrangler calls follow the one output rule", { timeout: 30_000 }, () => {
  it("whoami and auth token go to CLEARWELL_WRANGLER, hidden and without stdin; the OAuth token is shown nowhere", async () => {
    const { cloudflare, setupText } = await prepareDeploy(world, { oldSite: true });
    const ended = await runPiped(world, ["--yes"], "", "deploy");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(
      `Something else already answers at ${DEPLOY_DOMAIN}, and deploying would replace it`,
    );
    const calls = world.wranglerCalls();
    expect(calls.map((call) => call.args.join(" "))).toEqual(["whoami --json", "auth token --json"]);
    for (const call of calls) expect(call.stdinIsTTY).toBe(false);
    // The token was read (the API answered with it) and printed nowhere, not even in part.
    expect(cloudflare.calls).toContain("GET /zones");
    expect(showsPartOf(printedText(ended), DEPLOY_OAUTH_TOKEN)).toBe(false);
    expect(setupFileText()).toBe(setupText);
  });
});

describe("deploy's printed errors", { timeout: 30_000 }, () => {
  it("have every secret deploy knows redacted: CLOUDFLARE_API_TOKEN and the secrets file's values", async () => {
    await prepareDeploy(world);
    const token = "cfApiTokenFromTheEnvironment_8Jd3";
    Object.assign(world.env, {
      CLOUDFLARE_API_TOKEN: token,
      FAKE_WRANGLER_MODE: "fail",
      FAKE_WRANGLER_STDERR: `✘ [ERROR] A request failed: the proxy echoed "Bearer ${token}" and "${DEPLOY_SECRETS.RESEND_API_KEY}".`,
    });
    const ended = await runPiped(world, ["--yes"], "", "deploy");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(
      "Could not find out who is signed in to Cloudflare: `wrangler whoami --json` failed (exit 1):\n",
    );
    expect(ended.stderr).toContain('the proxy echoed "Bearer [redacted]" and "[redacted]".');
    expect(printedText(ended)).not.toContain(token);
    expect(printedText(ended)).not.toContain(DEPLOY_SECRETS.RESEND_API_KEY);
  });
});

describe("--help", { timeout: 30_000 }, () => {
  it("lists the flags and how deploy signs in and chooses the account, and touches nothing", async () => {
    const ended = await runPiped(world, ["--help"], "", "deploy");
    expect(ended.code).toBe(0);
    for (const text of [
      "--dry-run",
      "--yes",
      "--replace-existing-site",
      "CLOUDFLARE_API_TOKEN",
      "CLOUDFLARE_ACCOUNT_ID",
    ]) {
      expect(ended.stdout).toContain(text);
    }
    expect(world.wranglerCalls()).toEqual([]);
  });
});

describe("wrangler missing", { timeout: 30_000 }, () => {
  it("says to run pnpm install, in one message", async () => {
    await prepareDeploy(world);
    world.env.CLEARWELL_WRANGLER = join(world.root, "no-such-wrangler");
    const ended = await runPiped(world, ["--yes"], "", "deploy");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(
      `\`wrangler whoami --json\` failed (exit 127):\nwrangler could not be started (${world.env.CLEARWELL_WRANGLER}: ENOENT). Run \`pnpm install\` at the repository's root (it installs apps/worker's wrangler), or fix CLEARWELL_WRANGLER, then run the command again.`,
    );
  });
});

describe("on a terminal (a pseudo-terminal)", { timeout: 30_000 }, () => {
  it("Ctrl-C at the existing-site question: one line, exit 130, nothing uploaded or written", async () => {
    const { cloudflare, setupText } = await prepareDeploy(world, { oldSite: true });
    const terminal = runOnTerminal(world, [], "deploy");
    await terminal.waitFor("Replace it with this site");
    terminal.type("\x03");
    expect(await terminal.ended).toBe(130);
    const screen = plain(terminal.screen());
    expect(screen).toContain(`DNS A record ${DEPLOY_DOMAIN} -> 192.0.2.10`);
    expect(screen.split(CANCELLED)).toHaveLength(2); // once
    expect(screen.trim().endsWith(CANCELLED)).toBe(true);
    expect(screen).not.toMatch(/Unexpected error|Warning|Error|at .+\.[jt]s:\d+/);
    expect(showsPartOf(terminal.screen(), DEPLOY_OAUTH_TOKEN)).toBe(false);
    // The question came after the preflight's reads and before anything else.
    expect(world.wranglerCalls().map((call) => call.args.join(" "))).toEqual([
      "whoami --json",
      "auth token --json",
    ]);
    expect(cloudflare.calls.every((call) => call.startsWith("GET "))).toBe(true);
    expect(setupFileText()).toBe(setupText);
    expect(existsSync(join(world.root, "apps/worker/wrangler.production.jsonc"))).toBe(false);
  });
});
