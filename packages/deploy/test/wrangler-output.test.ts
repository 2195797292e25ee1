import { describe, expect, it } from "vitest";
import { createKnownSecrets, REDACTED } from "../src/redaction.ts";
import type { CommandResult, Wrangler } from "../src/seams.ts";
import { runWrangler, wranglerJson, wranglerOutputShown } from "../src/wrangler-calls.ts";

/** A wrangler that answers every call with `result`. */
const answering =
  (result: CommandResult): Wrangler =>
  async () =>
    result;

const failure = (what: string, wrangler: Wrangler, args: string[]) =>
  wranglerJson(wrangler, args, what).then(
    () => {
      throw new Error("did not fail");
    },
    (error: Error) => error.message,
  );

describe("the one rule for wrangler's output (docs/reference.md#setups-secrets-questions-and-output)", () => {
  it("shows only deploy's own progress; never --json, never a command that may print a secret", () => {
    for (const args of [
      ["deploy", "--config", "wrangler.production.jsonc", "--secrets-file", ".secrets.production"],
      ["deploy", "--dry-run", "--config", "wrangler.production.jsonc", "--outdir", ".wrangler/dry-run"],
      ["d1", "create", "clearwell-inquiries"],
      ["d1", "migrations", "apply", "DB", "--remote", "--config", "wrangler.production.jsonc"],
    ]) {
      expect(wranglerOutputShown(args), args.join(" ")).toBe(true);
    }
    for (const args of [
      ["turnstile", "widget", "create", "clearwell x", "--domain", "x", "--mode", "managed", "--json"],
      ["turnstile", "widget", "get", "0x4AAAA", "--json"],
      ["turnstile", "widget", "get", "0x4AAAA"], // prints the secret without --json too
      ["turnstile", "widget", "list", "--json"],
      ["d1", "list", "--json"],
      ["whoami", "--json"],
      ["secret", "list"],
      ["deploy", "--json"],
      ["something", "new"],
    ]) {
      expect(wranglerOutputShown(args), args.join(" ")).toBe(false);
    }
  });
});

describe("wrangler's failures", () => {
  it("quote wrangler's stderr whole (the hint after a long list included), never its stdout", async () => {
    const stderr = [
      "✘ [ERROR] More than one account available but unable to select one in non-interactive mode.",
      ...Array.from({ length: 8 }, (_, index) => `  \`Account ${index}\`: \`acc${index}\``),
      "Please set the appropriate `account_id` in your Wrangler configuration file or assign it to the `CLOUDFLARE_ACCOUNT_ID` environment variable.",
    ].join("\n");
    const message = await runWrangler(
      answering({ code: 1, stdout: '{"secret":"0x4AAAAstdoutSecret"}', stderr }),
      ["turnstile", "widget", "list", "--json"],
      "list the Turnstile widgets",
    ).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(message).toBe(
      `Could not list the Turnstile widgets: \`wrangler turnstile widget list --json\` failed (exit 1):\n${stderr}`,
    );
    expect(message).not.toContain("0x4AAAAstdoutSecret");
  });

  it("say so when wrangler wrote no error text, still without its stdout", async () => {
    const message = await failure(
      "read the widget",
      answering({ code: 2, stdout: "secret: 0x4AAAAstdoutSecret", stderr: "" }),
      ["turnstile", "widget", "get", "k", "--json"],
    );
    expect(message).toContain("failed (exit 2):\n(wrangler wrote no error text)");
    expect(message).not.toContain("0x4AAAAstdoutSecret");
  });

  it("output that is not JSON: says what could not be read, never the text (nor JSON.parse's quote of it)", async () => {
    const secret = "0x4AAAAbrokenJsonSecret";
    const message = await failure(
      "create the Turnstile widget",
      answering({
        code: 0,
        stdout: `{\n  "sitekey": "0x4AAAAsite",\n  "secret": "${secret}",\n`,
        stderr: "",
      }),
      ["turnstile", "widget", "create", "clearwell x", "--json"],
    );
    expect(message).toMatch(
      /^Could not create the Turnstile widget: the output of `wrangler turnstile widget create clearwell x --json` could not be read as JSON \(not shown here, since it may hold a secret\)/,
    );
    expect(message).not.toContain(secret);
    expect(message).not.toContain("sitekey");
  });
});

