import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN, ACCOUNT_ID, createWorld, RESEND_KEY, wranglerLines } from "./fakes.ts";
import { answersOf, BASE, printed, secretsOf, setup } from "./run-setup.ts";

describe("Turnstile", () => {
  it("creates a managed widget for the domain with wrangler, keeps its secret; a re-run reads it back", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, "--turnstile", "--no-access"])).toBe(0);
    expect(wranglerLines(world)).toEqual([
      "turnstile widget list --json",
      "turnstile widget create clearwell clearwell-interiors.example --domain clearwell-interiors.example --mode managed --json",
    ]);
    const [widget] = world.wrangler.widgets;
    expect(answersOf(world).turnstile).toEqual({ sitekey: widget?.sitekey });
    expect(secretsOf(world).TURNSTILE_SECRET_KEY).toBe(widget?.secret);

    world.wrangler.calls.length = 0;
    world.files.texts.delete(world.paths.secrets); // the secret is read back from the widget
    expect(await setup(world, ["--yes", "--no-access", "--no-webhook"])).toBe(0);
    expect(wranglerLines(world)).toEqual([`turnstile widget get ${widget?.sitekey} --json`]);
    expect(secretsOf(world).TURNSTILE_SECRET_KEY).toBe(widget?.secret);
    expect(world.wrangler.widgets).toHaveLength(1);
  });
});

describe("Turnstile on one of several accounts", () => {
  it("wrangler's widget calls name --account-id's account, and on a re-run the recorded one", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, "--turnstile", "--no-access", "--account-id", "acc-other"])).toBe(0);
    expect(world.wrangler.calls.map((call) => call.env.CLOUDFLARE_ACCOUNT_ID)).toEqual([
      "acc-other",
      "acc-other",
    ]);
    world.wrangler.calls.length = 0;
    expect(await setup(world, ["--yes"])).toBe(0);
    expect(world.wrangler.calls.map((call) => call.env.CLOUDFLARE_ACCOUNT_ID)).toEqual(["acc-other"]);
  });
});

describe("a re-run with another --domain", () => {
  const OTHER = ["--yes", "--domain", "www.clearwell-interiors.example"];
  const FROM = ["--from", "inquiries@clearwell-interiors.example"];

  it("makes the Turnstile widget for the new domain and drops the old domain's Access values, saying so", async () => {
    const world = createWorld();
    const access = ["--access-team-domain", "https://team.cloudflareaccess.com", "--access-aud", "aud-1"];
    expect(await setup(world, [...BASE, "--turnstile", ...access])).toBe(0);
    world.wrangler.calls.length = 0;
    world.output.length = 0;

    expect(await setup(world, [...OTHER, ...FROM])).toBe(0);
    expect(wranglerLines(world)).toEqual([
      "turnstile widget list --json",
      "turnstile widget create clearwell www.clearwell-interiors.example --domain www.clearwell-interiors.example --mode managed --json",
    ]);
    const [old, widget] = world.wrangler.widgets;
    expect(answersOf(world).turnstile).toEqual({ sitekey: widget?.sitekey });
    expect(secretsOf(world).TURNSTILE_SECRET_KEY).toBe(widget?.secret);
    expect(answersOf(world).access).toBeUndefined();
    const text = printed(world);
    expect(text).toContain(`The Turnstile widget ${old?.sitekey} is for clearwell-interiors.example`);
    expect(text).toContain("The earlier run's Access values are for clearwell-interiors.example");
    expect(text).toContain(
      "www.clearwell-interiors.example/admin*, www.clearwell-interiors.example/api/admin/*",
    );
  });

  it("with an Access API token, creates the Access application for the new domain", async () => {
    const world = createWorld();
    const env = { RESEND_API_KEY: RESEND_KEY, CLOUDFLARE_ACCESS_API_TOKEN: ACCESS_TOKEN };
    const argv = [...BASE, "--no-turnstile", "--access", "--account-id", ACCOUNT_ID];
    expect(await setup(world, argv, env)).toBe(0);
    expect(await setup(world, [...OTHER, ...FROM], env)).toBe(0);
    expect(world.cloudflare.apps).toHaveLength(2);
    const [, app] = world.cloudflare.apps;
    expect(app?.body.destinations).toContainEqual({
      type: "public",
      uri: "www.clearwell-interiors.example/admin*",
    });
    expect(answersOf(world).access).toMatchObject({ aud: app?.aud, appId: app?.id });
  });
});

