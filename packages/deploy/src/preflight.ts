/**
 * Deploy's preflight (docs/reference.md#the-preflight): what would otherwise fail half-way, checked
 * before anything is built or uploaded, each failure one message naming the fix: signed in, the
 * account, API credentials, a workers.dev subdomain, the domain's active zone, what is at the domain.
 */
import {
  apiBase,
  type CloudflareApi,
  CloudflareApiError,
  type CloudflareGet,
  cloudflareApi,
  type Environment,
  readCredentials,
} from "./cloudflare-api.ts";
import type { DeploySeams } from "./deploy-seams.ts";
import { CommandError } from "./errors.ts";
import { findExistingSite } from "./existing-site.ts";
import type { CommandResult, Wrangler } from "./seams.ts";

/** An account the login sees. */
export type Account = { id: string; name: string };

/** The chosen account, and what chose it (for messages). */
export type ChosenAccount = Account & {
  chosenBy: "CLOUDFLARE_ACCOUNT_ID" | "the setup file" | "the only account the login sees";
};

/** What the preflight found, and the API client it read them with (deploy's later calls reuse it). */
export type PreflightResult = {
  account: ChosenAccount;
  api: CloudflareApi;
  zone: { id: string; name: string };
  workersDev: string;
  /** What answers at the domain that is not this worker, one line each (`[]`: nothing). */
  found: string[];
};

const SIGN_IN =
  "Sign in with `cd apps/worker && pnpm exec wrangler login` (or set CLOUDFLARE_API_TOKEN), then run deploy again.";

function stderrTail(result: CommandResult): string {
  return result.stderr.trim().split("\n").slice(-8).join("\n") || "(wrangler wrote no error text)";
}

/**
 * The accounts the login sees, from `wrangler whoami --json` (run hidden).
 * @throws {CommandError} when nobody is signed in, `CLOUDFLARE_API_TOKEN` is refused, or wrangler
 *   fails otherwise (its stderr, never its stdout).
 */
export async function signedInAccounts(wrangler: Wrangler, env: Environment): Promise<Account[]> {
  const result = await wrangler(["whoami", "--json"]);
  let answer: { loggedIn?: boolean; accounts?: Account[] } | undefined;
  try {
    answer = JSON.parse(result.stdout.slice(Math.max(0, result.stdout.indexOf("{"))));
  } catch {
    answer = undefined;
  }
  if (answer?.loggedIn === false)
    throw new CommandError(`wrangler is not signed in to Cloudflare. ${SIGN_IN}`);
  if (result.code !== 0 || answer?.loggedIn !== true) {
    if (env.CLOUDFLARE_API_TOKEN && /authenticat|invalid api token|\b10000\b|\b9109\b/i.test(result.stderr)) {
      throw new CommandError(
        `Cloudflare refused CLOUDFLARE_API_TOKEN. Create a token at https://dash.cloudflare.com/profile/api-tokens (the "Edit Cloudflare Workers" template, plus "D1: Edit" and "DNS: Read") or unset it to use \`wrangler login\`, then run deploy again.`,
      );
    }
    throw new CommandError(
      `Could not find out who is signed in to Cloudflare: \`wrangler whoami --json\` failed (exit ${result.code}):\n${stderrTail(result)}`,
    );
  }
  return (answer.accounts ?? []).map(({ id, name }) => ({ id, name }));
}

function listed(accounts: readonly Account[]): string {
  return accounts.map((account) => `  - ${account.name}: ${account.id}`).join("\n");
}

/**
 * `fromEnv` (`CLOUDFLARE_ACCOUNT_ID`), else `recorded` (the setup file's), else the only one of `accounts`.
 * @throws {CommandError} when the chosen id is not among non-empty `accounts` (some tokens cannot list
 *   them), or there are none, or several and none chosen (listing them and how to choose).
 */
