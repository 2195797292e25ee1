/**
 * The real `pnpm run setup` entry point in a child process (run-command.ts): on a pseudo-terminal,
 * with answers piped in, with secrets given as flags, and with a fake wrangler that prints a
 * Turnstile widget's secret. What the operator's terminal (or CI's log) shows is checked as text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inputEndedMessage } from "../src/prompts.ts";
import {
  type CommandWorld,
  createCommandWorld,
  ENV_KEY,
  plain,
  printedText,
  runOnTerminal,
  runPiped,
  showsPartOf,
  TYPED_KEY,
  WIDGET_SECRET,
} from "./run-command.ts";

const DOMAIN = "clearwell-interiors.example";
const FLAGS = ["--domain", DOMAIN, "--from", `inquiries@${DOMAIN}`, "--recipients", `hello@${DOMAIN}`];
const CANCELLED = "Setup cancelled: nothing was written.";
/** A chat webhook URL: a credential, its path the secret part. */
const CHAT_SECRET_PART = "T0CHATSECRET/B0CHATSECRET/XoXoChatToken9";
const CHAT_URL = `https://hooks.slack.com/services/${CHAT_SECRET_PART}`;
/** A GitHub OAuth app's client secret (40 hex digits, as GitHub makes them). */
const GITHUB_SECRET = "5f0c3a9e1b7d24c68e0a9f3b1c5d7e2a4b6c8d0e";
const GITHUB_CLIENT_ID = "Ov23liClearwellTest01";

let world: CommandWorld;
beforeEach(async () => {
  world = await createCommandWorld();
});
afterEach(async () => {
  await world.close();
});

describe("on a terminal (a pseudo-terminal)", { timeout: 30_000 }, () => {
  it("a typed Resend key and chat webhook URL never reach the screen; they reach the secrets file", async () => {
    const terminal = runOnTerminal(world, [
      ...FLAGS,
      "--no-webhook",
      "--turnstile",
      "--no-access",
      "--no-cms",
    ]);
    await terminal.waitFor("Resend API key");
    terminal.type(TYPED_KEY);
    terminal.type("\r");
    await terminal.waitFor("webhook URL for new inquiries");
    terminal.type(CHAT_URL);
    terminal.type("\r");
    expect(await terminal.ended).toBe(0);

    const screen = terminal.screen();
    expect(showsPartOf(screen, TYPED_KEY)).toBe(false);
    expect(showsPartOf(screen, CHAT_SECRET_PART)).toBe(false);
    expect(plain(screen)).not.toContain("hooks.slack.com");
    expect(plain(screen)).not.toContain(WIDGET_SECRET);
    expect(plain(screen)).toContain("✓ Wrote apps/worker/.secrets.production");
    const secrets = world.secrets();
    expect(secrets.RESEND_API_KEY).toBe(TYPED_KEY);
    expect(JSON.parse(secrets.NOTIFY_WEBHOOKS ?? "")).toEqual([
      { name: "chat", url: CHAT_URL, format: "slack" },
    ]);
    expect(secrets.TURNSTILE_SECRET_KEY).toBe(WIDGET_SECRET);
    // wrangler's calls ran hidden, without the terminal, and without the secrets in their environment.
    const calls = world.wranglerCalls();
    expect(calls.map((call) => call.args.slice(0, 3).join(" "))).toEqual([
      "turnstile widget list",
      "turnstile widget create",
    ]);
    for (const call of calls) expect(call).toMatchObject({ stdinIsTTY: false, secretNames: [] });
  });

  it("the GitHub OAuth app's client secret is asked masked: nothing of it reaches the screen", async () => {
    world.env.RESEND_API_KEY = ENV_KEY;
    const args = [...FLAGS, "--no-webhook", "--no-turnstile", "--no-chat-webhook", "--no-access"];
    const terminal = runOnTerminal(world, args);
    await terminal.waitFor("sign in to the site editor");
    terminal.type("y");
    terminal.type("\r");
    await terminal.waitFor("Client ID");
    terminal.type(GITHUB_CLIENT_ID);
    terminal.type("\r");
    await terminal.waitFor("input is masked");
    terminal.type(GITHUB_SECRET);
    terminal.type("\r");
    expect(await terminal.ended).toBe(0);
    const screen = terminal.screen();
    expect(plain(screen)).toContain(`https://${DOMAIN}/api/cms/callback`);
    expect(plain(screen)).toContain("[input is masked]");
    expect(showsPartOf(screen, GITHUB_SECRET)).toBe(false);
    expect(world.secrets().GITHUB_OAUTH_CLIENT_SECRET).toBe(GITHUB_SECRET);
    const answers = JSON.parse(readFileSync(join(world.root, "apps/worker/setup.production.json"), "utf8"));
    expect(answers.cms).toEqual({ clientId: GITHUB_CLIENT_ID });
  });

  it("Ctrl-C at a question: one line, a non-zero exit, nothing written", async () => {
    const terminal = runOnTerminal(world, [...FLAGS, "--no-webhook", "--no-turnstile", "--no-access"]);
    await terminal.waitFor("Resend API key");
    terminal.type(TYPED_KEY.slice(0, 10));
    terminal.type("\x03");
    expect(await terminal.ended).toBe(130);
    const screen = plain(terminal.screen());
    expect(screen.split(CANCELLED)).toHaveLength(2); // once
    expect(screen.trim().endsWith(CANCELLED)).toBe(true);
    expect(screen).not.toMatch(/Warning|Error|at .+\.[jt]s:\d+/);
    expect(world.written()).toEqual([]);
  });

  it("Ctrl-D (end of input) at a question ends the same way, never with a Node warning", async () => {
    const terminal = runOnTerminal(world, []);
    await terminal.waitFor("The site's domain");
    terminal.type("\x04");
    expect(await terminal.ended).toBe(130);
    const screen = plain(terminal.screen());
    expect(screen.trim().endsWith(CANCELLED)).toBe(true);
    expect(screen).not.toContain("Warning");
    expect(world.written()).toEqual([]);
  });
});

