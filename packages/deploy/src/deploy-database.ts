/**
 * Deploy's D1 step (docs/reference.md#d1-and-migrations): the archive's database exists on the
 * account the preflight chose (the `wrangler` given here passes it as `CLOUDFLARE_ACCOUNT_ID`) -
 * found by name with `wrangler d1 list --json`, created by name on a fresh account - and is the one
 * the setup file recorded.
 */
import { CommandError } from "./errors.ts";
import type { Wrangler } from "./seams.ts";
import { runWrangler, wranglerJson } from "./wrangler-calls.ts";

type DatabaseJson = { uuid: string; name: string };

/** The database's id, and whether this run created it. */
export type EnsuredDatabase = { id: string; created: boolean };

async function findDatabase(wrangler: Wrangler, name: string): Promise<DatabaseJson | undefined> {
  const databases = await wranglerJson<DatabaseJson[]>(
    wrangler,
    ["d1", "list", "--json"],
    "list the D1 databases",
  );
  return databases.find((database) => database.name === name);
}

/**
 * Makes sure the D1 database `name` exists and is `recordedId` (when one is recorded).
 *
 * @param account - the account deploy uses, for messages, e.g. `"Clearwell" (0123abc)`.
 * @throws {CommandError} when it exists under another id than recorded, when the recorded one is not
 *   on the account, or when wrangler fails (not signed in, ...), each naming what to do.
 */
export async function ensureDatabase(
  wrangler: Wrangler,
  name: string,
  recordedId: string | undefined,
  setupFile: string,
  account = "the chosen account",
): Promise<EnsuredDatabase> {
  const found = await findDatabase(wrangler, name);
  if (found) {
    if (recordedId && found.uuid !== recordedId) {
      throw new CommandError(
        `The D1 database ${name} on this account has the id ${found.uuid}, but ${setupFile} records ${recordedId}: deploy uses another account (${account}) than the first deploy, or the database was re-created by hand. To deploy to the first deploy's account, set CLOUDFLARE_ACCOUNT_ID to it ("accountId" in ${setupFile} when the environment does not say); if ${found.uuid} is the right database, delete "databaseId" from ${setupFile} and run deploy again.`,
      );
    }
    return { id: found.uuid, created: false };
  }
  if (recordedId) {
    throw new CommandError(
      `${setupFile} records the D1 database ${recordedId}, but the account ${account} has no database named ${name}: deploy uses another account than the first deploy, or the database was deleted (with every inquiry). Choose the first deploy's account with CLOUDFLARE_ACCOUNT_ID (or sign in to it: \`cd apps/worker && pnpm exec wrangler login\`), or delete "databaseId" from ${setupFile} to create a new, empty one.`,
    );
  }
  await runWrangler(wrangler, ["d1", "create", name], `create the D1 database ${name}`);
  const created = await findDatabase(wrangler, name);
  if (!created)
    throw new CommandError(
      `wrangler created the D1 database ${name} but does not list it: run deploy again.`,
    );
  return { id: created.uuid, created: true };
}
