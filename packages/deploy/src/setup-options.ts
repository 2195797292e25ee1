/**
 * Setup's flags (`--help`) and the variables it reads instead of asking (docs/reference.md#setups-secrets-questions-and-output).
 * A secret comes only from the environment or the prompt: as a flag it would show in `ps`, so it is refused.
 */
import { parseArgs } from "node:util";
import { apiBase } from "./cloudflare-api.ts";
import { CommandError } from "./errors.ts";

/** Setup's options. An optional step's flag is `true` (do it), `false` (`--no-...`: skip) or unset (ask). */
export type SetupOptions = {
  /** Ask nothing: take flags, then what an earlier run recorded, then defaults; fail naming what is missing. */
  yes: boolean;
  domain?: string;
  from?: string;
  /** Comma-separated. */
  recipients?: string;
  /** The Resend API key (`RESEND_API_KEY`; else the secrets file, else asked). */
  resendKey?: string;
  /** Resend's API (`RESEND_API_URL`); default Resend's. */
  resendApiUrl?: string;
  /** Cloudflare's API, for Access: `CLOUDFLARE_API_BASE_URL` when set, as for wrangler (`apiBase`). */
  cloudflareApiBase: string;
  /** Create (or reuse) the Resend webhook for delivery events. */
  webhook?: boolean;
  /** The `whsec_` secret of an existing Resend webhook, copied from Resend's dashboard (`RESEND_WEBHOOK_SECRET`). */
  webhookSecret?: string;
  turnstile?: boolean;
  /** A chat incoming-webhook URL for `NOTIFY_WEBHOOKS` (`CHAT_WEBHOOK_URL`, a credential); `false` removes it. */
  chatWebhook?: string | false;
  /** The chat's format when the URL does not tell: slack, discord or teams. */
  chatFormat?: string;
  access?: boolean;
  /** A Cloudflare API token with Access rights (`CLOUDFLARE_ACCESS_API_TOKEN`; else asked). */
  accessToken?: string;
  /** The Cloudflare account (else `CLOUDFLARE_ACCOUNT_ID`, else wrangler's only account). */
  accountId?: string;
  /** Access values copied from the dashboard, when there is no token. */
  accessTeamDomain?: string;
  accessAud?: string;
  /** Comma-separated addresses Access lets in; default the recipients. */
  accessEmails?: string;
  /** The site editor's GitHub sign-in: `--cms` asks for it, `--no-cms` removes it. */
  cms?: boolean;
  /** The GitHub OAuth app's client id (public). */
  githubClientId?: string;
  /** The GitHub OAuth app's client secret (`GITHUB_OAUTH_CLIENT_SECRET`; else the secrets file, else asked). */
  githubClientSecret?: string;
  help: boolean;
};

/** The environment variable each secret is read from (the only way besides the prompt). */
export const SECRET_ENVIRONMENT = {
  resendKey: "RESEND_API_KEY",
  accessToken: "CLOUDFLARE_ACCESS_API_TOKEN",
  webhookSecret: "RESEND_WEBHOOK_SECRET",
  chatWebhook: "CHAT_WEBHOOK_URL",
  githubClientSecret: "GITHUB_OAUTH_CLIENT_SECRET",
} as const satisfies Partial<Record<keyof SetupOptions, string>>;

/** The flags that would carry a secret, each with the environment variable to use instead. */
const SECRET_FLAGS: readonly [flag: string, variable: string][] = [
  ["--resend-key", SECRET_ENVIRONMENT.resendKey],
  ["--access-token", SECRET_ENVIRONMENT.accessToken],
  ["--webhook-secret", SECRET_ENVIRONMENT.webhookSecret],
  ["--chat-webhook", SECRET_ENVIRONMENT.chatWebhook],
  ["--github-client-secret", SECRET_ENVIRONMENT.githubClientSecret],
];