export function chooseAccount(
  accounts: readonly Account[],
  fromEnv: string | undefined,
  recorded: string | undefined,
  setupPath: string,
): ChosenAccount {
  const chosen = fromEnv
    ? { id: fromEnv, chosenBy: "CLOUDFLARE_ACCOUNT_ID" as const }
    : recorded
      ? { id: recorded, chosenBy: "the setup file" as const }
      : undefined;
  if (chosen) {
    const account = accounts.find((entry) => entry.id === chosen.id);
    if (account || accounts.length === 0)
      return { id: chosen.id, name: account?.name ?? chosen.id, chosenBy: chosen.chosenBy };
    const where =
      chosen.chosenBy === "CLOUDFLARE_ACCOUNT_ID" ? "CLOUDFLARE_ACCOUNT_ID" : `"accountId" in ${setupPath}`;
    throw new CommandError(
      `${where} is ${chosen.id}, but the Cloudflare login does not see that account. It sees:\n${listed(accounts)}\nSign in to the right account (\`cd apps/worker && pnpm exec wrangler login\`), or choose one of these: \`CLOUDFLARE_ACCOUNT_ID=<id> pnpm run deploy\`${chosen.chosenBy === "the setup file" ? `, or change "accountId" in ${setupPath}` : ""}.`,
    );
  }
  const [only] = accounts;
  if (accounts.length === 1 && only) return { ...only, chosenBy: "the only account the login sees" };
  if (accounts.length === 0) {
    throw new CommandError(
      `The Cloudflare login sees no account. Set CLOUDFLARE_ACCOUNT_ID to the account's id (the dashboard shows it on the Workers & Pages overview) or sign in with a login that has one (\`cd apps/worker && pnpm exec wrangler login\`), then run deploy again.`,
    );
  }
  throw new CommandError(
    `The Cloudflare login sees ${accounts.length} accounts, and none is chosen:\n${listed(accounts)}\nChoose the one the site goes to: \`CLOUDFLARE_ACCOUNT_ID=<id> pnpm run deploy\` (that once), or record it with \`pnpm run setup --account-id <id>\` (or "accountId": "<id>" in ${setupPath}).`,
  );
}

/** Runs `call`, turning an unexpected answer of the API into one message that says what it was for. */
async function step<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CloudflareApiError) {
      throw new CommandError(`Could not ${what}: Cloudflare's API answered ${error.said}. Run deploy again.`);
    }
    throw error;
  }
}

async function workersDevSubdomain(
  get: CloudflareGet,
  account: ChosenAccount,
  base: string,
): Promise<string> {
  let subdomain: string | null | undefined;
  try {
    ({ subdomain } = await get<{ subdomain?: string | null }>(
      `/accounts/${encodeURIComponent(account.id)}/workers/subdomain`,
    ));
  } catch (error) {
    if (!(error instanceof CloudflareApiError && (error.codes.includes(10007) || error.status === 404))) {
      if (error instanceof CloudflareApiError) {
        throw new CommandError(
          `Could not read the workers.dev subdomain of account ${account.id}: Cloudflare's API answered ${error.said}. Run deploy again.`,
        );
      }
      throw error;
    }
  }
  if (subdomain) return subdomain;
  throw new CommandError(
    `The Cloudflare account "${account.name}" (${account.id}) has no workers.dev subdomain, and the site's delivery workflow cannot be deployed without one (wrangler would stop after uploading the worker and its secrets). The site stays off workers.dev either way. Register one, then run deploy again:\n  - in the dashboard: https://dash.cloudflare.com/${account.id}/workers/onboarding (Workers & Pages -> your workers.dev subdomain), or\n  - with the API: curl -X PUT "${base}/accounts/${account.id}/workers/subdomain" -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" -H "Content-Type: application/json" --data '{"subdomain":"<name>"}'`,
  );
}

type ZoneJson = {
  id: string;
  name: string;
  status?: string;
  name_servers?: string[];
  account?: { id?: string; name?: string };
};

