import type { SetupCheckOf } from "@clearwell/contract";
import type { NotifyWebhooksConfig } from "@clearwell/rules";
import { CMS_CLIENT_SECRET_NAME, readCmsSettings } from "../cms/cms-settings.ts";
import type { ServerSettings } from "../core/server-settings.ts";
import { readSecret } from "../core/server-settings.ts";

/** The secret check of one name. */
type SecretCheck = SetupCheckOf<"secret">;

/** The secret holding the Resend key the Contact form's inquiries are sent with. */
export const RESEND_KEY_NAME = "RESEND_API_KEY";

/** One secret's check: `off` when not `needed`, else whether it is set (never its value). */
function secretCheck(
  env: Env,
  name: string,
  use: SecretCheck["use"],
  options: { needed?: boolean; webhook?: string } = {},
): SecretCheck {
  const set = readSecret(env, name) !== undefined;
  const state = options.needed === false ? "off" : set ? "ok" : "missing";
  return { kind: "secret", id: `secret:${name}`, state, name, use, webhook: options.webhook ?? null };
}

/**
 * The secrets' checks, in the order of docs/product.md#setup-panel; the site editor's OAuth client
 * secret last, `off` while `GITHUB_OAUTH_CLIENT_ID` is empty. Never throws.
 */
export function secretChecks(
  env: Env,
  settings: ServerSettings,
  webhooks: NotifyWebhooksConfig,
): SecretCheck[] {
  const resend = settings.provider !== "outbox";
  const checks = [
    secretCheck(env, RESEND_KEY_NAME, "resend_api_key", { needed: resend }),
    secretCheck(env, "RESEND_WEBHOOK_SECRET", "resend_webhook", { needed: resend }),
    secretCheck(env, "FORM_TOKEN_SECRET", "form_token"),
  ];
  for (const webhook of webhooks.ok ? webhooks.webhooks : []) {
    // Two webhooks may share one secret: one check, naming the first.
    if (webhook.secret && !checks.some((check) => check.name === webhook.secret)) {
      checks.push(secretCheck(env, webhook.secret, "webhook_signing", { webhook: webhook.name }));
    }
  }
  const editorSignIn = readCmsSettings(env).clientId !== "";
  checks.push(secretCheck(env, CMS_CLIENT_SECRET_NAME, "cms_sign_in", { needed: editorSignIn }));
  return checks;
}