/** The flags, for `--help`. */
export const SETUP_USAGE = `pnpm run setup [--yes] [flags]

  --yes, -y                  ask nothing (CI): flags, then the earlier run's answers, then defaults
  --domain <host>            the site's domain, e.g. clearwell-interiors.com
  --from <address>           the sender (default inquiries@<domain>)
  --recipients <a,b>         who receives the inquiries; the first is the default
  --webhook / --no-webhook   create the Resend webhook for delivery events (default yes)
  --turnstile / --no-turnstile   a Turnstile widget for the Contact form (default no)
  --no-chat-webhook          no chat webhook for new inquiries (and forget the earlier one)
  --chat-format <format>     slack, discord or teams, when the chat webhook's URL does not tell
  --access / --no-access     create the Cloudflare Access application for /admin (needs a token)
  --account-id <id>          the Cloudflare account (or CLOUDFLARE_ACCOUNT_ID)
  --access-team-domain <url> --access-aud <tag>   the two Access values, set up in the dashboard
  --access-emails <a,b>      who Access lets into /admin (default the recipients)
  --cms / --no-cms           the site editor's GitHub sign-in (a GitHub OAuth app; default no)
  --github-client-id <id>    that OAuth app's Client ID

Secrets come from the environment, or setup asks and shows nothing of what is typed; a secret
given as a flag is refused (it would show in ps, the shell's history and CI job files):
  RESEND_API_KEY               the Resend API key (re_..., full access)
  CLOUDFLARE_ACCESS_API_TOKEN  a Cloudflare API token with Access rights (for --access)
  RESEND_WEBHOOK_SECRET        the whsec_ secret of an existing Resend webhook, from its dashboard
  CHAT_WEBHOOK_URL             a Slack, Discord or Teams incoming-webhook URL for new inquiries
  GITHUB_OAUTH_CLIENT_SECRET   the site editor's GitHub OAuth app's client secret

Without a terminal (input piped in), each question takes the next line of the input; when the
input ends first, setup stops: use --yes with flags and the variables above instead.`;

/** @throws {CommandError} for a flag of {@link SECRET_FLAGS}, naming its variable, never the value. */
function refuseSecretFlags(argv: readonly string[]): void {
  for (const [flag, variable] of SECRET_FLAGS) {
    if (argv.some((arg) => arg === flag || arg.startsWith(`${flag}=`))) {
      throw new CommandError(
        `${flag} is refused, since a secret on the command line shows in \`ps\`, the shell's history and CI job files: set ${variable} in the environment instead, or leave it out and setup asks for it without showing what you type.`,
      );
    }
  }
}

/**
 * Reads setup's argv (after the script name; a leading `--` is skipped) and environment.
 * @throws {CommandError} for a secret flag, an unknown flag, a flag without its value, or an argument
 *   without a flag (not quoted back: it may be a secret).
 */
export function parseSetupArgs(argv: readonly string[], env: NodeJS.ProcessEnv): SetupOptions {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  refuseSecretFlags(args);
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowNegative: true,
      allowPositionals: true,
      options: {
        yes: { type: "boolean", short: "y" },
        help: { type: "boolean", short: "h" },
        domain: { type: "string" },
        from: { type: "string" },
        recipients: { type: "string" },
        webhook: { type: "boolean" },
        turnstile: { type: "boolean" },
        // Only its negation is accepted (--chat-webhook is refused above): --no-chat-webhook is false.
        "chat-webhook": { type: "boolean" },
        "chat-format": { type: "string" },
        access: { type: "boolean" },
        "account-id": { type: "string" },
        "access-team-domain": { type: "string" },
        "access-aud": { type: "string" },
        "access-emails": { type: "string" },
        cms: { type: "boolean" },
        "github-client-id": { type: "string" },
      },
    }));
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${SETUP_USAGE}`);
  }
  if (positionals.length > 0) {
    throw new CommandError(
      `setup takes flags only: ${positionals.length === 1 ? "an argument" : `${positionals.length} arguments`} without a flag (not shown here, in case it is a secret).\n\n${SETUP_USAGE}`,
    );
  }
  const secret = (name: keyof typeof SECRET_ENVIRONMENT) =>
    env[SECRET_ENVIRONMENT[name]]?.trim() || undefined;
  const text = (name: string) => values[name] as string | undefined;
  const flag = (name: string) => values[name] as boolean | undefined;
  return {
    yes: flag("yes") ?? false,
    help: flag("help") ?? false,
    domain: text("domain"),
    from: text("from"),
    recipients: text("recipients"),
    resendKey: secret("resendKey"),
    resendApiUrl: env.RESEND_API_URL || undefined,
    cloudflareApiBase: apiBase(env),
    webhook: flag("webhook"),
    webhookSecret: secret("webhookSecret"),
    turnstile: flag("turnstile"),
    chatWebhook: flag("chat-webhook") === false ? false : secret("chatWebhook"),
    chatFormat: text("chat-format"),
    access: flag("access"),
    accessToken: secret("accessToken"),
    accountId: text("account-id") ?? (env.CLOUDFLARE_ACCOUNT_ID || undefined),
    accessTeamDomain: text("access-team-domain"),
    accessAud: text("access-aud"),
    accessEmails: text("access-emails"),
    cms: flag("cms"),
    githubClientId: text("github-client-id"),
    githubClientSecret: secret("githubClientSecret"),
  };
}