/** `domain` and each parent of it with at least two labels, most specific first. */
function zoneCandidates(domain: string): string[] {
  const labels = domain.toLowerCase().split(".");
  const candidates: string[] = [];
  for (let index = 0; index <= labels.length - 2; index += 1) candidates.push(labels.slice(index).join("."));
  return candidates;
}

async function findZone(
  get: CloudflareGet,
  domain: string,
  account: ChosenAccount,
): Promise<{ id: string; name: string }> {
  for (const candidate of zoneCandidates(domain)) {
    const zones = await step(`look up the zone of ${domain}`, () =>
      get<ZoneJson[]>("/zones", { name: candidate, per_page: "50" }),
    );
    const matching = zones.filter((zone) => zone.name.toLowerCase() === candidate);
    const own = matching.find((zone) => zone.account?.id === account.id);
    if (own && own.status !== undefined && own.status !== "active") {
      const servers = own.name_servers?.length ? ` (${own.name_servers.join(", ")})` : "";
      throw new CommandError(
        `The zone ${own.name} is ${own.status} on Cloudflare, not active, and a custom domain needs an active zone (wrangler would stop after uploading the worker). Set the domain's nameservers at its registrar to Cloudflare's${servers}; Cloudflare activates the zone once it sees them (https://dash.cloudflare.com/${account.id}/${own.name} shows its state). Then run deploy again.`,
      );
    }
    if (own) return { id: own.id, name: own.name };
    const other = matching[0];
    if (other) {
      const owner = `"${other.account?.name ?? "?"}" (${other.account?.id ?? "?"})`;
      throw new CommandError(
        `The zone ${other.name}, which holds ${domain}, is on the Cloudflare account ${owner}, not on "${account.name}" (${account.id}) that deploy uses (${account.chosenBy}). A custom domain must be on the worker's account: deploy to that account (\`CLOUDFLARE_ACCOUNT_ID=${other.account?.id ?? "<id>"} pnpm run deploy\`, or \`pnpm run setup --account-id ${other.account?.id ?? "<id>"}\`), or move the zone.`,
      );
    }
  }
  throw new CommandError(
    `No zone on Cloudflare holds ${domain} for account "${account.name}" (${account.id}): the custom domain needs the site's domain on this account, its DNS on Cloudflare. Add it at https://dash.cloudflare.com/${account.id}/add-site and switch its nameservers to the two Cloudflare names, then run deploy again.`,
  );
}

/**
 * Runs every check above in order, read-only: uploads and writes nothing.
 * @throws {CommandError} at the first check that fails, naming the fix.
 */
export async function runPreflight(
  seams: DeploySeams,
  input: { domain: string; workerName: string; recordedAccountId: string | undefined; setupPath: string },
): Promise<PreflightResult> {
  const { env, wrangler } = seams;
  const accounts = await signedInAccounts(wrangler, env);
  const account = chooseAccount(
    accounts,
    env.CLOUDFLARE_ACCOUNT_ID?.trim() || undefined,
    input.recordedAccountId,
    input.setupPath,
  );
  const base = apiBase(env);
  // Every wrangler call from here on names the account; whoami above is what chooses it.
  const credentials = await readCredentials(withAccount(wrangler, account.id), env, seams.secrets);
  const api = cloudflareApi(seams.fetch, credentials, base);
  const { get } = api;
  const workersDev = await workersDevSubdomain(get, account, base);
  const zone = await findZone(get, input.domain, account);
  const found = await step(`find out what already answers at ${input.domain}`, () =>
    findExistingSite(get, {
      accountId: account.id,
      zoneId: zone.id,
      hostname: input.domain,
      workerName: input.workerName,
    }),
  );
  return { account, api, zone, workersDev, found };
}

/** `wrangler` with `CLOUDFLARE_ACCOUNT_ID` always set, so it never has to choose (with several it stops). */
export function withAccount(wrangler: Wrangler, accountId: string): Wrangler {
  return (args, env) => wrangler(args, { ...env, CLOUDFLARE_ACCOUNT_ID: accountId });
}