describe("not signed in", () => {
  const run = (stderr: string, stdout = "") =>
    runWrangler(
      answering({ code: 1, stdout, stderr }),
      ["d1", "list", "--json"],
      "list the D1 databases",
    ).then(
      () => "",
      (error: Error) => error.message,
    );
  const SIGN_IN =
    "Could not list the D1 databases: wrangler is not signed in to Cloudflare. Run `cd apps/worker && pnpm exec wrangler login` (or set CLOUDFLARE_API_TOKEN), then run the command again.";

  it("is what wrangler 4.164 prints when nobody is signed in, or the login expired", async () => {
    for (const stderr of [
      "✘ [ERROR] Not logged in. Could not authenticate because no credentials were found and the environment is non-interactive. Set a CLOUDFLARE_API_TOKEN environment variable or run `wrangler login` in an interactive terminal first.\nRun `wrangler whoami` to check your current authentication status.",
      "✘ [ERROR] Not logged in. Your auth token has expired and could not be refreshed, and the environment is non-interactive. Run `wrangler login` in an interactive terminal or set a CLOUDFLARE_API_TOKEN.",
      "✘ [ERROR] Not logged in. Please run `wrangler login` to authenticate.",
      "✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work. Please go to https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ for instructions on how to create an api token, and assign its value to CLOUDFLARE_API_TOKEN.",
    ]) {
      expect(await run(stderr), stderr).toBe(SIGN_IN);
    }
    expect(await run("", "You are not authenticated. Please run `wrangler login`.")).toBe(SIGN_IN);
  });

  it("is not a message that only mentions CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID or wrangler login: that is quoted whole", async () => {
    for (const stderr of [
      "✘ [ERROR] More than one account available but unable to select one in non-interactive mode.\nPlease set the appropriate account ID in your Wrangler configuration file or assign it to the `CLOUDFLARE_ACCOUNT_ID` environment variable.\nAvailable accounts are (`<name>`: `<account_id>`):\n  `Clearwell`: `acc0123456789`\n  `Agency`: `acc-agency`",
      "✘ [ERROR] Failed to automatically retrieve account IDs for the logged in user.\nYou may have incorrect permissions on your API token, or an environment variable such as CLOUDFLARE_API_TOKEN, CLOUDFLARE_API_KEY, or CLOUDFLARE_EMAIL may be set to an invalid value.\nCheck your environment and unset or correct any Cloudflare credential variables, or run `wrangler login` to re-authenticate.",
      "✘ [ERROR] Not logged in. Your auth token has expired and could not be refreshed because the Cloudflare auth server could not be reached. This is usually a network problem (connectivity, proxy, or IPv6), not an invalid login: your stored credentials were left unchanged. Check your connection and try again.",
    ]) {
      expect(await run(stderr)).toBe(
        `Could not list the D1 databases: \`wrangler d1 list --json\` failed (exit 1):\n${stderr}`,
      );
    }
  });
});

describe("known secrets, the second safety net", () => {
  it("are replaced wherever they appear; short values and undefined are not secrets", () => {
    const secrets = createKnownSecrets();
    secrets.add("re_full_access_key_123", undefined, "short", " whsec_padded_secret ");
    expect(secrets.redact("key re_full_access_key_123 and whsec_padded_secret; short stays")).toBe(
      `key ${REDACTED} and ${REDACTED}; short stays`,
    );
  });

  it("a secret containing another is replaced whole", () => {
    const secrets = createKnownSecrets();
    secrets.add("abcdefgh", "abcdefgh-and-more");
    expect(secrets.redact("abcdefgh-and-more")).toBe(REDACTED);
  });
});
