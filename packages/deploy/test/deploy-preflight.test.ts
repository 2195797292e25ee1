import { describe, expect, it } from "vitest";
import { REDACTED } from "../src/redaction.ts";
import { formatSetup } from "../src/setup-file.ts";
import {
  ANSWERS,
  createDeployWorld,
  type DeployWorld,
  DOMAIN,
  deploy,
  OAUTH_TOKEN,
  printed,
  setupFile,
  ZONE_ID,
} from "./deploy-world.ts";
import { ACCOUNT_ID, wranglerLines } from "./fakes.ts";

const UPLOADS = [
  "d1 list --json",
  "d1 migrations apply DB --remote --config wrangler.production.jsonc",
  "deploy --config wrangler.production.jsonc --secrets-file .secrets.production",
];
const OLD_SITE = `DNS A record ${DOMAIN} -> 192.0.2.10`;
const AGENCY = { id: "acc-agency", name: "Agency" };

/** How many times `text` appears in what the command printed. */
function count(world: DeployWorld, text: string): number {
  return printed(world).split(text).length - 1;
}

/** Nothing was built, generated or uploaded, and the setup file is as it was. */
function expectNothingDone(world: DeployWorld, setupBefore: string | undefined) {
  expect(world.runs).toEqual([]);
  expect(wranglerLines(world)).toEqual([]);
  expect(world.files.writes).toEqual([]);
  expect(world.files.texts.get(world.paths.setup)).toBe(setupBefore);
}

function withOldSite(world: DeployWorld): DeployWorld {
  world.cloudflare.dnsRecords.push(
    { zoneId: ZONE_ID, type: "A", name: DOMAIN, content: "192.0.2.10" },
    { zoneId: ZONE_ID, type: "MX", name: DOMAIN, content: "mail.example" },
    { zoneId: ZONE_ID, type: "A", name: `shop.${DOMAIN}`, content: "192.0.2.11" },
  );
  return world;
}