describe("the chat webhook", () => {
  it("stores a Slack webhook as NOTIFY_WEBHOOKS, the worker's JSON list, with $ and ' kept out of the file", async () => {
    const world = createWorld();
    const url = "https://hooks.slack.com/services/T0/B0/a$b'c";
    const env = { RESEND_API_KEY: RESEND_KEY, CHAT_WEBHOOK_URL: url };
    expect(await setup(world, [...BASE, "--no-turnstile", "--no-access"], env)).toBe(0);
    const text = world.files.texts.get(world.paths.secrets) ?? "";
    expect(text).not.toMatch(/\$|'c/);
    expect(JSON.parse(secretsOf(world).NOTIFY_WEBHOOKS ?? "")).toEqual([
      { name: "chat", url, format: "slack" },
    ]);
  });

  it("asks for the format when the URL does not tell", async () => {
    const world = createWorld();
    const env = { RESEND_API_KEY: RESEND_KEY, CHAT_WEBHOOK_URL: "https://chat.example/hook" };
    expect(await setup(world, [...BASE, "--no-turnstile", "--no-access"], env)).toBe(1);
    expect(printed(world)).toContain("add --chat-format slack, discord or teams");
  });
});

describe("Cloudflare Access", () => {
  /** The Access values an earlier run was given. */
  const access = [
    "--access-team-domain",
    "https://team.cloudflareaccess.com",
    "--access-aud",
    "aud-tag-1234",
  ];

  it("with a token: reads the team domain, creates the app for /admin*, /api/admin/* and /api/cms/*, records the AUD; a re-run finds it", async () => {
    const world = createWorld();
    const argv = [...BASE, "--no-turnstile", "--access", "--account-id", ACCOUNT_ID];
    expect(
      await setup(world, argv, { RESEND_API_KEY: RESEND_KEY, CLOUDFLARE_ACCESS_API_TOKEN: ACCESS_TOKEN }),
    ).toBe(0);
    const [app, ...more] = world.cloudflare.apps;
    expect(more).toEqual([]);
    expect(app?.body).toMatchObject({
      type: "self_hosted",
      destinations: [
        { type: "public", uri: "clearwell-interiors.example/admin*" },
        { type: "public", uri: "clearwell-interiors.example/api/admin/*" },
        { type: "public", uri: "clearwell-interiors.example/api/cms/*" },
      ],
      policies: [{ decision: "allow", include: [{ email: { email: "hello@clearwell-interiors.example" } }] }],
    });
    expect(answersOf(world).access).toEqual({
      teamDomain: "https://clearwell.cloudflareaccess.com",
      aud: app?.aud,
      appId: app?.id,
    });
    expect(printed(world)).not.toContain(ACCESS_TOKEN);

    expect(
      await setup(world, ["--yes", "--access"], {
        RESEND_API_KEY: RESEND_KEY,
        CLOUDFLARE_ACCESS_API_TOKEN: ACCESS_TOKEN,
      }),
    ).toBe(0);
    expect(world.cloudflare.apps).toHaveLength(1);
  });

  it("an application made before the site editor: found, and setup says to add /api/cms/* to it", async () => {
    const world = createWorld();
    const argv = [...BASE, "--no-turnstile", "--access", "--account-id", ACCOUNT_ID];
    const env = { RESEND_API_KEY: RESEND_KEY, CLOUDFLARE_ACCESS_API_TOKEN: ACCESS_TOKEN };
    expect(await setup(world, argv, env)).toBe(0);
    const [app] = world.cloudflare.apps;
    if (!app) throw new Error("no app");
    app.body.destinations = (app.body.destinations as { uri: string }[]).slice(0, 2);
    world.output.length = 0;
    expect(await setup(world, ["--yes", "--access"], env)).toBe(0);
    expect(world.cloudflare.apps).toHaveLength(1);
    expect(printed(world)).toContain(
      "! Add the public hostname clearwell-interiors.example/api/cms/* to that Access application",
    );
  });

  it("CLOUDFLARE_API_BASE_URL is the API's address, as for deploy and wrangler", async () => {
    const world = createWorld();
    const fetchBefore = world.seams.fetch;
    const fetched: string[] = [];
    world.seams.fetch = async (input, init) => {
      fetched.push(input);
      return input.startsWith("http://cloudflare.test/client/v4/")
        ? world.cloudflare.handle(new Request(input, init))
        : fetchBefore(input, init);
    };
    const argv = [...BASE, "--no-turnstile", "--access", "--account-id", ACCOUNT_ID];
    expect(
      await setup(world, argv, {
        RESEND_API_KEY: RESEND_KEY,
        CLOUDFLARE_ACCESS_API_TOKEN: ACCESS_TOKEN,
        CLOUDFLARE_API_BASE_URL: "http://cloudflare.test/client/v4/",
      }),
    ).toBe(0);
    expect(world.cloudflare.apps).toHaveLength(1);
    const cloudflare = fetched.filter((url) => url.includes("/accounts/"));
    expect(cloudflare).toHaveLength(3);
    for (const url of cloudflare) expect(url).toMatch(/^http:\/\/cloudflare\.test\/client\/v4\/accounts\//);
  });

  it("without a token: prints the dashboard steps and the two values to paste, and records none", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, "--no-turnstile"])).toBe(0);
    const text = printed(world);
    expect(text).toContain(
      "clearwell-interiors.example/admin*, clearwell-interiors.example/api/admin/* and clearwell-interiors.example/api/cms/*",
    );
    expect(text).toContain("Application Audience (AUD) Tag");
    expect(text).toContain("--access-team-domain <url> --access-aud <tag>");
    expect(answersOf(world).access).toBeUndefined();
    expect(world.cloudflare.calls).toEqual([]);
  });

  it("--account-id on a re-run wins over the account recorded with the Access values", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, "--no-turnstile", ...access, "--account-id", ACCOUNT_ID])).toBe(0);
    expect(await setup(world, ["--yes", "--account-id", "acc-other"])).toBe(0);
    expect(answersOf(world).accountId).toBe("acc-other");
    expect(answersOf(world).access).toEqual({
      teamDomain: "https://team.cloudflareaccess.com",
      aud: "aud-tag-1234",
    });
  });

  it("a re-run with --access but no token keeps the earlier values and says so, under --yes and at an empty answer", async () => {
    const world = createWorld();
    expect(await setup(world, [...BASE, "--no-turnstile", ...access])).toBe(0);
    const recorded = { teamDomain: "https://team.cloudflareaccess.com", aud: "aud-tag-1234" };
    world.output.length = 0;

    expect(await setup(world, ["--yes", "--access"])).toBe(0);
    expect(answersOf(world).access).toEqual(recorded);
    expect(printed(world)).toContain("! Keeping the earlier run's Access values");

    world.output.length = 0;
    world.script.answers.push("", ""); // no token, no team domain
    expect(await setup(world, ["--access"])).toBe(0);
    expect(world.script.asked).toEqual([
      "Cloudflare API token (empty: use the dashboard)",
      "Team domain (empty: keep the earlier run's)",
    ]);
    expect(answersOf(world).access).toEqual(recorded);
    expect(printed(world)).toContain("! Keeping the earlier run's Access values");
  });

  it("a refused token: what rights it needs, nothing written", async () => {
    const world = createWorld();
    const argv = [...BASE, "--no-turnstile", "--access", "--account-id", ACCOUNT_ID];
    expect(
      await setup(world, argv, { RESEND_API_KEY: RESEND_KEY, CLOUDFLARE_ACCESS_API_TOKEN: "wrong" }),
    ).toBe(1);
    expect(printed(world)).toContain(
      "Cloudflare refused the API token for Access (403: 10000 Authentication error)",
    );
    expect(world.files.writes).toEqual([]);
    expect(world.resend.webhooks()).toEqual([]);
  });
});
