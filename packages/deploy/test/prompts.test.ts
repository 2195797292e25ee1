import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { CommandError } from "../src/errors.ts";
import { inputEndedMessage, linePrompt } from "../src/prompts.ts";
import { createKnownSecrets, REDACTED } from "../src/redaction.ts";

/** A line prompt reading `text` (ended), and what it printed. */
function piped(text: string, { end = true } = {}) {
  const input = new PassThrough();
  const printed: string[] = [];
  const secrets = createKnownSecrets();
  const prompt = linePrompt(input, (line) => printed.push(line), secrets);
  input.write(text);
  if (end) input.end();
  return { prompt, printed, secrets, input };
}

describe("without a terminal: one piped line per question, in order", () => {
  it("every line goes to its own question, however the input arrived", async () => {
    const { prompt, printed } = piped("example.com\r\n\nyes\nN\n  spaced  \n");
    expect(await prompt.ask("Domain")).toBe("example.com");
    expect(await prompt.ask("Sender [x]")).toBe("");
    expect(await prompt.confirm("Webhook?", false)).toBe(true);
    expect(await prompt.confirm("Turnstile?", true)).toBe(false);
    expect(await prompt.ask("Recipients")).toBe("spaced");
    expect(printed).toEqual([
      "? Domain\n",
      "? Sender [x]\n",
      "? Webhook? [y/N]\n",
      "? Turnstile? [Y/n]\n",
      "? Recipients\n",
    ]);
  });

  it("an empty line is the yes/no default; another word is refused without being quoted", async () => {
    const { prompt } = piped("\nre_pasted_in_the_wrong_place\n");
    expect(await prompt.confirm("Webhook?", true)).toBe(true);
    const error = await prompt.confirm("Turnstile?", false).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as Error).message).toBe('The answer to "Turnstile?" is not y or n.');
  });

  it("input that ends before the questions do: one sentence naming --yes and the environment variables", async () => {
    const { prompt } = piped("example.com\n");
    expect(await prompt.ask("Domain")).toBe("example.com");
    const error = await prompt.ask("Sender").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as Error).message).toBe(inputEndedMessage("Sender"));
    expect(inputEndedMessage("Sender")).toMatch(
      /^The input ended before the question "Sender": .*`pnpm run setup --yes` with flags and the environment variables for the secrets[^.]*\.$/,
    );
    // And every later question too, at once.
    await expect(prompt.confirm("More?", true)).rejects.toThrow("The input ended");
  });

  it("waits for a line not yet written", async () => {
    const { prompt, input } = piped("", { end: false });
    const answer = prompt.ask("Domain");
    input.write("late.example\n");
    expect(await answer).toBe("late.example");
    input.end();
  });

  it("a secret answer is printed nowhere and becomes a known secret", async () => {
    const { prompt, printed, secrets } = piped("re_piped_key_0123456\n");
    expect(await prompt.ask("Resend API key", { secret: true })).toBe("re_piped_key_0123456");
    expect(printed.join("")).not.toContain("re_piped_key");
    expect(secrets.redact("got re_piped_key_0123456")).toBe(`got ${REDACTED}`);
  });
});
