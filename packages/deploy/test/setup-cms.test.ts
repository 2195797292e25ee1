import { describe, expect, it } from "vitest";
import { productionConfig } from "../src/production-config.ts";
import { createWorld, RESEND_KEY } from "./fakes.ts";
import { answersOf, BASE, printed, secretsOf, setup } from "./run-setup.ts";

const CLIENT_ID = "Ov23liClearwellTest01";
const CLIENT_SECRET = "5f0c3a9e1b7d24c68e0a9f3b1c5d7e2a4b6c8d0e";
const NO_EXTRAS = ["--no-turnstile", "--no-access", "--no-webhook", "--no-chat-webhook"];
const ENV = { RESEND_API_KEY: RESEND_KEY, GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET };

describe("the site editor's GitHub sign-in", () => {
  it("takes the client id from its flag and the secret from GITHUB_OAUTH_CLIENT_SECRET; the deploy's config gets the id", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, ...NO_EXTRAS, "--github-client-id", CLIENT_ID], ENV)).toBe(0);
    expect(secretsOf(world).GITHUB_OAUTH_CLIENT_SECRET).toBe(CLIENT_SECRET);
    expect(answersOf(world).cms).toEqual({ clientId: CLIENT_ID });
    expect(printed(world)).not.toContain(CLIENT_SECRET);
    const config = productionConfig(
      '{ "name": "clearwell", "vars": { "GITHUB_OAUTH_CLIENT_ID": "" } }',
      answersOf(world),
    );
    expect(config).toContain(`"GITHUB_OAUTH_CLIENT_ID": "${CLIENT_ID}"`);

    // A re-run keeps both without being told again.
    expect(await setup(world, ["--yes"], { RESEND_API_KEY: RESEND_KEY })).toBe(0);
    expect(secretsOf(world).GITHUB_OAUTH_CLIENT_SECRET).toBe(CLIENT_SECRET);
    expect(printed(world)).toContain(`✓ Keeping the site editor's GitHub sign-in (OAuth app ${CLIENT_ID}).`);
  });

  it("on a terminal: says how to make the OAuth app, then asks the id and the secret (masked)", async () => {
    const world = createWorld();
    world.script.answers.push(true, CLIENT_ID, CLIENT_SECRET);
    const argv = [
      "--domain",
      "clearwell-interiors.example",
      "--from",
      "inquiries@clearwell-interiors.example",
    ];
    argv.push("--recipients", "hello@clearwell-interiors.example");
    expect(await setup(world, [...argv, ...NO_EXTRAS])).toBe(0);
    expect(world.script.asked.slice(-3)).toEqual([
      "Let the owner sign in to the site editor (/admin/content) with GitHub (needs a GitHub OAuth app)?",
      "The GitHub OAuth app's Client ID",
      "The GitHub OAuth app's client secret",
    ]);
    expect(printed(world)).toContain(
      "Authorization callback URL: https://clearwell-interiors.example/api/cms/callback",
    );
    expect(secretsOf(world).GITHUB_OAUTH_CLIENT_SECRET).toBe(CLIENT_SECRET);
  });

  it("is off by default under --yes, and --no-cms says how to delete the secret already uploaded", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, ...NO_EXTRAS])).toBe(0);
    expect(secretsOf(world).GITHUB_OAUTH_CLIENT_SECRET).toBeUndefined();
    expect(answersOf(world).cms).toBeUndefined();

    expect(await setup(world, [...BASE, ...NO_EXTRAS, "--github-client-id", CLIENT_ID], ENV)).toBe(0);
    expect(await setup(world, ["--yes", "--no-cms"], { RESEND_API_KEY: RESEND_KEY })).toBe(0);
    expect(secretsOf(world).GITHUB_OAUTH_CLIENT_SECRET).toBeUndefined();
    expect(answersOf(world).declined).toContain("cms");
    expect(printed(world)).toContain("pnpm exec wrangler secret delete GITHUB_OAUTH_CLIENT_SECRET");
  });

  it("with --cms --yes and no secret: one sentence naming the flag and the variable", async () => {
    const world = createWorld();
    const argv = [...BASE, ...NO_EXTRAS, "--cms", "--github-client-id", CLIENT_ID];
    expect(await setup(world, argv)).toBe(1);
    expect(printed(world)).toContain("needs --github-client-id <id> and GITHUB_OAUTH_CLIENT_SECRET");
    expect(world.files.texts.has(world.paths.secrets)).toBe(false);
  });

  it("refuses a secret that does not look like GitHub's without quoting it", async () => {
    const world = createWorld();
    const env = { RESEND_API_KEY: RESEND_KEY, GITHUB_OAUTH_CLIENT_SECRET: "not a secret $value" };
    expect(await setup(world, [...BASE, ...NO_EXTRAS, "--github-client-id", CLIENT_ID], env)).toBe(1);
    expect(printed(world)).toContain("does not look like one");
    expect(printed(world)).not.toContain("$value");
  });
});
