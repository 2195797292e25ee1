/**
 * The preflight and the account choice with the REAL wrangler (apps/worker's, run by this Node 24)
 * against the Cloudflare stand-in served on 127.0.0.1 (`CLOUDFLARE_API_BASE_URL`): what wrangler
 * answers to `whoami --json` and how `d1 list` picks an account are wrangler's, not a fake's; the
 * stand-in also serves the R2 bucket list and creation deploy calls over HTTP after them. The
 * build and the files stay fakes. wrangler runs in a temporary directory with its own HOME (no
 * login of this machine is seen) and a fresh update-check record, so nothing reaches the network.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommandResult, Wrangler } from "../src/seams.ts";
import { formatSetup } from "../src/setup-file.ts";
import {
  ANSWERS,
  createDeployWorld,
  type DeployWorld,
  DOMAIN,
  deploy,
  printed,
  ZONE_ID,
} from "./deploy-world.ts";
import { ACCOUNT_ID, wranglerLines } from "./fakes.ts";

const WRANGLER = fileURLToPath(
  new URL("../../../apps/worker/node_modules/wrangler/bin/wrangler.js", import.meta.url),
);
const TOKEN = "cf-real-wrangler-test-token";
const AGENCY = { id: "acc-agency", name: "Agency" };
const REAL = { timeout: 120_000 };

let home = "";

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), "clearwell-wrangler-"));
  // wrangler asks the npm registry for a newer version unless its record of the last check is fresh.
  mkdirSync(join(home, "tmp/update-check"), { recursive: true });
  writeFileSync(
    join(home, "tmp/update-check/wrangler-latest.json"),
    JSON.stringify({ latest: "4.164.0", lastUpdate: Date.now() }),
  );
});

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
});

/** The real wrangler with `worldEnv` and each call's env (and nothing of this machine's login). */
function realWrangler(worldEnv: Record<string, string | undefined>, apiUrl: string): Wrangler {
  return (args, env = {}) =>
    new Promise<CommandResult>((resolve) => {
      const defined = Object.fromEntries(Object.entries(worldEnv).filter(([, value]) => value !== undefined));
      const child = spawn(process.execPath, [WRANGLER, ...args], {
        cwd: home,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          TMPDIR: join(home, "tmp"),
          XDG_CONFIG_HOME: join(home, ".config"),
          WRANGLER_SEND_METRICS: "false",
          CLOUDFLARE_API_BASE_URL: `${apiUrl}/client/v4`,
          // Anything but the stand-in would go to a closed port.
          HTTPS_PROXY: "http://127.0.0.1:9",
          HTTP_PROXY: "http://127.0.0.1:9",
          NO_PROXY: "127.0.0.1",
          ...defined,
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk;
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk;
      });
      child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });
}

/** Runs deploy in `world` with the real wrangler against its stand-in, served for the run. */
async function deployWithRealWrangler(world: DeployWorld): Promise<number> {
  const server = await world.cloudflare.listen();
  try {
    world.env.CLOUDFLARE_API_BASE_URL = `${server.url}/client/v4`;
    const wrangler = realWrangler(world.env, server.url);
    world.seams.wrangler = async (args, env) => {
      world.wrangler.calls.push({ args: [...args], env: { ...env } });
      return wrangler(args, env);
    };
    world.seams.fetch = async (input, init) => {
      world.fetched.push(input);
      if (!input.startsWith(`${server.url}/`)) throw new Error(`a test reached for the network: ${input}`);
      return fetch(input, init);
    };
    return await deploy(world, { interactive: false });
  } finally {
    await server.close();
  }
}

function twoAccounts(): DeployWorld {
  const world = createDeployWorld();
  world.cloudflare.tokens.push(TOKEN);
  world.env.CLOUDFLARE_API_TOKEN = TOKEN;
  world.cloudflare.accounts.push(AGENCY);
  return world;
}

