/**
 * `pnpm run deploy` (docs/reference.md#the-commands-in-detail): the preflight, the site's build, the D1
 * database, the R2 bucket, the migrations, `wrangler deploy`; stops at the first failure saying what to
 * do. Nothing is built or uploaded before the preflight passes; `--dry-run` touches no account.
 */
import { relative } from "node:path";
import { ensureBucket } from "./deploy-bucket.ts";
import { ensureDatabase } from "./deploy-database.ts";
import type { DeploySeams } from "./deploy-seams.ts";
import { CommandError } from "./errors.ts";
import { settleExistingSite } from "./existing-site.ts";
import { type Paths, shown } from "./paths.ts";
import { type PreflightResult, runPreflight, withAccount } from "./preflight.ts";
import { productionConfig, readCommittedConfig } from "./production-config.ts";
import type { CommandResult } from "./seams.ts";
import { parseSecrets, REQUIRED_SECRETS } from "./secrets-file.ts";
import { formatSetup, parseSetup, type SetupAnswers } from "./setup-file.ts";
import { runWrangler } from "./wrangler-calls.ts";

/** `--dry-run`, `--replace-existing-site` (the yes without asking), `interactive` (may ask; default false). */
export type DeployOptions = { dryRun: boolean; replaceExistingSite?: boolean; interactive?: boolean };

const CONFIG = "wrangler.production.jsonc";
/** The API calls of the bucket step, as the steps list names them. */
const BUCKET_LIST = "GET /accounts/<account id>/r2/buckets";
const BUCKET_CREATE = "POST /accounts/<account id>/r2/buckets";
const SECRETS = ".secrets.production";

/** What setup has not provided yet, as readable items (`[]`: complete). */
function missingFromSetup(answers: SetupAnswers | null, secretNames: readonly string[]): string[] {
  const missing = answers ? [] : ["the setup file (domain, sender, recipients)"];
  for (const name of REQUIRED_SECRETS) if (!secretNames.includes(name)) missing.push(name);
  return missing;
}

function lastLines(result: CommandResult): string {
  return (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-8).join("\n");
}

/** What the preflight checks, for the list of steps. */
function preflightChecks(domain: string): string[] {
  return [
    "signed in: wrangler whoami --json",
    "the account: CLOUDFLARE_ACCOUNT_ID, else the setup file's accountId, else the only account",
    "a workers.dev subdomain on the account (the delivery workflow needs one)",
    `the zone of ${domain} on the account`,
    `what already answers at ${domain} (DNS records, Workers routes and custom domains): replaced only after a yes`,
  ];
}

/**
 * Runs deploy (or its dry run).
 * @throws {CommandError} at the first failing step, or (not a dry run) when setup is unfinished or
 *   something else answers at the domain without a yes.
 */
