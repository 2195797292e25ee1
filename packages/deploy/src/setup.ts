/**
 * `pnpm run setup` (docs/reference.md#the-commands-in-detail): asks only what it cannot find out, checks it
 * against Resend and Cloudflare, and writes the git-ignored secrets file and setup file - each
 * whole, and only once every step has succeeded. Re-running reuses what the earlier run wrote and
 * what exists (the webhook, the widget, the Access application).
 */

import type { Paths } from "./paths.ts";
import { shown } from "./paths.ts";
import type { Seams } from "./seams.ts";
import { formatSecrets, parseSecrets, type Secrets } from "./secrets-file.ts";
import { setupAccess } from "./setup-access.ts";
import { setupCmsSignIn } from "./setup-cms.ts";
import { answer, normalizeDomain, parseAddresses, type SetupContext } from "./setup-context.ts";
import { setupChatWebhook, setupTurnstile } from "./setup-extras.ts";
import { formatSetup, parseSetup, type SetupAnswers } from "./setup-file.ts";
import type { SetupOptions } from "./setup-options.ts";
import { checkResend, planWebhook } from "./setup-resend.ts";

/** The form token's signing key: 32 random bytes, base64url. */
function formTokenSecret(random: Seams["random"]): string {
  return Buffer.from(random(32)).toString("base64url");
}

/**
 * Runs setup. The steps, in order: the domain, sender and recipients; the Resend key and the
 * sender's domain; the form token's secret; the delivery-events webhook (planned); Turnstile; the
 * chat webhook; Access; the site editor's GitHub sign-in; then the webhook is created (Resend shows its secret only then, so nothing
 * that can fail comes after it but the writes), the secrets file is written, then the setup file.
 * Every question comes before the writes, so an operator who stops at one leaves nothing written.
 * Every secret it learns is added to `seams.secrets`, which the real seams redact from what they
 * print.
 *
 * @throws {CommandError} at the first step that fails; nothing is written then.
 * @throws {PromptCancelled} when the operator presses Ctrl-C at a question; nothing is written.
 */
export async function runSetup(options: SetupOptions, seams: Seams, paths: Paths): Promise<SetupAnswers> {
  const { files, log } = seams;
  const previousSecrets = parseSecrets(await files.read(paths.secrets));
  const previous = parseSetup(await files.read(paths.setup), shown(paths, paths.setup));
  const context: SetupContext = { seams, paths, options, previous, previousSecrets, declined: [] };
  seams.secrets?.add(
    ...Object.values(previousSecrets),
    options.resendKey,
    options.accessToken,
    options.webhookSecret,
    options.chatWebhook || undefined,
    options.githubClientSecret,
  );
  if (previous === null && Object.keys(previousSecrets).length > 0) {
    log(
      `An earlier setup did not finish (${shown(paths, paths.secrets)} but no setup file): reusing its secrets.`,
    );
  }

  const domain = normalizeDomain(
    await answer(context, {
      flag: "--domain",
      given: options.domain,
      previous: previous?.domain,
      ask: "The site's domain (its zone is on your Cloudflare account), e.g. clearwell-interiors.com",
    }),
  );
  const [from = ""] = parseAddresses(
    await answer(context, {
      flag: "--from",
      given: options.from,
      previous: previous?.domain === domain ? previous.from : undefined,
      ask: "Sender address (its domain verified at Resend)",
      fallback: `inquiries@${domain}`,
    }),
    "the sender",
  );
  const recipients = parseAddresses(
    await answer(context, {
      flag: "--recipients",
      given: options.recipients,
      previous: previous?.recipients.join(","),
      ask: "Who receives the inquiries (comma-separated; the first is the default)",
    }),
    "the recipients",
  );
  const allowedOrigins = [`https://${domain}`];

  const resend = await checkResend(context, from);
  const webhookPlan = await planWebhook(context, resend.api, domain);
  const turnstile = await setupTurnstile(context, domain);
  const notifyWebhooks = await setupChatWebhook(context);
  const { access, accountId } = await setupAccess(context, domain, recipients);
  const cms = await setupCmsSignIn(context, domain);

  let webhook = webhookPlan.kind === "keep" ? { id: webhookPlan.id, secret: webhookPlan.secret } : undefined;
  if (webhookPlan.kind === "create") {
    const created = await resend.api.createWebhook(webhookPlan.endpoint, webhookPlan.events);
    webhook = { id: created.id, secret: created.signingSecret };
    seams.secrets?.add(created.signingSecret);
    log(`✓ Resend webhook ${created.id} created for ${webhookPlan.events.join(", ")}.`);
  }

  const secrets: Secrets = {
    RESEND_API_KEY: resend.apiKey,
    FORM_TOKEN_SECRET: previousSecrets.FORM_TOKEN_SECRET ?? formTokenSecret(seams.random),
    RESEND_WEBHOOK_SECRET: webhook?.secret,
    TURNSTILE_SECRET_KEY: turnstile?.secret,
    NOTIFY_WEBHOOKS: notifyWebhooks,
    GITHUB_OAUTH_CLIENT_SECRET: cms?.clientSecret,
  };
  seams.secrets?.add(...Object.values(secrets));
  const answers: SetupAnswers = {
    domain,
    from,
    recipients,
    allowedOrigins,
    resend: { domainId: resend.domain.id, domainStatus: resend.domain.status, webhookId: webhook?.id },
    turnstile: turnstile ? { sitekey: turnstile.sitekey } : undefined,
    access,
    cms: cms ? { clientId: cms.clientId } : undefined,
    accountId: options.accountId ?? accountId ?? previous?.accountId,
    declined: context.declined.length > 0 ? context.declined : undefined,
    databaseId: previous?.databaseId,
    // Deploy's recorded yes to replacing what answered at the domain holds only for that domain.
    replaceExistingSite: previous?.domain === domain ? previous.replaceExistingSite : undefined,
  };
  await files.writeAtomic(paths.secrets, formatSecrets(secrets), 0o600);
  await files.writeAtomic(paths.setup, formatSetup(answers), 0o644);
  log(`\n✓ Wrote ${shown(paths, paths.secrets)} (secrets, mode 0600) and ${shown(paths, paths.setup)}.`);
  log("  Next: `pnpm run deploy` (or `pnpm run deploy --dry-run` to see every step first).");
  return answers;
}