describe("a site already at the domain", () => {
  it("nothing there: no question, deploys", async () => {
    const world = createDeployWorld();
    world.cloudflare.dnsRecords.push({ zoneId: ZONE_ID, type: "TXT", name: DOMAIN, content: "v=spf1 -all" });
    expect(await deploy(world)).toBe(0);
    expect(world.script.asked).toEqual([]);
    expect(printed(world)).toContain(`nothing else answers at ${DOMAIN}`);
    expect(wranglerLines(world).slice(-2)).toEqual(UPLOADS.slice(1));
  });

  it("found, no terminal and no flag: stops before building or uploading, says what it found and how to say yes, once", async () => {
    const world = withOldSite(createDeployWorld());
    const before = world.files.texts.get(world.paths.setup);
    expect(await deploy(world, { interactive: false })).toBe(1);
    expect(world.script.asked).toEqual([]);
    expect(count(world, `Something else already answers at ${DOMAIN}, and deploying would replace it`)).toBe(
      1,
    );
    expect(printed(world)).toContain(`  - ${OLD_SITE}\nNothing was uploaded.`);
    expect(printed(world)).toContain("run `pnpm run deploy --replace-existing-site`");
    expect(printed(world)).not.toContain("mail.example");
    expect(printed(world)).not.toContain("192.0.2.11");
    expectNothingDone(world, before);
  });

  it("found, in a terminal: asks once; no stops the same way", async () => {
    const world = withOldSite(createDeployWorld());
    const before = world.files.texts.get(world.paths.setup);
    world.script.answers.push(false);
    expect(await deploy(world, { interactive: true })).toBe(1);
    expect(world.script.asked).toEqual([
      `Replace it with this site (the custom domain takes over ${DOMAIN} and its DNS record)?`,
    ]);
    expect(count(world, OLD_SITE)).toBe(1);
    expect(
      count(world, `Not replacing what answers at ${DOMAIN} (listed above). Nothing was uploaded.`),
    ).toBe(1);
    expect(printed(world)).toContain("run `pnpm run deploy --replace-existing-site`");
    expectNothingDone(world, before);
  });

  it("found, in a terminal: yes deploys and is recorded, so the next deploy does not ask", async () => {
    const world = withOldSite(createDeployWorld());
    world.script.answers.push(true);
    expect(await deploy(world, { interactive: true })).toBe(0);
    expect(world.script.asked).toHaveLength(1);
    expect(setupFile(world).replaceExistingSite).toEqual({ hostname: DOMAIN, found: [OLD_SITE] });
    expect(wranglerLines(world).slice(-2)).toEqual(UPLOADS.slice(1));

    // The deploy stopped later (or the record is still there): asked neither in a terminal nor without one.
    world.script.asked.length = 0;
    expect(await deploy(world, { interactive: true })).toBe(0);
    expect(await deploy(world, { interactive: false })).toBe(0);
    expect(world.script.asked).toEqual([]);
    expect(printed(world)).toContain(
      `replacing what is at ${DOMAIN} (yes recorded in apps/worker/setup.production.json)`,
    );
  });

  it("--replace-existing-site answers yes without a question, and is recorded", async () => {
    const world = withOldSite(createDeployWorld({ ...ANSWERS, accountId: ACCOUNT_ID }));
    expect(await deploy(world, { interactive: false, replaceExistingSite: true })).toBe(0);
    expect(world.script.asked).toEqual([]);
    expect(setupFile(world).replaceExistingSite).toEqual({ hostname: DOMAIN, found: [OLD_SITE] });
    expect(world.runs).toHaveLength(1);
    expect(wranglerLines(world)).toContain(UPLOADS[2]);
  });

  it("a yes recorded for something else there (or another host name) is no yes", async () => {
    const world = withOldSite(
      createDeployWorld({
        ...ANSWERS,
        replaceExistingSite: { hostname: DOMAIN, found: [`DNS A record ${DOMAIN} -> 198.51.100.1`] },
      }),
    );
    expect(await deploy(world, { interactive: false })).toBe(1);
    expect(printed(world)).toContain(OLD_SITE);
    const other = withOldSite(
      createDeployWorld({
        ...ANSWERS,
        replaceExistingSite: { hostname: `www.${DOMAIN}`, found: [OLD_SITE] },
      }),
    );
    expect(await deploy(other, { interactive: false })).toBe(1);
    expect(wranglerLines(other)).toEqual([]);
  });

  it("another worker's route or custom domain on the host name is found, with the worker's name", async () => {
    const world = createDeployWorld();
    world.cloudflare.routes.push(
      { zoneId: ZONE_ID, pattern: `*${DOMAIN}/*`, script: "old-shop" },
      { zoneId: ZONE_ID, pattern: `${DOMAIN}/api/*`, script: "clearwell" },
      { zoneId: ZONE_ID, pattern: `other.example/*`, script: "elsewhere" },
      { zoneId: ZONE_ID, pattern: `${DOMAIN}/static/*` },
    );
    world.cloudflare.workerDomains.push({
      accountId: ACCOUNT_ID,
      hostname: DOMAIN,
      service: "old-blog",
      zoneId: ZONE_ID,
    });
    world.cloudflare.dnsRecords.push({ zoneId: ZONE_ID, type: "AAAA", name: DOMAIN, content: "100::" });
    expect(await deploy(world, { interactive: false })).toBe(1);
    expect(printed(world)).toContain(
      `  - Workers custom domain ${DOMAIN} -> worker "old-blog"\n  - Workers route *${DOMAIN}/* -> worker "old-shop"\nNothing was uploaded.`,
    );
  });

  it("this worker's own custom domain from an earlier deploy is not an existing site", async () => {
    const world = createDeployWorld();
    world.cloudflare.workerDomains.push({
      accountId: ACCOUNT_ID,
      hostname: DOMAIN,
      service: "clearwell",
      zoneId: ZONE_ID,
    });
    world.cloudflare.dnsRecords.push({ zoneId: ZONE_ID, type: "AAAA", name: DOMAIN, content: "100::" });
    expect(await deploy(world, { interactive: false })).toBe(0);
    expect(world.script.asked).toEqual([]);
    expect(setupFile(world).replaceExistingSite).toBeUndefined();
  });
});