describe("with the real wrangler", () => {
  it("is on Node 24 (wrangler needs 22 or newer)", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  it(
    "a token that sees two accounts and none chosen: the list from wrangler whoami, nothing built or uploaded",
    REAL,
    async () => {
      const world = twoAccounts();
      expect(await deployWithRealWrangler(world)).toBe(1);
      expect(printed(world)).toContain(
        `The Cloudflare login sees 2 accounts, and none is chosen:\n  - Clearwell: ${ACCOUNT_ID}\n  - Agency: acc-agency\n`,
      );
      expect(printed(world).split("none is chosen").length).toBe(2);
      expect(world.runs).toEqual([]);
      expect(wranglerLines(world)).toEqual(["whoami --json"]);
      expect(world.files.writes).toEqual([]);
      expect(
        world.cloudflare.calls.every(
          (call) =>
            call.startsWith("GET /user") ||
            call.startsWith("GET /accounts") ||
            call.startsWith("GET /memberships"),
        ),
      ).toBe(true);
      expect(world.cloudflare.calls).toContain("GET /memberships");
    },
  );

  it(
    "the setup file's account goes to wrangler as CLOUDFLARE_ACCOUNT_ID: d1 list reads that account's databases",
    REAL,
    async () => {
      const world = twoAccounts();
      world.files.texts.set(
        world.paths.setup,
        formatSetup({ ...ANSWERS, accountId: AGENCY.id, databaseId: "db-from-first-deploy" }),
      );
      world.cloudflare.subdomains.set(AGENCY.id, "agency");
      world.cloudflare.zones[0] = { id: ZONE_ID, name: DOMAIN, accountId: AGENCY.id };
      world.cloudflare.databases.push(
        { accountId: ACCOUNT_ID, uuid: "db-clearwell", name: "clearwell-inquiries" },
        { accountId: AGENCY.id, uuid: "db-agency", name: "clearwell-inquiries" },
      );
      expect(await deployWithRealWrangler(world)).toBe(1);
      // wrangler listed Agency's databases (without the account it stops: "More than one account").
      expect(printed(world)).toContain(
        "The D1 database clearwell-inquiries on this account has the id db-agency, but apps/worker/setup.production.json records db-from-first-deploy",
      );
      // whoami chooses the account, so it alone runs without one.
      expect(
        world.wrangler.calls.map((call) => [call.args.join(" "), call.env.CLOUDFLARE_ACCOUNT_ID]),
      ).toEqual([
        ["whoami --json", undefined],
        ["d1 list --json", AGENCY.id],
      ]);
      expect(world.cloudflare.calls).toContain(`GET /accounts/${AGENCY.id}/d1/database`);
      expect(world.cloudflare.calls.filter((call) => !call.startsWith("GET "))).toEqual([]);
    },
  );

  it(
    "after the real wrangler found the database on the chosen account, the photos bucket is created there over HTTP, before the migrations",
    REAL,
    async () => {
      const world = twoAccounts();
      world.files.texts.set(
        world.paths.setup,
        formatSetup({ ...ANSWERS, accountId: AGENCY.id, databaseId: "db-agency" }),
      );
      world.cloudflare.subdomains.set(AGENCY.id, "agency");
      world.cloudflare.zones[0] = { id: ZONE_ID, name: DOMAIN, accountId: AGENCY.id };
      world.cloudflare.databases.push({
        accountId: AGENCY.id,
        uuid: "db-agency",
        name: "clearwell-inquiries",
      });
      world.cloudflare.buckets.push({ accountId: ACCOUNT_ID, name: "clearwell-photos" });
      // The stand-in only knows the reads: the real `d1 migrations apply` stops the run after the bucket.
      expect(await deployWithRealWrangler(world)).toBe(1);
      expect(printed(world)).toContain(
        "    found db-agency\n5/7 Making sure the R2 bucket clearwell-photos exists (private)\n    created clearwell-photos\n6/7 Applying the migrations",
      );
      expect(printed(world)).toContain("Could not apply the D1 migrations");
      expect(world.cloudflare.buckets).toEqual([
        { accountId: ACCOUNT_ID, name: "clearwell-photos" },
        { accountId: AGENCY.id, name: "clearwell-photos", body: { name: "clearwell-photos" } },
      ]);
      expect(world.cloudflare.calls.filter((call) => call.includes("/r2/"))).toEqual([
        `GET /accounts/${AGENCY.id}/r2/buckets`,
        `POST /accounts/${AGENCY.id}/r2/buckets`,
      ]);
      expect(printed(world)).not.toContain(TOKEN);
    },
  );

  it("a token Cloudflare refuses: says so once, without the token", REAL, async () => {
    const world = twoAccounts();
    world.cloudflare.tokens.splice(0, world.cloudflare.tokens.length);
    expect(await deployWithRealWrangler(world)).toBe(1);
    expect(printed(world).split("Cloudflare refused CLOUDFLARE_API_TOKEN.").length).toBe(2);
    expect(printed(world)).not.toContain(TOKEN);
    expect(world.runs).toEqual([]);
    expect(wranglerLines(world)).toEqual(["whoami --json"]);
  });

  it("nobody signed in (no token, no login): says how to sign in, reaches no API", REAL, async () => {
    const world = createDeployWorld();
    expect(await deployWithRealWrangler(world)).toBe(1);
    expect(printed(world)).toContain(
      "wrangler is not signed in to Cloudflare. Sign in with `cd apps/worker && pnpm exec wrangler login`",
    );
    expect(world.cloudflare.calls).toEqual([]);
    expect(world.runs).toEqual([]);
  });
});
