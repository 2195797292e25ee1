/**
 * A deploy test's world (src/deploy-seams.ts): the shared fakes (fakes.ts), whose wrangler also
 * answers the preflight's login reads - `whoami --json` and `auth token --json` - for a login that
 * sees `accounts`, plus the environment, the run's known secrets, after a finished setup for
 * `DOMAIN`, whose zone is on the account. The Cloudflare stand-in accepts wrangler's OAuth token.
 */
import { runDeploy } from "../src/deploy.ts";
import type { DeploySeams } from "../src/deploy-seams.ts";
import { runCommand } from "../src/errors.ts";
import type { Account } from "../src/preflight.ts";
import { createKnownSecrets } from "../src/redaction.ts";
import type { CommandResult } from "../src/seams.ts";
import { formatSecrets } from "../src/secrets-file.ts";
import { formatSetup, type SetupAnswers } from "../src/setup-file.ts";
import { ACCOUNT_ID, createWorld, type World } from "./fakes.ts";

/** The site's domain in these tests. */
export const DOMAIN = "clearwell-interiors.example";
/** The id of the zone holding {@link DOMAIN}. */
export const ZONE_ID = "zone-clearwell";
/** The OAuth token the fake wrangler login holds: it must never be printed. */
export const OAUTH_TOKEN = "oauth-secret-token-from-wrangler-0451";

/** The answers of a finished setup. */
export const ANSWERS: SetupAnswers = {
  domain: DOMAIN,
  from: `inquiries@${DOMAIN}`,
  recipients: [`hello@${DOMAIN}`],
  allowedOrigins: [`https://${DOMAIN}`],
  resend: { domainId: "d-1", domainStatus: "verified" },
  turnstile: { sitekey: "0x4AAAAsite" },
  access: { teamDomain: "https://clearwell.cloudflareaccess.com", aud: "a".repeat(64) },
};

/** A deploy world: the fakes, the login reads, the login and the environment. */
export type DeployWorld = World & {
  seams: DeploySeams;
  /**
   * The wrangler seam's login reads (`whoami --json`, `auth token --json`), answered from `login`;
   * every other call goes to the fake wrangler (`wrangler.calls`).
   */
  loginReads: { args: string[]; env: Record<string, string> }[];
  /** The accounts the login sees; `signedIn: false` is nobody signed in. */
  login: { signedIn: boolean; accounts: Account[] };
  env: Record<string, string | undefined>;
};

const ok = (stdout: string): CommandResult => ({ code: 0, stdout, stderr: "" });

/** A world after a finished setup with `answers`, signed in to one account that holds the zone. */
export function createDeployWorld(answers: SetupAnswers | null = ANSWERS): DeployWorld {
  const world = createWorld();
  const loginReads: DeployWorld["loginReads"] = [];
  const login: DeployWorld["login"] = { signedIn: true, accounts: [{ id: ACCOUNT_ID, name: "Clearwell" }] };
  const env: DeployWorld["env"] = {};
  world.cloudflare.tokens.push(OAUTH_TOKEN);
  world.cloudflare.zones.push({ id: ZONE_ID, name: DOMAIN, accountId: ACCOUNT_ID });
  if (answers) {
    world.files.texts.set(world.paths.setup, formatSetup(answers));
    world.files.texts.set(
      world.paths.secrets,
      formatSecrets({ RESEND_API_KEY: "re_k", FORM_TOKEN_SECRET: "f" }),
    );
  }
  const fakeWrangler = world.seams.wrangler;
  const seams: DeploySeams = {
    ...world.seams,
    env,
    secrets: createKnownSecrets(),
    wrangler: async (args, callEnv = {}) => {
      const line = args.join(" ");
      if (line !== "whoami --json" && line !== "auth token --json") return fakeWrangler(args, callEnv);
      loginReads.push({ args: [...args], env: { ...callEnv } });
      if (line === "whoami --json") {
        return login.signedIn
          ? ok(JSON.stringify({ loggedIn: true, authType: "OAuth Token", accounts: login.accounts }))
          : { code: 1, stdout: '{"loggedIn":false}', stderr: "" };
      }
      return login.signedIn
        ? ok(JSON.stringify({ type: "oauth", token: OAUTH_TOKEN }))
        : {
            code: 1,
            stdout: "",
            stderr: "✘ [ERROR] Not logged in. Please run `wrangler login` to authenticate.",
          };
    },
  };
  return { ...world, seams, loginReads, login, env };
}

/** Runs deploy in `world` as the command does; resolves with the exit code. */
export function deploy(
  world: DeployWorld,
  options: { dryRun?: boolean; replaceExistingSite?: boolean; interactive?: boolean } = {},
): Promise<number> {
  return runCommand(
    () => runDeploy({ dryRun: false, ...options }, world.seams, world.paths),
    (line) => world.output.push(line),
  );
}

/** Everything the command printed, one string. */
export const printed = (world: World): string => world.output.join("\n");

/** The setup file as it is now. */
export const setupFile = (world: World): SetupAnswers =>
  JSON.parse(world.files.texts.get(world.paths.setup) ?? "null");