describe("the preflight stops before anything is built or uploaded, with one message naming the fix", () => {
  it("nobody signed in", async () => {
    const world = createDeployWorld();
    world.login.signedIn = false;
    const before = world.files.texts.get(world.paths.setup);
    expect(await deploy(world)).toBe(1);
    expect(
      count(
        world,
        "wrangler is not signed in to Cloudflare. Sign in with `cd apps/worker && pnpm exec wrangler login`",
      ),
    ).toBe(1);
    expect(world.fetched).toEqual([]);
    expectNothingDone(world, before);
  });

  it("two accounts and none chosen: lists them (name and id) and how to choose", async () => {
    const world = createDeployWorld();
    world.login.accounts.push(AGENCY);
    const before = world.files.texts.get(world.paths.setup);
    expect(await deploy(world)).toBe(1);
    expect(
      count(
        world,
        "The Cloudflare login sees 2 accounts, and none is chosen:\n  - Clearwell: acc0123456789\n  - Agency: acc-agency\n",
      ),
    ).toBe(1);
    expect(printed(world)).toContain("`CLOUDFLARE_ACCOUNT_ID=<id> pnpm run deploy`");
    expect(printed(world)).toContain("`pnpm run setup --account-id <id>`");
    expectNothingDone(world, before);
  });

  it("no workers.dev subdomain on the account: the dashboard path and the API call", async () => {
    const world = createDeployWorld();
    world.cloudflare.subdomains.clear();
    const before = world.files.texts.get(world.paths.setup);
    expect(await deploy(world)).toBe(1);
    expect(
      count(world, `The Cloudflare account "Clearwell" (${ACCOUNT_ID}) has no workers.dev subdomain`),
    ).toBe(1);
    expect(printed(world)).toContain(`https://dash.cloudflare.com/${ACCOUNT_ID}/workers/onboarding`);
    expect(printed(world)).toContain(
      `curl -X PUT "https://api.cloudflare.com/client/v4/accounts/${ACCOUNT_ID}/workers/subdomain" -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN"`,
    );
    expectNothingDone(world, before);
  });

  it("the domain's zone is on another account: names it and how to deploy there", async () => {
    const world = createDeployWorld();
    world.login.accounts.push(AGENCY);
    world.cloudflare.accounts.push(AGENCY);
    world.cloudflare.zones[0] = { id: ZONE_ID, name: DOMAIN, accountId: AGENCY.id };
    world.files.texts.set(world.paths.setup, formatSetup({ ...ANSWERS, accountId: ACCOUNT_ID }));
    const before = world.files.texts.get(world.paths.setup);
    expect(await deploy(world)).toBe(1);
    expect(
      count(
        world,
        `The zone ${DOMAIN}, which holds ${DOMAIN}, is on the Cloudflare account "Agency" (acc-agency), not on "Clearwell" (${ACCOUNT_ID}) that deploy uses (the setup file).`,
      ),
    ).toBe(1);
    expect(printed(world)).toContain("`CLOUDFLARE_ACCOUNT_ID=acc-agency pnpm run deploy`");
    expectNothingDone(world, before);
  });

  it("a subdomain site's zone is its parent domain; no zone at all says where to add it", async () => {
    const world = createDeployWorld({ ...ANSWERS, domain: `www.${DOMAIN}` });
    expect(await deploy(world)).toBe(0);
    world.cloudflare.zones.length = 0;
    world.files.writes.length = 0;
    world.runs.length = 0;
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(`No zone on Cloudflare holds www.${DOMAIN} for account "Clearwell"`);
    expect(world.runs).toEqual([]);
  });

  it("the domain's zone is not active yet (nameservers not switched): the nameservers to set", async () => {
    const world = createDeployWorld();
    world.cloudflare.zones[0] = { id: ZONE_ID, name: DOMAIN, accountId: ACCOUNT_ID, status: "pending" };
    const before = world.files.texts.get(world.paths.setup);
    expect(await deploy(world)).toBe(1);
    expect(
      count(
        world,
        `The zone ${DOMAIN} is pending on Cloudflare, not active, and a custom domain needs an active zone`,
      ),
    ).toBe(1);
    expect(printed(world)).toContain("to Cloudflare's (ada.ns.cloudflare.com, bob.ns.cloudflare.com)");
    expectNothingDone(world, before);
  });

  it("the chosen account is not one the login sees", async () => {
    const world = createDeployWorld();
    world.env.CLOUDFLARE_ACCOUNT_ID = "acc-typo";
    expect(await deploy(world)).toBe(1);
    expect(
      count(
        world,
        "CLOUDFLARE_ACCOUNT_ID is acc-typo, but the Cloudflare login does not see that account. It sees:\n  - Clearwell: acc0123456789",
      ),
    ).toBe(1);
    expect(wranglerLines(world)).toEqual([]);
  });
});

