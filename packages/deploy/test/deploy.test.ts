import { parse as parseJsonc } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { formatSecrets } from "../src/secrets-file.ts";
import type { SetupAnswers } from "../src/setup-file.ts";
import {
  ANSWERS,
  createDeployWorld,
  type DeployWorld,
  printed,
  deploy as runDeploy,
} from "./deploy-world.ts";
import { ACCOUNT_ID, wranglerLines } from "./fakes.ts";

/** A world after a finished setup. */
function setUpWorld(answers: SetupAnswers = ANSWERS): DeployWorld {
  return createDeployWorld(answers);
}

async function deploy(world: DeployWorld, dryRun = false) {
  return runDeploy(world, { dryRun });
}

const generated = (world: DeployWorld) =>
  parseJsonc(world.files.texts.get(world.paths.productionConfig) ?? "");

const DEPLOY = [
  "d1 migrations apply DB --remote --config wrangler.production.jsonc",
  "deploy --config wrangler.production.jsonc --secrets-file .secrets.production",
];

describe("a first deploy on a fresh account", () => {
  it("builds the site with the Turnstile site key, creates the database, migrates, then deploys - in that order", async () => {
    const world = setUpWorld();
    expect(await deploy(world)).toBe(0);
    expect(world.runs).toEqual([
      {
        command: "pnpm",
        args: ["--filter", "@clearwell/web", "build"],
        env: { VITE_TURNSTILE_SITE_KEY: "0x4AAAAsite" },
      },
    ]);
    expect(wranglerLines(world)).toEqual([
      "d1 list --json",
      "d1 create clearwell-inquiries",
      "d1 list --json",
      ...DEPLOY,
    ]);
    expect(world.wrangler.calls[3]?.env).toEqual({ CI: "true", CLOUDFLARE_ACCOUNT_ID: ACCOUNT_ID });
    expect(JSON.parse(world.files.texts.get(world.paths.setup) ?? "").databaseId).toBe("db-uuid-1");
    expect(generated(world)).toMatchObject({
      d1_databases: [{ binding: "DB", database_name: "clearwell-inquiries", database_id: "db-uuid-1" }],
      routes: [{ pattern: "clearwell-interiors.example", custom_domain: true }],
    });
    expect(printed(world)).toContain("Live at https://clearwell-interiors.example");
    expect(printed(world)).toContain('"Send a test inquiry"');
  });

  it("creates the private photos bucket on the chosen account, with nothing but its name, before the migrations", async () => {
    const world = setUpWorld();
    expect(await deploy(world)).toBe(0);
    expect(world.cloudflare.buckets).toEqual([
      { accountId: ACCOUNT_ID, name: "clearwell-photos", body: { name: "clearwell-photos" } },
    ]);
    // Only the list and the creation: no r2.dev URL, no custom domain, no CORS or other setting.
    expect(world.cloudflare.calls.filter((call) => call.includes("/r2/"))).toEqual([
      `GET /accounts/${ACCOUNT_ID}/r2/buckets`,
      `POST /accounts/${ACCOUNT_ID}/r2/buckets`,
    ]);
    const text = printed(world);
    expect(text).toContain(
      "5/7 Making sure the R2 bucket clearwell-photos exists (private)\n    created clearwell-photos",
    );
    expect(text.indexOf("created clearwell-photos")).toBeLessThan(
      text.indexOf("6/7 Applying the migrations"),
    );
    expect(generated(world).r2_buckets).toEqual([{ binding: "PHOTOS", bucket_name: "clearwell-photos" }]);
  });

  it("a bucket already there (another deploy, or made by hand) is found by its exact name, not created again", async () => {
    const world = setUpWorld();
    world.cloudflare.buckets.push(
      { accountId: ACCOUNT_ID, name: "clearwell-photos-old" },
      { accountId: "acc-other", name: "clearwell-photos" },
    );
    expect(await deploy(world)).toBe(0);
    expect(world.cloudflare.buckets.filter((bucket) => bucket.accountId === ACCOUNT_ID)).toHaveLength(2);
    world.cloudflare.calls.length = 0;
    world.output.length = 0;
    expect(await deploy(world)).toBe(0);
    expect(world.cloudflare.calls.filter((call) => call.includes("/r2/"))).toEqual([
      `GET /accounts/${ACCOUNT_ID}/r2/buckets`,
    ]);
    expect(printed(world)).toContain("    found clearwell-photos");
  });

  it("a second deploy finds the database by name and creates nothing", async () => {
    const world = setUpWorld();
    await deploy(world);
    world.wrangler.calls.length = 0;
    expect(await deploy(world)).toBe(0);
    expect(wranglerLines(world)).toEqual(["d1 list --json", ...DEPLOY]);
    expect(world.wrangler.databases).toHaveLength(1);
  });
});

