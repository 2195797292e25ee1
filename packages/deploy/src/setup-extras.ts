/** Setup's Turnstile widget and chat webhook (docs/reference.md#turnstile, docs/reference.md#notification-channels). */
import { readNotifyWebhooks } from "@clearwell/rules";
import { CommandError } from "./errors.ts";
import { withAccount } from "./preflight.ts";
import { jsonForSecret } from "./secrets-file.ts";
import { decide, type SetupContext } from "./setup-context.ts";
import { ensureWidget, type TurnstileWidget } from "./turnstile.ts";

/**
 * The widget when wanted: an earlier one kept (unless `--no-turnstile`), else asked (default no), on
 * the known account (`--account-id`, else the recorded one). The earlier widget is reused only for
 * the same domain; for another, the new domain's is found or made. Turned off, says how to delete the
 * uploaded secret, which deploy never deletes.
 * @throws {CommandError} when wrangler cannot list, read or create the widget.
 */
export async function setupTurnstile(context: SetupContext, domain: string): Promise<TurnstileWidget | null> {
  const { log } = context.seams;
  const { previous } = context;
  const recorded = previous?.turnstile?.sitekey;
  // A widget is made for one domain: another domain's is never reused.
  const known = previous?.domain === domain ? recorded : undefined;
  if (recorded && !known) {
    log(`- The Turnstile widget ${recorded} is for ${previous?.domain}: not reused for ${domain}.`);
  }
  const wanted = await decide(
    context,
    "turnstile",
    context.options.turnstile ?? (recorded ? true : undefined),
    "Protect the Contact form with Cloudflare Turnstile (a widget made with wrangler)?",
    false,
  );
  if (!wanted) {
    if (recorded) {
      log(
        "! Turnstile off: also delete the secret the worker already has, or every inquiry is refused - `cd apps/worker && pnpm exec wrangler secret delete TURNSTILE_SECRET_KEY` - before `pnpm run deploy`.",
      );
    }
    return null;
  }
  const account = context.options.accountId ?? context.previous?.accountId;
  const wrangler = account ? withAccount(context.seams.wrangler, account) : context.seams.wrangler;
  const widget = await ensureWidget(wrangler, domain, known);
  context.seams.secrets?.add(widget.secret);
  log(`✓ Turnstile widget ${widget.sitekey} ${widget.created ? "created" : "found"}.`);
  return { sitekey: widget.sitekey, secret: widget.secret };
}

const CHAT_FORMATS = ["slack", "discord", "teams"] as const;

/** The chat a webhook URL belongs to, from its host, or `null`. */
function chatFormatOf(url: string): (typeof CHAT_FORMATS)[number] | null {
  const host = URL.canParse(url) ? new URL(url).hostname : "";
  if (host === "hooks.slack.com") return "slack";
  if (/(^|\.)discord(app)?\.com$/.test(host)) return "discord";
  if (/\.webhook\.office\.com$|\.logic\.azure\.com$|\.powerplatform\.com$/.test(host)) return "teams";
  return null;
}

/**
 * The `NOTIFY_WEBHOOKS` JSON (`undefined`: none): `CHAT_WEBHOOK_URL` or asked hidden, else the earlier
 * value; checked with the worker's own parser (`readNotifyWebhooks`).
 * @throws {CommandError} when the worker would refuse it, or the chat's format cannot be told.
 */
export async function setupChatWebhook(context: SetupContext): Promise<string | undefined> {
  const { options, seams } = context;
  const previous = context.previousSecrets.NOTIFY_WEBHOOKS;
  if (options.chatWebhook === false) {
    context.declined.push("chat");
    if (previous) {
      seams.log(
        "! No chat webhook: also delete the one the worker already has - `cd apps/worker && pnpm exec wrangler secret delete NOTIFY_WEBHOOKS` - or it keeps posting.",
      );
    }
    return undefined;
  }
  let url = options.chatWebhook;
  const askable = !options.yes && !context.previous?.declined?.includes("chat");
  if (url === undefined && previous === undefined && askable) {
    url = await seams.prompt.ask("Slack, Discord or Teams webhook URL for new inquiries (empty: none)", {
      secret: true,
    });
  }
  if (!url && previous === undefined) context.declined.push("chat");
  let value = previous;
  if (url) {
    const format = options.chatFormat ?? chatFormatOf(url);
    if (!format || !(CHAT_FORMATS as readonly string[]).includes(format)) {
      throw new CommandError(
        "Cannot tell which chat this webhook URL is for: add --chat-format slack, discord or teams.",
      );
    }
    value = jsonForSecret([{ name: "chat", url, format }]);
  }
  if (value === undefined) return undefined;
  // Read as the production worker will read it (https only).
  const checked = readNotifyWebhooks({ NOTIFY_WEBHOOKS: value, ENVIRONMENT: "production" });
  if (!checked.ok) throw new CommandError(`The chat webhook is not usable: ${checked.error}`);
  seams.log(url ? "✓ Chat webhook checked; it goes to the secrets file." : "✓ Keeping the chat webhook.");
  return value;
}
