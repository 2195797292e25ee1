import { describe, expect, it } from "vitest";
import { formatSetup } from "../src/setup-file.ts";
import { createWorld, RESEND_KEY, SENDING_ONLY_KEY, type World } from "./fakes.ts";
import { answersOf, BASE, printed, secretsOf, setup } from "./run-setup.ts";

describe("a first setup with --yes", () => {
  it("checks the key, creates the delivery-events webhook with the worker's events, and writes both files", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, "--no-turnstile", "--no-access"])).toBe(0);

    const [webhook, ...more] = world.resend.webhooks();
    expect(more).toEqual([]);
    expect(webhook?.endpoint).toBe("https://clearwell-interiors.example/api/webhooks/resend");
    expect(webhook?.events).toEqual([
      "email.delivered",
      "email.bounced",
      "email.complained",
      "email.delivery_delayed",
    ]);

    expect(secretsOf(world)).toEqual({
      RESEND_API_KEY: RESEND_KEY,
      FORM_TOKEN_SECRET: Buffer.from(Array.from({ length: 32 }, (_, index) => index)).toString("base64url"),
      RESEND_WEBHOOK_SECRET: webhook?.signing_secret,
    });
    expect(world.files.modes.get(world.paths.secrets)).toBe(0o600);
    expect(answersOf(world)).toMatchObject({
      domain: "clearwell-interiors.example",
      from: "inquiries@clearwell-interiors.example",
      recipients: ["hello@clearwell-interiors.example"],
      allowedOrigins: ["https://clearwell-interiors.example"],
      resend: { domainStatus: "verified", webhookId: webhook?.id },
    });
    // The secrets file first, the setup file last: a setup file means a finished run.
    expect(world.files.writes).toEqual([world.paths.secrets, world.paths.setup]);
    expect(printed(world)).toContain("clearwell-interiors.example is verified at Resend");
  });

  it("never prints the API key, and asks nothing", async () => {
    const world = createWorld();
    await setup(world, [...BASE, "--no-turnstile", "--no-access"]);
    expect(printed(world)).not.toContain(RESEND_KEY);
    expect(world.script.asked).toEqual([]);
  });
});

describe("a second run", () => {
  it("reuses the webhook (no second one), the secrets and the answers, without a question", async () => {
    const world = createWorld();
    await setup(world, [...BASE, "--no-turnstile", "--no-access"]);
    const first = { secrets: secretsOf(world), answers: answersOf(world) };
    world.output.length = 0;

    expect(await setup(world, [], {})).toBe(0);
    expect(world.resend.webhooks()).toHaveLength(1);
    expect(secretsOf(world)).toEqual(first.secrets);
    expect(answersOf(world)).toEqual(first.answers);
    expect(world.script.asked).toEqual([]);
    expect(printed(world)).toContain("Reusing the Resend webhook");
  });

  it("keeps a webhook whose secret is lost only with the secret pasted from Resend's dashboard", async () => {
    const world = createWorld();
    await setup(world, [...BASE, "--no-turnstile", "--no-access"]);
    const secret = secretsOf(world).RESEND_WEBHOOK_SECRET;
    world.files.texts.delete(world.paths.secrets);
    world.files.writes.length = 0;

    expect(await setup(world, ["--yes", "--no-turnstile", "--no-access"])).toBe(1);
    expect(printed(world)).toMatch(
      /exists \(.+\), but its signing secret is not in the secrets file.+RESEND_WEBHOOK_SECRET/,
    );
    expect(world.files.writes).toEqual([]);

    expect(
      await setup(world, ["--yes", "--no-turnstile", "--no-access"], {
        RESEND_API_KEY: RESEND_KEY,
        RESEND_WEBHOOK_SECRET: String(secret),
      }),
    ).toBe(0);
    expect(secretsOf(world).RESEND_WEBHOOK_SECRET).toBe(secret);
    expect(world.resend.webhooks()).toHaveLength(1);
  });

  it("keeps deploy's recorded yes to replacing the site at the domain while the domain stays, and drops it with another domain", async () => {
    const world = createWorld();
    await setup(world, [...BASE, "--no-turnstile", "--no-access", "--no-webhook"]);
    const yes = {
      hostname: "clearwell-interiors.example",
      found: ["DNS A record clearwell-interiors.example -> 192.0.2.10"],
    };
    // As deploy records it after the operator's yes.
    world.files.texts.set(world.paths.setup, formatSetup({ ...answersOf(world), replaceExistingSite: yes }));

    expect(await setup(world, ["--yes"])).toBe(0);
    expect(answersOf(world).replaceExistingSite).toEqual(yes);

    const otherDomain = ["--yes", "--domain", "www.clearwell-interiors.example"];
    expect(await setup(world, [...otherDomain, "--from", "inquiries@clearwell-interiors.example"])).toBe(0);
    expect(answersOf(world).domain).toBe("www.clearwell-interiors.example");
    expect(answersOf(world).replaceExistingSite).toBeUndefined();
  });

  it("asks (hidden) for a new Resend key when Resend now refuses the one in the secrets file; under --yes says to set RESEND_API_KEY", async () => {
    const world = createWorld();
    await setup(world, [...BASE, "--no-turnstile", "--no-access"]);
    const text = world.files.texts.get(world.paths.secrets) ?? "";
    world.files.texts.set(world.paths.secrets, text.replace(RESEND_KEY, "re_revoked_key"));
    world.files.writes.length = 0;
    world.output.length = 0;

    expect(await setup(world, ["--yes"], {})).toBe(1);
    expect(printed(world)).toContain(
      "Resend refuses the API key in apps/worker/.secrets.production (403 invalid_api_key)",
    );
    expect(printed(world)).toContain("put the new key in the RESEND_API_KEY environment variable");
    expect(printed(world)).not.toContain("re_revoked_key");
    expect(world.files.writes).toEqual([]);

    const hidden: boolean[] = [];
    const ask = world.seams.prompt.ask;
    world.seams.prompt.ask = (question, options) => {
      hidden.push(options?.secret === true);
      return ask(question, options);
    };
    world.script.answers.push(RESEND_KEY);
    expect(await setup(world, [], {})).toBe(0);
    expect(world.script.asked).toEqual([
      "Resend API key (re_..., from https://resend.com/api-keys, full access)",
    ]);
    expect(hidden).toEqual([true]);
    expect(secretsOf(world).RESEND_API_KEY).toBe(RESEND_KEY);
  });

  it("finishes a half-finished earlier run (secrets but no setup file), keeping its form token secret", async () => {
    const world = createWorld();
    world.files.texts.set(world.paths.secrets, "FORM_TOKEN_SECRET='kept-from-before'\n");
    expect(await setup(world, [...BASE, "--no-turnstile", "--no-access", "--no-webhook"])).toBe(0);
    expect(printed(world)).toContain("An earlier setup did not finish");
    expect(secretsOf(world).FORM_TOKEN_SECRET).toBe("kept-from-before");
  });
});

