/**
 * Setup's Resend steps (docs/reference.md#the-commands-in-detail): check the API key with `GET /domains`, say
 * whether the sender's domain is verified (and which DNS records Resend still waits for), and find
 * or plan the webhook that posts delivery events to the worker.
 */
import {
  findSenderDomain,
  isVerified,
  RECORDED_EVENT_TYPES,
  type ResendDomain,
  senderDomainOf,
} from "@clearwell/rules";
import { CommandError } from "./errors.ts";
import { shown } from "./paths.ts";
import { type ResendApi, ResendKeyRefused, resendApi } from "./resend-api.ts";
import { answer, decide, type SetupContext } from "./setup-context.ts";

/** The key, checked, with the client made with it and the sender's domain at Resend. */
export type CheckedResend = { apiKey: string; api: ResendApi; domain: ResendDomain };

/**
 * Gets the key (`RESEND_API_KEY`, the secrets file, or asked, hidden), lists the account's domains
 * with it and finds the sender's; a key from the file that Resend refuses is asked for again (under
 * `--yes`: fails naming `RESEND_API_KEY`). Prints whether the domain is verified and, if not, every
 * DNS record not verified yet. Never prints the key.
 *
 * @throws {CommandError} when Resend refuses the key (401/403, a sending-only key) or the sender's
 *   domain is not on the account (naming the domains that are).
 */
export async function checkResend(context: SetupContext, from: string): Promise<CheckedResend> {
  const { log } = context.seams;
  const question = {
    flag: "RESEND_API_KEY (in the environment)",
    ask: "Resend API key (re_..., from https://resend.com/api-keys, full access)",
    secret: true,
  };
  const fromFile = !context.options.resendKey && Boolean(context.previousSecrets.RESEND_API_KEY);
  let apiKey = await answer(context, {
    ...question,
    given: context.options.resendKey,
    previous: context.previousSecrets.RESEND_API_KEY,
  });
  let api = resendApi(context.seams.fetch, apiKey, context.options.resendApiUrl);
  let domains: ResendDomain[];
  try {
    domains = await api.listDomains();
  } catch (error) {
    // A key kept in the secrets file may be revoked since: a new one is asked for, never a dead end.
    if (!(fromFile && error instanceof ResendKeyRefused)) throw error;
    const file = shown(context.paths, context.paths.secrets);
    if (context.options.yes) {
      throw new CommandError(
        `Resend refuses the API key in ${file} (${error.refusal}). Create a key with full access at https://resend.com/api-keys, put the new key in the RESEND_API_KEY environment variable (never as a flag) and run setup again: it replaces the one in the file.`,
      );
    }
    log(`! Resend refuses the API key in ${file} (${error.refusal}): paste a new one with full access.`);
    apiKey = await answer(context, question);
    api = resendApi(context.seams.fetch, apiKey, context.options.resendApiUrl);
    domains = await api.listDomains();
  }
  const senderDomain = senderDomainOf(from) ?? from.toLowerCase();
  const domain = findSenderDomain(domains, senderDomain);
  if (!domain) {
    const names = domains.map((entry) => entry.name).join(", ") || "none";
    throw new CommandError(
      `The sender's domain ${senderDomain} is not on this Resend account (its domains: ${names}). Add it at https://resend.com/domains and run setup again, or choose a sender on one of those domains with --from.`,
    );
  }
  log(`✓ Resend accepts the API key; the sender's domain ${domain.name} is on the account.`);
  if (isVerified(domain)) {
    log(`✓ ${domain.name} is verified at Resend.`);
  } else {
    const waiting = await api.dnsRecordsToShow(domain.id);
    log(
      `! ${domain.name} is not verified at Resend yet (${domain.status}): Resend refuses to send from it until it is.`,
    );
    log(
      "  Add these DNS records at your DNS host (Cloudflare: the zone's DNS page), then wait for Resend to verify:",
    );
    for (const record of waiting) {
      log(
        `    ${record.type.padEnd(5)} ${record.name}  ${record.value}  (${record.record}, ${record.status})`,
      );
    }
    log("  Setup goes on; run it again (or look at the Setup panel in /admin) to see the status.");
  }
  return { apiKey, api, domain };
}

/** What to do about the delivery-events webhook. */
export type WebhookPlan =
  | { kind: "keep"; id: string; secret: string }
  | { kind: "create"; endpoint: string; events: string[] }
  | { kind: "none" };

/**
 * Finds the Resend webhook for `https://<domain>/api/webhooks/resend` (`GET /webhooks`): one that
 * exists is kept with the secret the secrets file (or `RESEND_WEBHOOK_SECRET`, or the operator) gives,
 * since Resend shows a secret only at creation; else, when the operator agrees (default yes),
 * plans its creation with the events the worker records. `--no-webhook`: none. Creates nothing.
 *
 * @throws {CommandError} when the webhook exists but its secret is nowhere (under `--yes`), or a
 *   given secret is not `whsec_...`.
 */
export async function planWebhook(
  context: SetupContext,
  api: ResendApi,
  domain: string,
): Promise<WebhookPlan> {
  const { log } = context.seams;
  if (context.options.webhook === false) {
    context.declined.push("webhook");
    log("- No Resend webhook (--no-webhook): inquiries will stay `sent` (never `delivered` or `bounced`).");
    return { kind: "none" };
  }
  const endpoint = `https://${domain}/api/webhooks/resend`;
  const events = [...RECORDED_EVENT_TYPES];
  const existing = (await api.listWebhooks()).find((webhook) => webhook.endpoint === endpoint);
  if (existing) {
    const missing = events.filter((event) => !(existing.events ?? []).includes(event));
    if (missing.length > 0) {
      log(
        `! The Resend webhook ${existing.id} does not send ${missing.join(", ")}: add them at https://resend.com/webhooks.`,
      );
    }
    const secret =
      context.options.webhookSecret ??
      context.previousSecrets.RESEND_WEBHOOK_SECRET ??
      (context.options.yes
        ? undefined
        : await context.seams.prompt.ask(
            `A Resend webhook for ${endpoint} exists (${existing.id}). Paste its signing secret (Resend, Webhooks, the endpoint, Signing secret)`,
            { secret: true },
          ));
    if (!secret) {
      throw new CommandError(
        `A Resend webhook for ${endpoint} exists (${existing.id}), but its signing secret is not in the secrets file and Resend shows it only at creation. Copy it from https://resend.com/webhooks (the endpoint, Signing secret) and run setup again with it in RESEND_WEBHOOK_SECRET (or paste it when setup asks), or delete that webhook there and run setup again to create a new one.`,
      );
    }
    if (!secret.startsWith("whsec_")) {
      throw new CommandError(
        "A Resend webhook's signing secret starts with whsec_: copy the whole value again.",
      );
    }
    log(`✓ Reusing the Resend webhook ${existing.id} for delivery events.`);
    return { kind: "keep", id: existing.id, secret };
  }
  const wanted = await decide(
    context,
    "webhook",
    context.options.webhook,
    `Create a Resend webhook so the inbox shows delivered, bounced and complained (${endpoint})?`,
    true,
  );
  if (!wanted) {
    log("- No Resend webhook: inquiries will stay `sent` (never `delivered` or `bounced`).");
    return { kind: "none" };
  }
  return { kind: "create", endpoint, events };
}
