import { isLocalEnvironment } from "@clearwell/rules";
import { readSecret } from "../../core/secrets.ts";
import type { ServerSettings } from "../../core/server-settings.ts";
import type { MailProvider } from "./mail-provider.ts";
import { sendToOutbox } from "./outbox.ts";
import { sendViaResend } from "./resend.ts";

/** A usable provider, or why there is none (a sentence for the operator's log, no secrets). */
export type ProviderSelection = { ok: true; provider: MailProvider } | { ok: false; reason: string };

/**
 * The mail provider `MAIL_PROVIDER` names, with `MAIL_FROM_ADDRESS` and, for `resend`, the key in
 * `env[apiKeyEnvName]` (a name already allowed); `{ ok: false }` otherwise, fail closed.
 */
export function selectProvider(settings: ServerSettings, env: Env, apiKeyEnvName: string): ProviderSelection {
  if (settings.provider !== "resend" && settings.provider !== "outbox") {
    return {
      ok: false,
      reason: `MAIL_PROVIDER is "${settings.provider}", which is not a known provider: use "resend" or "outbox".`,
    };
  }
  if (!settings.fromAddress) {
    return {
      ok: false,
      reason: "MAIL_FROM_ADDRESS is not set: set it to the sender address verified at Resend.",
    };
  }
  if (settings.provider === "outbox") {
    const printWhole = isLocalEnvironment(env);
    return {
      ok: true,
      provider: { name: "outbox", send: (email, id) => sendToOutbox(email, id, { printWhole }) },
    };
  }
  const apiKey = readSecret(env, apiKeyEnvName);
  if (!apiKey) {
    return {
      ok: false,
      reason: `MAIL_PROVIDER is "resend" but the secret ${apiKeyEnvName} is not set: run \`wrangler secret put ${apiKeyEnvName}\` (locally: .dev.vars or --var ${apiKeyEnvName}:<key>).`,
    };
  }
  return {
    ok: true,
    provider: {
      name: "resend",
      send: (email, idempotencyKey) =>
        sendViaResend(email, {
          apiUrl: settings.resendApiUrl,
          apiKey,
          idempotencyKey,
          timeoutMs: settings.providerTimeoutMs,
        }),
    },
  };
}
