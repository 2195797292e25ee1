/**
 * Setup's step for the site editor's GitHub sign-in (docs/reference.md#site-editor-sign-in): the
 * GitHub OAuth app's client id (public: the `GITHUB_OAUTH_CLIENT_ID` var) and its client secret
 * (the `GITHUB_OAUTH_CLIENT_SECRET` secret: `GITHUB_OAUTH_CLIENT_SECRET` in the environment or a
 * masked question, never a flag).
 */
import { CommandError } from "./errors.ts";
import { decide, type SetupContext } from "./setup-context.ts";

/** The GitHub OAuth app setup records: its client id, and its secret for the secrets file. */
export type CmsSignIn = { clientId: string; clientSecret: string };

/** A GitHub OAuth app's client id: letters, digits, `.`, `_` or `-` (e.g. `Ov23li...`, `Iv1.…`). */
const CLIENT_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A client secret as GitHub makes them (hex, or letters, digits and `_`): nothing wrangler would read as syntax. */
const CLIENT_SECRET = /^[A-Za-z0-9_-]{20,128}$/;

/** How to make the OAuth app, for the site at `domain`. */
export function oauthAppSteps(domain: string): string[] {
  return [
    "Make a GitHub OAuth app for the site editor (once; it belongs to the owner's GitHub account or organisation):",
    "  1. https://github.com/settings/applications/new (an organisation: its Settings > Developer settings > OAuth Apps).",
    `  2. Application name: your site's name; Homepage URL: https://${domain}`,
    `  3. Authorization callback URL: https://${domain}/api/cms/callback`,
    "  4. Register it, copy its Client ID, then press Generate a new client secret and copy the secret.",
  ];
}

/**
 * The sign-in's values: kept from the earlier run, taken from `--github-client-id` and
 * `GITHUB_OAUTH_CLIENT_SECRET`, or asked (the secret masked) once the operator says yes (default
 * no). `--no-cms` removes it. `undefined`: no sign-in (the editor's GitHub sign-in answers
 * `cms_not_configured`; local editing needs none).
 *
 * @throws {CommandError} under `--yes` when the id or the secret is missing, or when either does not
 *   look like GitHub's (the secret is never quoted).
 */
export async function setupCmsSignIn(context: SetupContext, domain: string): Promise<CmsSignIn | undefined> {
  const { options, seams } = context;
  const previousSecret = context.previousSecrets.GITHUB_OAUTH_CLIENT_SECRET;
  if (options.cms === false) {
    context.declined.push("cms");
    if (previousSecret) {
      seams.log(
        "! No GitHub sign-in for the site editor: also delete the secret the worker already has - `cd apps/worker && pnpm exec wrangler secret delete GITHUB_OAUTH_CLIENT_SECRET`.",
      );
    }
    return undefined;
  }
  let clientId = options.githubClientId?.trim() || context.previous?.cms?.clientId;
  let clientSecret = options.githubClientSecret ?? previousSecret;
  if (
    clientId &&
    clientSecret &&
    options.githubClientId === undefined &&
    options.githubClientSecret === undefined
  ) {
    seams.log(`✓ Keeping the site editor's GitHub sign-in (OAuth app ${clientId}).`);
    return { clientId, clientSecret };
  }
  const wanted = await decide(
    context,
    "cms",
    options.cms ?? (clientId || clientSecret ? true : undefined),
    "Let the owner sign in to the site editor (/admin/content) with GitHub (needs a GitHub OAuth app)?",
    false,
  );
  if (!wanted) return undefined;
  if (!clientId || !clientSecret) for (const line of oauthAppSteps(domain)) seams.log(line);
  if (options.yes && (!clientId || !clientSecret)) {
    throw new CommandError(
      "The site editor's GitHub sign-in needs --github-client-id <id> and GITHUB_OAUTH_CLIENT_SECRET in the environment with --yes (or --no-cms).",
    );
  }
  clientId ??= (await seams.prompt.ask("The GitHub OAuth app's Client ID")).trim();
  if (!CLIENT_ID.test(clientId)) {
    throw new CommandError(`"${clientId}" is not a GitHub OAuth app's Client ID (letters, digits, . _ -).`);
  }
  clientSecret ??= (await seams.prompt.ask("The GitHub OAuth app's client secret", { secret: true })).trim();
  seams.secrets?.add(clientSecret);
  if (!CLIENT_SECRET.test(clientSecret)) {
    throw new CommandError(
      "The GitHub OAuth app's client secret does not look like one (letters, digits and _, at least 20): copy it again from the app's page (it is not shown here).",
    );
  }
  seams.log(
    `✓ GitHub sign-in for the site editor: OAuth app ${clientId}; its secret goes to the secrets file.`,
  );
  return { clientId, clientSecret };
}