describe("bad input: a specific message, exit 1, nothing written", () => {
  async function refused(world: World, argv: string[], env?: Record<string, string>) {
    expect(await setup(world, argv, env)).toBe(1);
    expect(world.files.writes).toEqual([]);
    expect(world.resend.webhooks()).toEqual([]);
    expect(printed(world)).not.toMatch(/\n\s+at /); // no stack trace
    return printed(world);
  }

  it("a key Resend does not know (403)", async () => {
    const message = await refused(createWorld(), BASE, { RESEND_API_KEY: "re_wrong" });
    expect(message).toContain("Resend does not accept this API key (403 invalid_api_key)");
    expect(message).toContain("https://resend.com/api-keys");
    expect(message).not.toContain("re_wrong");
  });

  it("a key with sending access only", async () => {
    const message = await refused(createWorld(), BASE, { RESEND_API_KEY: SENDING_ONLY_KEY });
    expect(message).toContain("sending access only");
    expect(message).toContain("Full access");
  });

  it("the sender's domain not on the account, naming the domains that are", async () => {
    const message = await refused(createWorld(), [...BASE, "--from", "hi@other.example"]);
    expect(message).toContain(
      "The sender's domain other.example is not on this Resend account (its domains: clearwell-interiors.example)",
    );
  });

  it("no domain under --yes, and a domain that is not one", async () => {
    expect(await refused(createWorld(), ["--yes"])).toContain("--domain is needed with --yes");
    expect(await refused(createWorld(), ["--yes", "--domain", "not a domain"])).toContain(
      '"not a domain" is not a domain name',
    );
  });

  it("a chat webhook the worker would refuse, with the worker's reason", async () => {
    const message = await refused(createWorld(), [...BASE, "--no-turnstile", "--no-access"], {
      RESEND_API_KEY: RESEND_KEY,
      CHAT_WEBHOOK_URL: "http://hooks.slack.com/services/T/B/X",
    });
    expect(message).toContain("The chat webhook is not usable: NOTIFY_WEBHOOKS[0].url");
  });

  it("a failure in a late step (wrangler not signed in for Turnstile) writes nothing and creates no webhook", async () => {
    const world = createWorld();
    world.wrangler.failures.set("turnstile", {
      code: 1,
      stdout: "",
      stderr: "You are not authenticated. Please run `wrangler login`.",
    });
    const message = await refused(world, [...BASE, "--turnstile", "--no-access"]);
    expect(message).toContain("wrangler is not signed in to Cloudflare");
  });
});

describe("an unverified sender's domain", () => {
  it("says so and lists the DNS records Resend waits for, then finishes", async () => {
    const world = createWorld();
    world.resend.setDomains([{ name: "clearwell-interiors.example", status: "partially_verified" }]);
    expect(await setup(world, [...BASE, "--no-turnstile", "--no-access"])).toBe(0);
    const text = printed(world);
    expect(text).toContain("clearwell-interiors.example is not verified at Resend yet (partially_verified)");
    expect(text).toMatch(/TXT\s+resend\._domainkey\.clearwell-interiors\.example .+ \(DKIM, pending\)/);
    expect(text).not.toMatch(/send\.clearwell-interiors\.example/); // the verified SPF records are not listed
    expect(answersOf(world).resend.domainStatus).toBe("partially_verified");
  });
});