describe("stops at the first failure, with what to do", () => {
  it("the site's build: no wrangler call at all", async () => {
    const world = setUpWorld();
    world.build.result = { code: 1, stdout: "", stderr: "error TS2322 in app/routes/home.tsx" };
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      "The site's build failed (exit 1):\nerror TS2322 in app/routes/home.tsx",
    );
    expect(wranglerLines(world)).toEqual([]);
  });

  it("R2 not enabled on the account: one sentence saying to enable it in the dashboard, even on the free plan; no migration, no deploy", async () => {
    const world = setUpWorld();
    world.env.CLOUDFLARE_API_TOKEN = "cf-env-token-for-r2-test";
    world.cloudflare.tokens.push("cf-env-token-for-r2-test");
    world.cloudflare.r2Disabled.add(ACCOUNT_ID);
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      `✗ R2 is not enabled on the Cloudflare account "Clearwell" (${ACCOUNT_ID}), so deploy cannot create the bucket clearwell-photos that stores the photos sent with inquiries: enable R2 once in the dashboard (https://dash.cloudflare.com/${ACCOUNT_ID}/r2/overview; Cloudflare asks for this even on the free plan, whose allowance is enough for this site), then run deploy again.`,
    );
    expect(printed(world)).not.toContain("Cloudflare refused");
    expect(printed(world)).not.toContain("cf-env-token-for-r2-test");
    expect(wranglerLines(world)).toEqual([
      "d1 list --json",
      "d1 create clearwell-inquiries",
      "d1 list --json",
    ]);
  });

  it("a bucket made between the list and the creation (another deploy at once) counts as found", async () => {
    const world = setUpWorld();
    world.cloudflare.buckets.push({ accountId: ACCOUNT_ID, name: "clearwell-photos" });
    const fetchBefore = world.seams.fetch;
    world.seams.fetch = async (input, init) =>
      (init?.method ?? "GET") === "GET" && input.includes("/r2/buckets")
        ? Response.json({ success: true, errors: [], result: { buckets: [] } })
        : fetchBefore(input, init);
    expect(await deploy(world)).toBe(0);
    expect(world.cloudflare.calls).toContain(`POST /accounts/${ACCOUNT_ID}/r2/buckets`);
    expect(world.cloudflare.buckets).toHaveLength(1);
    expect(printed(world)).toContain("    found clearwell-photos");
  });

  it("the bucket cannot be created for another reason: Cloudflare's code and words, then stop", async () => {
    const world = setUpWorld();
    const fetchBefore = world.seams.fetch;
    world.seams.fetch = async (input, init) =>
      init?.method === "POST" && input.endsWith("/r2/buckets")
        ? Response.json(
            { success: false, errors: [{ code: 10001, message: "Internal error" }], result: null },
            { status: 500 },
          )
        : fetchBefore(input, init);
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      "✗ Could not create the R2 bucket clearwell-photos: Cloudflare's API answered 500: 10001 Internal error. Run deploy again.",
    );
    expect(wranglerLines(world).some((line) => line.startsWith("d1 migrations"))).toBe(false);
  });

  it("a token without R2 rights: the refused-credentials message names the permission to add", async () => {
    const world = setUpWorld();
    world.env.CLOUDFLARE_API_TOKEN = "cf-env-token-no-r2";
    world.cloudflare.tokens.push("cf-env-token-no-r2");
    const fetchBefore = world.seams.fetch;
    world.seams.fetch = async (input, init) =>
      input.includes("/r2/buckets")
        ? Response.json(
            { success: false, errors: [{ code: 10000, message: "Authentication error" }], result: null },
            { status: 403 },
          )
        : fetchBefore(input, init);
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      `Cloudflare refused deploy's credentials (CLOUDFLARE_API_TOKEN) for GET /accounts/${ACCOUNT_ID}/r2/buckets (403: 10000 Authentication error).`,
    );
    expect(printed(world)).toContain('"Workers R2 Storage: Edit"');
    expect(printed(world)).not.toContain("cf-env-token-no-r2");
    expect(world.cloudflare.buckets).toEqual([]);
  });

  it("the migrations: no deploy", async () => {
    const world = setUpWorld();
    world.wrangler.failures.set("d1 migrations apply", {
      code: 1,
      stdout: "",
      stderr: '✘ [ERROR] near "TABLEE": syntax error',
    });
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain("Could not apply the D1 migrations");
    expect(printed(world)).toContain('near "TABLEE": syntax error');
    expect(wranglerLines(world).some((line) => line.startsWith("deploy"))).toBe(false);
  });

  it("wrangler not signed in: how to sign in", async () => {
    const world = setUpWorld();
    world.wrangler.failures.set("d1 list", {
      code: 1,
      stdout: "",
      stderr:
        "In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable",
    });
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      "wrangler is not signed in to Cloudflare. Run `cd apps/worker && pnpm exec wrangler login`",
    );
    expect(wranglerLines(world)).toEqual(["d1 list --json"]);
  });

  it("the database exists under another id than recorded: a specific message, nothing changed", async () => {
    const world = setUpWorld({ ...ANSWERS, databaseId: "db-recorded" });
    world.wrangler.databases.push({ uuid: "db-other", name: "clearwell-inquiries" });
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      "The D1 database clearwell-inquiries on this account has the id db-other, but apps/worker/setup.production.json records db-recorded",
    );
    expect(wranglerLines(world)).toEqual(["d1 list --json"]);
    expect(JSON.parse(world.files.texts.get(world.paths.setup) ?? "").databaseId).toBe("db-recorded");
  });

  it("the recorded database is not on this account: never creates an empty one in its place", async () => {
    const world = setUpWorld({ ...ANSWERS, databaseId: "db-recorded" });
    expect(await deploy(world)).toBe(1);
    expect(printed(world)).toContain(
      `records the D1 database db-recorded, but the account "Clearwell" (${ACCOUNT_ID}) has no database named clearwell-inquiries`,
    );
    expect(wranglerLines(world)).toEqual(["d1 list --json"]);
  });

  it("no setup, or a half-finished one: run setup (again), before anything runs", async () => {
    const none = createDeployWorld(null);
    expect(await deploy(none)).toBe(1);
    expect(printed(none)).toContain(
      "Missing: the setup file (domain, sender, recipients), RESEND_API_KEY, FORM_TOKEN_SECRET.",
    );
    const half = setUpWorld();
    half.files.texts.set(half.paths.secrets, formatSecrets({ RESEND_API_KEY: "re_k" }));
    expect(await deploy(half)).toBe(1);
    expect(printed(half)).toContain(
      "Missing: FORM_TOKEN_SECRET. Run `pnpm run setup` first (again if an earlier run stopped",
    );
    for (const world of [none, half]) {
      expect(world.runs).toEqual([]);
      expect(wranglerLines(world)).toEqual([]);
    }
  });
});

