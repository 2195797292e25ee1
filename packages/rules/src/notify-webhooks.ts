import * as z from "zod/mini";
import { isLocalEnvironment } from "./environment.ts";

/**
 * The operator's notification webhooks (docs/reference.md#notification-channels): the
 * `NOTIFY_WEBHOOKS` var, a JSON list. Each webhook is its own delivery channel, `webhook:<name>`,
 * beside the business email (`email`). Webhook URLs come from this configuration only, never from a
 * visitor. The worker reads the var with this parser, and `pnpm run setup` checks a chat webhook
 * with it before storing it, so the two cannot disagree.
 */

/** The body formats a webhook can take. */
export const WEBHOOK_FORMATS = ["json", "slack", "discord", "teams"] as const;

/** One of {@link WEBHOOK_FORMATS}. */
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/**
 * One configured webhook: `name` (its channel is `webhook:<name>`), the `url` it is POSTed to, its
 * body `format`, and for `json` the name of the Workers secret holding its `whsec_` signing secret.
 */
export type NotifyWebhook = { name: string; url: string; format: WebhookFormat; secret?: string };

/** The most webhooks one deployment may list. */
export const MAX_WEBHOOKS = 10;

const entrySchema = z.strictObject({
  name: z.string(),
  url: z.string(),
  format: z.string(),
  secret: z.optional(z.string()),
});

/** The parsed list, or the one sentence that says why it was refused (never a URL: they are secrets). */
export type NotifyWebhooksConfig = { ok: true; webhooks: NotifyWebhook[] } | { ok: false; error: string };

/** Why entry `index` is not a valid webhook, or `null` when it is. */
function entryProblem(entry: z.infer<typeof entrySchema>, index: number, local: boolean): string | null {
  const at = `NOTIFY_WEBHOOKS[${index}]`;
  if (!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(entry.name)) {
    return `${at}.name must be 1 to 32 lower-case letters, digits, "_" or "-", starting with a letter or digit.`;
  }
  if (!(WEBHOOK_FORMATS as readonly string[]).includes(entry.format)) {
    return `${at}.format must be one of ${WEBHOOK_FORMATS.join(", ")}.`;
  }
  let url: URL;
  try {
    url = new URL(entry.url);
  } catch {
    return `${at}.url is not an absolute URL.`;
  }
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    return `${at}.url must use https: (plain http: is accepted only where ENVIRONMENT is "local").`;
  }
  if (url.username || url.password) return `${at}.url must not carry a user name or password.`;
  if (entry.format === "json") {
    if (!entry.secret || !/^[A-Z][A-Z0-9_]{0,63}$/.test(entry.secret)) {
      return `${at}.secret must name the Workers secret that signs it (upper-case letters, digits and "_").`;
    }
  } else if (entry.secret !== undefined) {
    return `${at}.secret is only for the json format (${entry.format} webhooks are not signed).`;
  }
  return null;
}

/**
 * Reads `NOTIFY_WEBHOOKS` (docs/reference.md#notification-channels). Empty or unset: no webhooks.
 * Otherwise a JSON array of at most {@link MAX_WEBHOOKS} objects with exactly `name`
 * (`^[a-z0-9][a-z0-9_-]{0,31}$`, unique), `url` (absolute, `https:`; `http:` only where
 * `ENVIRONMENT` is `local`; no credentials), `format` ({@link WEBHOOK_FORMATS}) and, for `json`
 * only and required there, `secret` (a secret's name). Fails closed: any problem refuses the whole
 * list.
 *
 * @returns the webhooks, or `{ ok: false, error }` with one sentence naming the entry and field
 *   (never the URL). Never throws.
 */
export function readNotifyWebhooks(env: {
  NOTIFY_WEBHOOKS?: string | undefined;
  ENVIRONMENT?: string | undefined;
}): NotifyWebhooksConfig {
  const text = (env.NOTIFY_WEBHOOKS ?? "").trim();
  if (!text) return { ok: true, webhooks: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: "NOTIFY_WEBHOOKS is not valid JSON." };
  }
  if (!Array.isArray(parsed)) return { ok: false, error: "NOTIFY_WEBHOOKS must be a JSON array." };
  if (parsed.length > MAX_WEBHOOKS) {
    return { ok: false, error: `NOTIFY_WEBHOOKS lists more than ${MAX_WEBHOOKS} webhooks.` };
  }
  const local = isLocalEnvironment(env);
  const webhooks: NotifyWebhook[] = [];
  for (const [index, raw] of parsed.entries()) {
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) {
      return {
        ok: false,
        error: `NOTIFY_WEBHOOKS[${index}] must be an object with string name, url and format (and secret for json), nothing else.`,
      };
    }
    const problem = entryProblem(entry.data, index, local);
    if (problem) return { ok: false, error: problem };
    if (webhooks.some((webhook) => webhook.name === entry.data.name)) {
      return { ok: false, error: `NOTIFY_WEBHOOKS[${index}].name "${entry.data.name}" is used twice.` };
    }
    // Checked by entryProblem: the format is one of WEBHOOK_FORMATS, and `secret` is there only for json.
    webhooks.push(entry.data as NotifyWebhook);
  }
  return { ok: true, webhooks };
}