describe("the account", () => {
  function twoAccounts(): DeployWorld {
    const world = createDeployWorld();
    world.login.accounts.push(AGENCY);
    world.cloudflare.accounts.push(AGENCY);
    world.cloudflare.subdomains.set(AGENCY.id, "agency");
    world.cloudflare.zones.push({ id: "zone-agency", name: "agency.example", accountId: AGENCY.id });
    return world;
  }

  it("CLOUDFLARE_ACCOUNT_ID goes to every wrangler call of the deploy", async () => {
    const world = twoAccounts();
    world.env.CLOUDFLARE_ACCOUNT_ID = ACCOUNT_ID;
    expect(await deploy(world)).toBe(0);
    expect(wranglerLines(world)).toEqual(["d1 list --json", "d1 create clearwell-inquiries", ...UPLOADS]);
    for (const call of world.wrangler.calls) expect(call.env.CLOUDFLARE_ACCOUNT_ID).toBe(ACCOUNT_ID);
    expect(printed(world)).toContain(`account: Clearwell (${ACCOUNT_ID}), chosen by CLOUDFLARE_ACCOUNT_ID`);
  });

  it("the setup file's accountId chooses when the environment does not, and the environment wins over it", async () => {
    const world = twoAccounts();
    world.cloudflare.zones[0] = { id: ZONE_ID, name: DOMAIN, accountId: AGENCY.id };
    world.files.texts.set(world.paths.setup, formatSetup({ ...ANSWERS, accountId: AGENCY.id }));
    expect(await deploy(world)).toBe(0);
    for (const call of world.wrangler.calls) expect(call.env.CLOUDFLARE_ACCOUNT_ID).toBe(AGENCY.id);
    expect(world.cloudflare.calls).toContain(`GET /accounts/${AGENCY.id}/workers/subdomain`);

    world.env.CLOUDFLARE_ACCOUNT_ID = ACCOUNT_ID;
    world.output.length = 0;
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      `not on "Clearwell" (${ACCOUNT_ID}) that deploy uses (CLOUDFLARE_ACCOUNT_ID)`,
    );
    expect(setupFile(world).accountId).toBe(AGENCY.id);
  });

  it("the only account is used and recorded; the API is read with wrangler's login, which is never printed", async () => {
    const world = createDeployWorld();
    expect(await deploy(world)).toBe(0);
    expect(world.loginReads.map((call) => call.args.join(" "))).toEqual([
      "whoami --json",
      "auth token --json",
    ]);
    expect(world.loginReads[1]?.env).toEqual({ CLOUDFLARE_ACCOUNT_ID: ACCOUNT_ID });
    expect(setupFile(world).accountId).toBe(ACCOUNT_ID);
    expect(world.cloudflare.calls).toEqual([
      `GET /accounts/${ACCOUNT_ID}/workers/subdomain`,
      "GET /zones",
      `GET /accounts/${ACCOUNT_ID}/workers/domains`,
      `GET /zones/${ZONE_ID}/workers/routes`,
      `GET /zones/${ZONE_ID}/dns_records`,
      `GET /accounts/${ACCOUNT_ID}/r2/buckets`,
      `POST /accounts/${ACCOUNT_ID}/r2/buckets`,
    ]);
    expect(printed(world)).not.toContain(OAUTH_TOKEN);
  });

  it("wrangler's OAuth token, read from `auth token --json`, joins the run's known secrets: no printed line can show it", async () => {
    const world = createDeployWorld();
    expect(world.seams.secrets?.redact(`Bearer ${OAUTH_TOKEN}`)).toBe(`Bearer ${OAUTH_TOKEN}`);
    expect(await deploy(world)).toBe(0);
    expect(world.seams.secrets?.redact(`Bearer ${OAUTH_TOKEN}`)).toBe(`Bearer ${REDACTED}`);
  });

  it("CLOUDFLARE_API_TOKEN and CLOUDFLARE_API_BASE_URL are what the API calls use, as for wrangler", async () => {
    const world = createDeployWorld();
    world.env.CLOUDFLARE_API_TOKEN = "cf-env-token";
    world.env.CLOUDFLARE_API_BASE_URL = "http://cloudflare.test/client/v4/";
    world.cloudflare.tokens.splice(0, world.cloudflare.tokens.length, "cf-env-token");
    const fetchBefore = world.seams.fetch;
    world.seams.fetch = async (input, init) =>
      input.startsWith("http://cloudflare.test/")
        ? world.cloudflare.handle(new Request(input, init))
        : fetchBefore(input, init);
    expect(await deploy(world)).toBe(0);
    expect(world.loginReads.map((call) => call.args.join(" "))).toEqual(["whoami --json"]);
    // The preflight's five reads, then the bucket step's list and creation.
    expect(world.cloudflare.calls).toHaveLength(7);
    expect(world.fetched.filter((url) => url.startsWith("https://api.cloudflare.com/"))).toEqual([]);
    expect(printed(world)).not.toContain("cf-env-token");

    world.cloudflare.tokens.splice(0, 1, "another-token");
    world.output.length = 0;
    expect(await deploy(world)).toBe(1);
    expect(count(world, "Cloudflare refused deploy's credentials (CLOUDFLARE_API_TOKEN)")).toBe(1);
    expect(printed(world)).not.toContain("cf-env-token");
  });
});

describe("--dry-run lists the preflight and runs none of it", () => {
  it("names each check; no account is read", async () => {
    const world = createDeployWorld();
    expect(await deploy(world, { dryRun: true })).toBe(0);
    for (const check of [
      "signed in: wrangler whoami --json",
      "the account: CLOUDFLARE_ACCOUNT_ID, else the setup file's accountId, else the only account",
      "a workers.dev subdomain on the account",
      `the zone of ${DOMAIN} on the account`,
      `what already answers at ${DOMAIN}`,
    ]) {
      expect(printed(world)).toContain(`       - ${check}`);
    }
    expect(world.loginReads).toEqual([]);
    expect(world.fetched).toEqual([]);
  });
});