describe("answers piped in (no terminal)", { timeout: 30_000 }, () => {
  it("one line per question, in order, completes a setup; the piped key is printed nowhere", async () => {
    const lines = [
      DOMAIN, // the domain
      "", // the sender: the default
      `hello@${DOMAIN}`, // the recipients
      TYPED_KEY, // the Resend key
      "y", // the delivery-events webhook
      "n", // Turnstile
      "", // no chat webhook
      "n", // Access with a token
      "", // the team domain: later
      "n", // the site editor's GitHub sign-in
    ];
    const ended = await runPiped(world, [], `${lines.join("\n")}\n`);
    expect(ended.stderr).toBe("");
    expect(ended.code).toBe(0);
    expect(showsPartOf(printedText(ended), TYPED_KEY)).toBe(false);
    expect(world.written()).toEqual([".secrets.production", "setup.production.json"]);
    expect(world.secrets()).toMatchObject({ RESEND_API_KEY: TYPED_KEY });
    expect(world.secrets().RESEND_WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect(world.resend.standIn.webhooks()).toHaveLength(1);
  });

  it("a piped client secret reaches the secrets file and is printed nowhere", async () => {
    world.env.RESEND_API_KEY = ENV_KEY;
    const args = [...FLAGS, "--no-webhook", "--no-turnstile", "--no-chat-webhook", "--no-access", "--cms"];
    const ended = await runPiped(world, args, `${GITHUB_CLIENT_ID}\n${GITHUB_SECRET}\n`);
    expect(ended.stderr).toBe("");
    expect(ended.code).toBe(0);
    expect(showsPartOf(printedText(ended), GITHUB_SECRET)).toBe(false);
    expect(world.secrets().GITHUB_OAUTH_CLIENT_SECRET).toBe(GITHUB_SECRET);
  });

  it("too few lines: the one sentence, exit 1, no Node warning, nothing written", async () => {
    const ended = await runPiped(world, [], `${DOMAIN}\n`);
    expect(ended.code).toBe(1);
    expect(ended.stderr.trim()).toBe(
      `✗ ${inputEndedMessage(`Sender address (its domain verified at Resend) [inquiries@${DOMAIN}]`)}`,
    );
    expect(printedText(ended)).not.toContain("Warning");
    expect(world.written()).toEqual([]);
  });

  it("no input at all (</dev/null, CI without --yes): the same sentence, exit 1", async () => {
    const ended = await runPiped(world, [], "");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain("The input ended before the question \"The site's domain");
    expect(ended.stderr).toContain("`pnpm run setup --yes` with flags and the environment variables");
    expect(printedText(ended)).not.toContain("Warning");
  });

  it("`printf 'example.com\\n\\n\\n' | pnpm run setup`: a specific message and exit 1, not exit 13", async () => {
    const ended = await runPiped(world, [], "example.com\n\n\n");
    expect(ended.code).toBe(1);
    expect(ended.stderr.trim()).toBe(
      '✗ No answer to "Who receives the inquiries (comma-separated; the first is the default)": run setup again when you have it.',
    );
    expect(printedText(ended)).not.toContain("Warning");
  });
});

describe("a secret given as a flag", { timeout: 30_000 }, () => {
  it.each([
    ["--resend-key", "RESEND_API_KEY", TYPED_KEY],
    ["--access-token", "CLOUDFLARE_ACCESS_API_TOKEN", "cf-token-on-the-command-line"],
    ["--webhook-secret", "RESEND_WEBHOOK_SECRET", "whsec_on_the_command_line"],
    ["--chat-webhook", "CHAT_WEBHOOK_URL", CHAT_URL],
    ["--github-client-secret", "GITHUB_OAUTH_CLIENT_SECRET", GITHUB_SECRET],
  ])("%s is refused, naming %s, its value printed nowhere", async (flag, variable, value) => {
    const ended = await runPiped(world, ["--yes", ...FLAGS, flag, value], "");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`${flag} is refused`);
    expect(ended.stderr).toContain(`set ${variable} in the environment instead`);
    expect(printedText(ended)).not.toContain(value);
    expect(world.written()).toEqual([]);
    expect(world.wranglerCalls()).toEqual([]);
  });
});

