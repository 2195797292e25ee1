import { describe, expect, it } from "vitest";
import { CommandError } from "../src/errors.ts";
import { parseSetupArgs, SETUP_USAGE } from "../src/setup-options.ts";

/** The message `parseSetupArgs(argv)` refuses with. */
function refusal(argv: string[]): string {
  try {
    parseSetupArgs(argv, {});
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    return (error as Error).message;
  }
  throw new Error(`not refused: ${argv.join(" ")}`);
}

describe("secrets come from the environment or the prompt, never a flag (docs/reference.md#setups-secrets-questions-and-output)", () => {
  const SECRET = "s3cret-value-typed-on-the-command-line";

  it.each([
    ["--resend-key", "RESEND_API_KEY"],
    ["--access-token", "CLOUDFLARE_ACCESS_API_TOKEN"],
    ["--webhook-secret", "RESEND_WEBHOOK_SECRET"],
    ["--chat-webhook", "CHAT_WEBHOOK_URL"],
  ])("%s is refused with one sentence naming %s, and the value is not repeated", (flag, variable) => {
    for (const argv of [
      ["--yes", flag, SECRET],
      [`${flag}=${SECRET}`],
      [flag], // without its value
    ]) {
      const message = refusal(argv);
      expect(message).toBe(
        `${flag} is refused, since a secret on the command line shows in \`ps\`, the shell's history and CI job files: set ${variable} in the environment instead, or leave it out and setup asks for it without showing what you type.`,
      );
      expect(message).not.toContain(SECRET);
    }
  });

  it("reads each secret from its environment variable", () => {
    const options = parseSetupArgs([], {
      RESEND_API_KEY: "re_from_env",
      CLOUDFLARE_ACCESS_API_TOKEN: "cf_from_env",
      RESEND_WEBHOOK_SECRET: "whsec_from_env",
      CHAT_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/X",
    });
    expect(options).toMatchObject({
      resendKey: "re_from_env",
      accessToken: "cf_from_env",
      webhookSecret: "whsec_from_env",
      chatWebhook: "https://hooks.slack.com/services/T/B/X",
    });
  });

  it("--no-chat-webhook still says none, whatever CHAT_WEBHOOK_URL holds", () => {
    expect(parseSetupArgs(["--no-chat-webhook"], { CHAT_WEBHOOK_URL: "https://x.example" }).chatWebhook).toBe(
      false,
    );
  });

  it("an argument without a flag is refused without being shown (it may be a secret pasted in the wrong place)", () => {
    const message = refusal(["--yes", SECRET]);
    expect(message).toMatch(/^setup takes flags only: an argument without a flag \(not shown here/);
    expect(message).not.toContain(SECRET);
  });

  it("--help names the environment variables and no secret flag", () => {
    for (const variable of [
      "RESEND_API_KEY",
      "CLOUDFLARE_ACCESS_API_TOKEN",
      "RESEND_WEBHOOK_SECRET",
      "CHAT_WEBHOOK_URL",
    ]) {
      expect(SETUP_USAGE).toContain(variable);
    }
    expect(SETUP_USAGE).toContain("a secret\ngiven as a flag is refused");
    expect(SETUP_USAGE).not.toMatch(/--resend-key|--access-token|--webhook-secret|--chat-webhook </);
  });

  it("skips the `--` that `pnpm run setup -- --yes` passes", () => {
    expect(parseSetupArgs(["--", "--yes", "--domain", "a.example"], {})).toMatchObject({
      yes: true,
      domain: "a.example",
    });
  });
});