describe("--dry-run", () => {
  it("with no setup and no account: says what is missing, builds the site and the bundle, touches no account", async () => {
    const world = createDeployWorld(null);
    expect(await deploy(world, true)).toBe(0);
    expect(printed(world)).toContain(
      "Missing: the setup file (domain, sender, recipients), RESEND_API_KEY, FORM_TOKEN_SECRET.",
    );
    expect(world.runs).toEqual([
      {
        command: "pnpm",
        args: ["--filter", "@clearwell/web", "build"],
        env: { VITE_TURNSTILE_SITE_KEY: "" },
      },
    ]);
    expect(wranglerLines(world)).toEqual([
      "deploy --dry-run --config wrangler.production.jsonc --outdir .wrangler/dry-run",
    ]);
    expect(world.fetched).toEqual([]);
    expect(world.files.writes).toEqual([world.paths.productionConfig]);
    expect(generated(world).routes).toBeUndefined();
    for (const step of [
      "1. preflight, before anything is built or uploaded (reads the account, changes nothing):\n       - signed in",
      "2. build the site",
      "4. make sure the D1 database",
      "5. make sure the R2 bucket clearwell-photos exists, private (no r2.dev URL, no custom domain)",
      "6. apply the migrations",
      "7. deploy:",
      '5/7 would call: GET /accounts/<account id>/r2/buckets (and POST /accounts/<account id>/r2/buckets {"name":"clearwell-photos"} if it is missing)',
    ]) {
      expect(printed(world)).toContain(step);
    }
  });

  it("after setup: the generated config has the operator's values; still no D1, migration or deploy call", async () => {
    const world = setUpWorld();
    expect(await deploy(world, true)).toBe(0);
    expect(wranglerLines(world)).toEqual([
      "deploy --dry-run --config wrangler.production.jsonc --outdir .wrangler/dry-run",
    ]);
    expect(generated(world).vars).toMatchObject({
      MAIL_FROM_ADDRESS: "inquiries@clearwell-interiors.example",
    });
    expect(world.files.writes).toEqual([world.paths.productionConfig]);
  });
});
