/**
 * What already answers at the site's host name, and the operator's yes before deploy replaces it
 * (docs/reference.md#the-preflight): `wrangler deploy` would override it silently. This worker's own
 * domain and routes, and DNS records under a Workers custom domain (Cloudflare's), are not one.
 */
import type { CloudflareGet } from "./cloudflare-api.ts";
import { CommandError } from "./errors.ts";
import type { Prompt } from "./seams.ts";
import type { SetupAnswers } from "./setup-file.ts";

/** Where to look: the account, the zone holding `hostname`, and this worker's name. */
export type SiteLookup = { accountId: string; zoneId: string; hostname: string; workerName: string };

type DnsRecord = { type: string; name: string; content: string };
type WorkersRoute = { pattern: string; script?: string | null };
type WorkersDomain = { hostname: string; service: string };

const SITE_RECORD_TYPES = new Set(["A", "AAAA", "CNAME"]);

/** Whether a route pattern (`example.com/*`, `*.example.com/*`, `*example.com/blog/*`, maybe with a scheme) covers `hostname`. */
export function routeCovers(pattern: string, hostname: string): boolean {
  const host = (pattern.replace(/^[a-z]+:\/\//i, "").split("/")[0] ?? "").toLowerCase();
  const wanted = hostname.toLowerCase();
  if (host.startsWith("*")) return wanted.endsWith(host.slice(1));
  return host === wanted;
}

/**
 * What answers at `lookup.hostname` that is not this worker, one line each (e.g. `DNS A record
 * clearwell-interiors.com -> 192.0.2.10`); `[]` when nothing. @throws what `get` throws.
 */
export async function findExistingSite(get: CloudflareGet, lookup: SiteLookup): Promise<string[]> {
  const { accountId, zoneId, hostname, workerName } = lookup;
  const found: string[] = [];
  const domains = (
    await get<WorkersDomain[]>(`/accounts/${encodeURIComponent(accountId)}/workers/domains`, { hostname })
  ).filter((domain) => domain.hostname.toLowerCase() === hostname.toLowerCase());
  for (const domain of domains) {
    if (domain.service !== workerName) {
      found.push(`Workers custom domain ${domain.hostname} -> worker "${domain.service}"`);
    }
  }
  const routes = await get<WorkersRoute[]>(`/zones/${encodeURIComponent(zoneId)}/workers/routes`);
  for (const route of routes) {
    if (route.script && route.script !== workerName && routeCovers(route.pattern, hostname)) {
      found.push(`Workers route ${route.pattern} -> worker "${route.script}"`);
    }
  }
  if (domains.length === 0) {
    const records = await get<DnsRecord[]>(`/zones/${encodeURIComponent(zoneId)}/dns_records`, {
      name: hostname,
      per_page: "100",
    });
    for (const record of records) {
      if (record.name.toLowerCase() === hostname.toLowerCase() && SITE_RECORD_TYPES.has(record.type)) {
        found.push(`DNS ${record.type} record ${record.name} -> ${record.content}`);
      }
    }
  }
  return found;
}

/** How the operator can answer: the flag, and whether a question may be asked (a terminal, no `--yes`). */
export type ReplaceChoice = { replaceExistingSite: boolean; interactive: boolean };

/**
 * The yes to replacing what `found` lists: nothing found, an earlier yes covering all of it,
 * `--replace-existing-site`, or a yes to the one question (only when `choice.interactive`).
 * @returns the answers to record with the yes, or `null` when there is nothing new to record.
 * @throws {CommandError} without a yes (nothing uploaded), naming what was found and how to say yes.
 */
export async function settleExistingSite(input: {
  found: readonly string[];
  answers: SetupAnswers;
  choice: ReplaceChoice;
  prompt: Prompt;
  log: (line: string) => void;
  setupPath: string;
}): Promise<SetupAnswers | null> {
  const { found, answers, choice, prompt, log, setupPath } = input;
  const hostname = answers.domain;
  if (found.length === 0) return null;
  const listed = found.map((item) => `      - ${item}`).join("\n");
  const remembered = answers.replaceExistingSite;
  if (remembered?.hostname === hostname && found.every((item) => remembered.found.includes(item))) {
    log(`    replacing what is at ${hostname} (yes recorded in ${setupPath}):\n${listed}`);
    return null;
  }
  let yes = choice.replaceExistingSite;
  const asked = !yes && choice.interactive;
  if (asked) {
    log(`    Something else already answers at ${hostname}:\n${listed}`);
    yes = await prompt.confirm(
      `Replace it with this site (the custom domain takes over ${hostname} and its DNS record)?`,
      false,
    );
  }
  if (!yes && asked) {
    throw new CommandError(
      `Not replacing what answers at ${hostname} (listed above). Nothing was uploaded. To let this site take it over later, run \`pnpm run deploy --replace-existing-site\` (or answer yes); otherwise choose another domain with \`pnpm run setup --domain <host>\`.`,
    );
  }
  if (!yes) {
    throw new CommandError(
      `Something else already answers at ${hostname}, and deploying would replace it:\n${found.map((item) => `  - ${item}`).join("\n")}\nNothing was uploaded. If this site should take ${hostname} over, run \`pnpm run deploy --replace-existing-site\` (or answer yes when deploy asks in a terminal); the yes is recorded in ${setupPath}. Otherwise choose another domain with \`pnpm run setup --domain <host>\`.`,
    );
  }
  log(`    replacing what is at ${hostname} (yes recorded in ${setupPath}):\n${listed}`);
  return { ...answers, replaceExistingSite: { hostname, found: [...found] } };
}
