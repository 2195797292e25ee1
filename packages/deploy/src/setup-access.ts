/**
 * Setup's Cloudflare Access step (docs/reference.md#cloudflare-access): with an API token it
 * finds or creates the application for `/admin*`, `/api/admin/*` and `/api/cms/*` and reads back the AUD tag and
 * the team domain; without one it prints the dashboard steps and takes the two values.
 */
import { accessApi, accessPaths } from "./cloudflare-access.ts";
import { CommandError } from "./errors.ts";
import { decide, parseAddresses, type SetupContext } from "./setup-context.ts";
import type { SetupAnswers } from "./setup-file.ts";
import { wranglerJson } from "./wrangler-calls.ts";

/** The Access values setup records. */
export type AccessAnswers = NonNullable<SetupAnswers["access"]>;

/** The exact dashboard steps, for an operator without a token. */
export function accessDashboardSteps(domain: string, emails: readonly string[]): string[] {
  const [admin, api, cms] = accessPaths(domain);
  return [
    "Set up Cloudflare Access in the dashboard (until then /admin answers 503 admin_not_configured):",
    "  1. https://one.dash.cloudflare.com > Access > Applications > Add an application > Self-hosted.",
    `  2. Name it "Clearwell inbox"; add three public hostnames: ${admin}, ${api} and ${cms}.`,
    `  3. Add a policy "Operators", action Allow, include Emails: ${emails.join(", ")}. Save.`,
    "  4. Copy the application's Application Audience (AUD) Tag (its Overview page).",
    "  5. Copy your team domain, https://<team>.cloudflareaccess.com (Settings > Custom pages shows the team name).",
    "  6. Run `pnpm run setup --access-team-domain <url> --access-aud <tag>` (or paste them below).",
  ];
}

/** The Cloudflare account for the API: the flag, the earlier run's, else wrangler's only account. */
async function accountId(context: SetupContext): Promise<string> {
  const known = context.options.accountId ?? context.previous?.accountId;
  if (known) return known;
  const who = await wranglerJson<{ accounts?: { id: string; name: string }[] }>(
    context.seams.wrangler,
    ["whoami", "--json"],
    "find the Cloudflare account",
  );
  const accounts = who.accounts ?? [];
  if (accounts.length === 1 && accounts[0]) return accounts[0].id;
  const listed = accounts.map((account) => `${account.id} (${account.name})`).join(", ") || "none";
  throw new CommandError(`Choose the Cloudflare account with --account-id (wrangler's accounts: ${listed}).`);
}

/** A team domain typed by hand, as the worker wants it: `https://<team>.cloudflareaccess.com`. */
function teamDomainOf(input: string): string {
  const host = input
    .trim()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
  if (!/^[a-z0-9-]+\.cloudflareaccess\.com$/i.test(host)) {
    throw new CommandError(
      `"${input}" is not a team domain: it looks like https://<team>.cloudflareaccess.com.`,
    );
  }
  return `https://${host.toLowerCase()}`;
}

/**
 * The Access values: the flags' (`--access-team-domain`, `--access-aud`), the earlier run's (same domain), or
 * made with the API token (asked when not given; empty means the dashboard). Without a token or
 * typed values the earlier run's are kept, saying so. `undefined`: not set up yet (the dashboard
 * steps were printed).
 *
 * @throws {CommandError} when the token is refused, Zero Trust is not set up, or a typed value is
 *   not a team domain.
 */
export async function setupAccess(
  context: SetupContext,
  domain: string,
  recipients: readonly string[],
): Promise<{ access?: AccessAnswers; accountId?: string }> {
  const { options, seams, previous } = context;
  const emails = options.accessEmails ? parseAddresses(options.accessEmails, "--access-emails") : recipients;
  if (options.accessTeamDomain && options.accessAud) {
    return { access: { teamDomain: teamDomainOf(options.accessTeamDomain), aud: options.accessAud.trim() } };
  }
  // The earlier application covers the earlier domain's paths only.
  const recorded = previous?.domain === domain ? previous.access : undefined;
  if (previous?.access && !recorded) {
    seams.log(
      `- The earlier run's Access values are for ${previous.domain}/admin*: not reused for ${domain}.`,
    );
  }
  if (recorded && options.access !== true) {
    seams.log("✓ Keeping the Access values of the earlier run.");
    return { access: recorded, accountId: previous?.accountId };
  }
  const wanted = await decide(
    context,
    "access",
    options.access ?? (options.accessToken ? true : undefined),
    "Set up Cloudflare Access for /admin now (needs an API token with Access rights)?",
    false,
  );
  const token = wanted
    ? (options.accessToken ??
      (options.yes
        ? ""
        : await seams.prompt.ask("Cloudflare API token (empty: use the dashboard)", { secret: true })))
    : "";
  if (token) {
    const account = await accountId(context);
    const api = accessApi(seams.fetch, token, account, options.cloudflareApiBase);
    const teamDomain = await api.teamDomain();
    const found = await api.findApp(domain);
    const app = found ?? (await api.createApp(domain, emails));
    seams.log(`✓ Access application ${app.id} ${found ? "found" : "created"}; team domain ${teamDomain}.`);
    const uncovered = accessPaths(domain).filter((path) => !app.uris.includes(path));
    if (uncovered.length > 0) {
      seams.log(
        `! Add the public hostname ${uncovered.join(" and ")} to that Access application in the dashboard (Access > Applications > Edit > Public hostnames): until then the site editor's GitHub sign-in answers access_token_missing.`,
      );
    }
    return { access: { teamDomain, aud: app.aud, appId: app.id }, accountId: account };
  }
  if (!wanted && (options.access === false || previous?.declined?.includes("access"))) {
    seams.log(
      "- No Access yet: /admin stays closed (503 admin_not_configured) until `pnpm run setup --access` or the dashboard steps of docs/reference.md#cloudflare-access.",
    );
    return {};
  }
  if (!(recorded && options.yes)) for (const line of accessDashboardSteps(domain, emails)) seams.log(line);
  const team = options.yes
    ? ""
    : await seams.prompt.ask(`Team domain (empty: ${recorded ? "keep the earlier run's" : "later"})`);
  const aud = team ? await seams.prompt.ask("Application Audience (AUD) Tag") : "";
  if (team && aud) return { access: { teamDomain: teamDomainOf(team), aud } };
  // Without a token or typed values, the earlier run's are never dropped: deploy would empty the vars.
  if (recorded) {
    seams.log(
      `! Keeping the earlier run's Access values (team domain ${recorded.teamDomain}): no Cloudflare API token was given to check or replace them. To replace them, run \`pnpm run setup --access\` with CLOUDFLARE_ACCESS_API_TOKEN in the environment, or \`pnpm run setup --access-team-domain <url> --access-aud <tag>\`.`,
    );
    return { access: recorded };
  }
  return {};
}