describe("wrangler output that holds a secret", { timeout: 30_000 }, () => {
  const TURNSTILE = ["--yes", ...FLAGS, "--no-webhook", "--turnstile", "--no-access"];

  it("the Turnstile widget's secret, printed by `widget create` and `widget get`, appears in no output", async () => {
    world.env.RESEND_API_KEY = ENV_KEY;
    const first = await runPiped(world, TURNSTILE, "");
    expect(first.code).toBe(0);
    expect(printedText(first)).not.toContain(WIDGET_SECRET);
    expect(world.secrets().TURNSTILE_SECRET_KEY).toBe(WIDGET_SECRET);

    const again = await runPiped(world, ["--yes"], ""); // reads the widget back: `widget get`
    expect(again.code).toBe(0);
    expect(world.wranglerCalls().at(-1)?.args.slice(0, 3)).toEqual(["turnstile", "widget", "get"]);
    expect(printedText(again)).not.toContain(WIDGET_SECRET);
    expect(printedText(first) + printedText(again)).not.toContain(ENV_KEY);
  });

  it("broken JSON around the secret: says it could not read it, and shows none of it", async () => {
    world.env.RESEND_API_KEY = ENV_KEY;
    world.env.FAKE_WRANGLER_MODE = "broken-json";
    const ended = await runPiped(world, TURNSTILE, "");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(
      "Could not create the Turnstile widget: the output of `wrangler turnstile widget create",
    );
    expect(ended.stderr).toContain("could not be read as JSON (not shown here, since it may hold a secret)");
    expect(printedText(ended)).not.toContain(WIDGET_SECRET);
    expect(printedText(ended)).not.toContain("sitekey");
    expect(world.written()).toEqual([]);
  });

  it("wrangler's error text is shown whole, with any secret the command knows redacted", async () => {
    world.env.RESEND_API_KEY = ENV_KEY;
    world.env.FAKE_WRANGLER_MODE = "fail";
    const accounts = Array.from({ length: 8 }, (_, index) => `  \`Account ${index}\`: \`acc${index}\``);
    world.env.FAKE_WRANGLER_STDERR = [
      `✘ [ERROR] A request failed (it echoed ${ENV_KEY}).`,
      "More than one account available but unable to select one in non-interactive mode.",
      ...accounts,
      "Please assign the account to the `CLOUDFLARE_ACCOUNT_ID` environment variable.",
    ].join("\n");
    const ended = await runPiped(world, TURNSTILE, "");
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain("(it echoed [redacted]).");
    expect(ended.stderr).toContain(accounts.join("\n"));
    expect(ended.stderr).toContain("to the `CLOUDFLARE_ACCOUNT_ID` environment variable.");
    expect(printedText(ended)).not.toContain(ENV_KEY);
  });
});
