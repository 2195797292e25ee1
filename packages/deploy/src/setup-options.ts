/**
 * The setup command's options: its flags (`pnpm run setup -- --help` lists them) and the
 * environment variables it reads instead of asking (docs/operations.md#deploying).
 */
import { parseArgs } from "node:util";
import { CommandError } from "./errors.ts";

/** Setup's options. An optional step's flag is `true` (do it), `false` (`--no-...`: skip) or unset (ask). */
export type SetupOptions = {
  /** Ask nothing: take flags, then what an earlier run recorded, then defaults; fail naming what is missing. */
  yes: boolean;
  domain?: string;
  from?: string;
  /** Comma-separated. */
  recipients?: string;
  /** The Resend API key (else `RESEND_API_KEY`, else the secrets file, else asked). */
  resendKey?: string;
  /** Resend's API (`RESEND_API_URL`); default Resend's. */
  resendApiUrl?: string;
  /** Create (or reuse) the Resend webhook for delivery events. */
  webhook?: boolean;
  /** The `whsec_` secret of an existing Resend webhook, copied from Resend's dashboard. */
  webhookSecret?: string;
  turnstile?: boolean;
  /** A Slack, Discord or Teams incoming-webhook URL for `NOTIFY_WEBHOOKS`; `--no-chat-webhook` removes it. */
  chatWebhook?: string | false;
  /** The chat's format when the URL does not tell: slack, discord or teams. */
  chatFormat?: string;
  access?: boolean;
  /** A Cloudflare API token with Access rights (else `CLOUDFLARE_ACCESS_API_TOKEN`). */
  accessToken?: string;
  /** The Cloudflare account (else `CLOUDFLARE_ACCOUNT_ID`, else wrangler's only account). */
  accountId?: string;
  /** Access values copied from the dashboard, when there is no token. */
  accessTeamDomain?: string;
  accessAud?: string;
  /** Comma-separated addresses Access lets in; default the recipients. */
  accessEmails?: string;
  help: boolean;
};

/** The flags, for `--help`. */
export const SETUP_USAGE = `pnpm run setup [--yes] [flags]

  --yes, -y                  ask nothing (CI): flags, then the earlier run's answers, then defaults
  --domain <host>            the site's domain, e.g. clearwell-interiors.com
  --from <address>           the sender (default inquiries@<domain>)
  --recipients <a,b>         who receives the inquiries; the first is the default
  --resend-key <re_...>      the Resend API key (or RESEND_API_KEY in the environment)
  --webhook / --no-webhook   create the Resend webhook for delivery events (default yes)
  --webhook-secret <whsec_>  the secret of an existing webhook, from Resend's dashboard
  --turnstile / --no-turnstile   a Turnstile widget for the Contact form (default no)
  --chat-webhook <url>       a Slack, Discord or Teams webhook for new inquiries (--no-chat-webhook: none)
  --chat-format <format>     slack, discord or teams, when the URL does not tell
  --access / --no-access     create the Cloudflare Access application for /admin (needs a token)
  --access-token <token>     Cloudflare API token with Access rights (or CLOUDFLARE_ACCESS_API_TOKEN)
  --account-id <id>          the Cloudflare account (or CLOUDFLARE_ACCOUNT_ID)
  --access-team-domain <url> --access-aud <tag>   the two Access values, set up in the dashboard
  --access-emails <a,b>      who Access lets into /admin (default the recipients)`;

/**
 * Reads setup's argv (after the script name) and environment.
 *
 * @throws {CommandError} for an unknown flag or a flag without its value.
 */
export function parseSetupArgs(argv: readonly string[], env: NodeJS.ProcessEnv): SetupOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      allowNegative: true,
      options: {
        yes: { type: "boolean", short: "y" },
        help: { type: "boolean", short: "h" },
        domain: { type: "string" },
        from: { type: "string" },
        recipients: { type: "string" },
        "resend-key": { type: "string" },
        webhook: { type: "boolean" },
        "webhook-secret": { type: "string" },
        turnstile: { type: "boolean" },
        "chat-webhook": { type: "string" },
        "no-chat-webhook": { type: "boolean" },
        "chat-format": { type: "string" },
        access: { type: "boolean" },
        "access-token": { type: "string" },
        "account-id": { type: "string" },
        "access-team-domain": { type: "string" },
        "access-aud": { type: "string" },
        "access-emails": { type: "string" },
      },
    }));
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${SETUP_USAGE}`);
  }
  const text = (name: string) => values[name] as string | undefined;
  const flag = (name: string) => values[name] as boolean | undefined;
  return {
    yes: flag("yes") ?? false,
    help: flag("help") ?? false,
    domain: text("domain"),
    from: text("from"),
    recipients: text("recipients"),
    resendKey: text("resend-key") ?? (env.RESEND_API_KEY || undefined),
    resendApiUrl: env.RESEND_API_URL || undefined,
    webhook: flag("webhook"),
    webhookSecret: text("webhook-secret"),
    turnstile: flag("turnstile"),
    chatWebhook: flag("no-chat-webhook") ? false : text("chat-webhook"),
    chatFormat: text("chat-format"),
    access: flag("access"),
    accessToken: text("access-token") ?? (env.CLOUDFLARE_ACCESS_API_TOKEN || undefined),
    accountId: text("account-id") ?? (env.CLOUDFLARE_ACCOUNT_ID || undefined),
    accessTeamDomain: text("access-team-domain"),
    accessAud: text("access-aud"),
    accessEmails: text("access-emails"),
  };
}