export async function runDeploy(options: DeployOptions, seams: DeploySeams, paths: Paths): Promise<void> {
  const { files, log } = seams;
  const setupPath = shown(paths, paths.setup);
  const committedText = await files.read(paths.wranglerConfig);
  if (committedText === null) throw new CommandError(`${shown(paths, paths.wranglerConfig)} is missing.`);
  const committed = readCommittedConfig(committedText);
  let answers = parseSetup(await files.read(paths.setup), setupPath);
  const secrets = parseSecrets(await files.read(paths.secrets));
  const missing = missingFromSetup(answers, Object.keys(secrets));
  if (missing.length > 0) {
    const what = `Missing: ${missing.join(", ")}.`;
    if (!options.dryRun) {
      throw new CommandError(
        `${what} Run \`pnpm run setup\` first (again if an earlier run stopped: it keeps what it wrote).`,
      );
    }
    log(`${what} The dry run goes on with wrangler.jsonc's values; \`pnpm run setup\` provides them.`);
  }
  const turnstileKey = answers?.turnstile?.sitekey;
  const domain = answers?.domain ?? "<domain>";
  const steps = [
    `preflight, before anything is built or uploaded (reads the account, changes nothing):${preflightChecks(
      domain,
    )
      .map((check) => `\n       - ${check}`)
      .join("")}`,
    `build the site: pnpm --filter @clearwell/web build${turnstileKey ? ` (VITE_TURNSTILE_SITE_KEY=${turnstileKey})` : ""}`,
    `write ${shown(paths, paths.productionConfig)} (wrangler.jsonc + ${setupPath})`,
    `make sure the D1 database ${committed.databaseName} exists: wrangler d1 list --json (wrangler d1 create ${committed.databaseName} on a fresh account)`,
    `make sure the R2 bucket ${committed.bucketName} exists, private (no r2.dev URL, no custom domain): ${BUCKET_LIST} with the preflight's credentials (${BUCKET_CREATE} on a fresh account)`,
    `apply the migrations: wrangler d1 migrations apply DB --remote --config ${CONFIG}`,
    `deploy: wrangler deploy --config ${CONFIG} --secrets-file ${SECRETS}${answers ? ` (custom domain ${answers.domain})` : ""}`,
  ];
  log(options.dryRun ? "Dry run: deploy would, in order:" : "Deploying, in order:");
  for (const [index, step] of steps.entries()) log(`  ${index + 1}. ${step}`);
  log("  Every wrangler call after the preflight gets the chosen account as CLOUDFLARE_ACCOUNT_ID.");

  let wrangler = seams.wrangler;
  let accountLabel = "the chosen account";
  let preflightResult: PreflightResult | undefined;
  if (options.dryRun) {
    log("\n1/7 would run the preflight's checks (listed above): not in a dry run, which reads no account");
  } else {
    if (!answers) throw new CommandError("Run `pnpm run setup` first.");
    log("\n1/7 Preflight");
    const preflight = await runPreflight(seams, {
      domain: answers.domain,
      workerName: committed.name,
      recordedAccountId: answers.accountId,
      setupPath,
    });
    preflightResult = preflight;
    const { account, zone, workersDev, found } = preflight;
    log(`    account: ${account.name} (${account.id}), chosen by ${account.chosenBy}`);
    log(`    workers.dev subdomain: ${workersDev}`);
    log(`    zone: ${zone.name}`);
    if (found.length === 0) log(`    nothing else answers at ${answers.domain}`);
    const settled = await settleExistingSite({
      found,
      answers,
      choice: {
        replaceExistingSite: options.replaceExistingSite ?? false,
        interactive: options.interactive ?? false,
      },
      prompt: seams.prompt,
      log,
      setupPath,
    });
    const recorded: SetupAnswers = { ...(settled ?? answers), accountId: answers.accountId ?? account.id };
    if (settled || recorded.accountId !== answers.accountId) {
      answers = recorded;
      await files.writeAtomic(paths.setup, formatSetup(answers), 0o644);
    }
    wrangler = withAccount(seams.wrangler, account.id);
    accountLabel = `"${account.name}" (${account.id})`;
  }

  log(`2/7 Building the site`);
  // Empty without a widget, so a key left in the shell never turns the widget on.
  const build = await seams.run("pnpm", ["--filter", "@clearwell/web", "build"], {
    VITE_TURNSTILE_SITE_KEY: turnstileKey ?? "",
  });
  if (build.code !== 0) {
    throw new CommandError(
      `The site's build failed (exit ${build.code}):\n${lastLines(build)}\nFix it (\`pnpm --filter @clearwell/web build\` shows everything) and run deploy again.`,
    );
  }
  log(`3/7 Writing ${shown(paths, paths.productionConfig)}`);
  await files.writeAtomic(paths.productionConfig, productionConfig(committedText, answers), 0o644);

  if (options.dryRun) {
    log("    building the bundle: wrangler deploy --dry-run (uploads nothing)");
    await runWrangler(
      wrangler,
      ["deploy", "--dry-run", "--config", CONFIG, "--outdir", relative(paths.worker, paths.dryRunOutdir)],
      "build the worker's bundle",
    );
    log(
      `4/7 would run: wrangler d1 list --json (and wrangler d1 create ${committed.databaseName} if it is missing)`,
    );
    log(
      `5/7 would call: ${BUCKET_LIST} (and ${BUCKET_CREATE} {"name":"${committed.bucketName}"} if it is missing)`,
    );
    log(`6/7 would run: wrangler d1 migrations apply DB --remote --config ${CONFIG}`);
    log(`7/7 would run: wrangler deploy --config ${CONFIG} --secrets-file ${SECRETS}`);
    log(`\n✓ Dry run done: the bundle is in ${shown(paths, paths.dryRunOutdir)}; no account was touched.`);
    return;
  }
  if (!answers || !preflightResult) throw new CommandError("Run `pnpm run setup` first.");

  log(`4/7 Making sure the D1 database ${committed.databaseName} exists`);
  const database = await ensureDatabase(
    wrangler,
    committed.databaseName,
    answers.databaseId,
    setupPath,
    accountLabel,
  );
  if (database.id !== answers.databaseId) {
    answers = { ...answers, databaseId: database.id };
    await files.writeAtomic(paths.setup, formatSetup(answers), 0o644);
    await files.writeAtomic(paths.productionConfig, productionConfig(committedText, answers), 0o644);
  }
  log(`    ${database.created ? "created" : "found"} ${database.id}`);

  log(`5/7 Making sure the R2 bucket ${committed.bucketName} exists (private)`);
  const bucket = await ensureBucket(preflightResult.api, committed.bucketName, {
    id: preflightResult.account.id,
    label: accountLabel,
  });
  log(`    ${bucket.created ? "created" : "found"} ${committed.bucketName}`);

  log("6/7 Applying the migrations");
  await runWrangler(
    wrangler,
    ["d1", "migrations", "apply", "DB", "--remote", "--config", CONFIG],
    "apply the D1 migrations",
    {
      CI: "true",
    },
  );
  log("7/7 Deploying the worker and the site");
  await runWrangler(wrangler, ["deploy", "--config", CONFIG, "--secrets-file", SECRETS], "deploy the worker");
  log(
    `\n✓ Live at https://${answers.domain} (the custom domain can take a few minutes to get its certificate).`,
  );
  log(
    `  Open https://${answers.domain}/admin: the Setup panel lists every check, and "Send a test inquiry" tries every channel.`,
  );
}
