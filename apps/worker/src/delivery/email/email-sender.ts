import { isLocalEnvironment } from "@clearwell/rules";
import { type InquiryRow, nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import {
  isApiKeyNameAllowed,
  readSecret,
  readServerSettings,
  type ServerSettings,
} from "../../core/server-settings.ts";
import type { ChannelSender } from "../channel/channel-sender.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";
import type { DeliveryRow } from "../records/deliveries.ts";
import { renewIdempotencyKey } from "../records/inquiry-records.ts";
import { sendToOutbox } from "./outbox.ts";
import { operatorHint, type ResendOptions, sendViaResend } from "./resend.ts";

/** A configured mail provider: Resend with its key and limits, or the local outbox. */
export type MailProvider =
  | { name: "resend"; options: Omit<ResendOptions, "idempotencyKey"> }
  | { name: "outbox"; printWhole: boolean };

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
    return { ok: true, provider: { name: "outbox", printWhole: isLocalEnvironment(env) } };
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
      options: { apiUrl: settings.resendApiUrl, apiKey, timeoutMs: settings.providerTimeoutMs },
    },
  };
}

/**
 * Sends `email` once through `provider` under `idempotencyKey` (`sendViaResend` or the outbox);
 * a provider or network failure is `{ ok: false }`, never a throw.
 */
export function sendThrough(
  provider: MailProvider,
  email: OutgoingEmail,
  idempotencyKey: string,
): Promise<SendOutcome> {
  return provider.name === "resend"
    ? sendViaResend(email, { ...provider.options, idempotencyKey })
    : sendToOutbox(email, idempotencyKey, { printWhole: provider.printWhole });
}

/** How long Resend remembers an idempotency key, in ms (docs/decisions.md#idempotency-key). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Resend's limit on an idempotency key's length, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 256;

/**
 * The key of `row`'s email at `now` (ms): the stored one within the window, else the next
 * `<id>-r<n>` (docs/decisions.md#idempotency-key).
 * @returns the key and whether it is new (`renewed`: the caller stores it with the time).
 */
export function idempotencyKeyAt(
  row: { id: string; idempotency_key: string; idempotency_key_at: string },
  now: number,
): { key: string; renewed: boolean } {
  const firstUsed = Date.parse(row.idempotency_key_at);
  if (Number.isFinite(firstUsed) && now - firstUsed < IDEMPOTENCY_WINDOW_MS) {
    return { key: row.idempotency_key, renewed: false };
  }
  const previous = /-r(\d+)$/.exec(row.idempotency_key);
  const key = `${row.id}-r${previous ? Number(previous[1]) + 1 : 1}`;
  return { key: key.slice(0, MAX_IDEMPOTENCY_KEY_LENGTH), renewed: true };
}

/**
 * Sends `email` with the provider configured now and the inquiry's key setting, still allowed.
 * @returns the provider's outcome; `rejected` `provider_not_configured` without a usable provider.
 */
export async function sendEmailOf(
  env: Env,
  inquiry: InquiryRow,
  channel: string,
  email: OutgoingEmail,
  idempotencyKey: string,
): Promise<SendOutcome> {
  const settings = readServerSettings(env);
  const keyName = inquiry.api_key_env_name;
  const selection = isApiKeyNameAllowed(keyName, settings.apiKeyNames)
    ? selectProvider(settings, env, keyName)
    : ({ ok: false, reason: `${keyName} is not in ALLOWED_API_KEY_NAMES.` } as const);
  if (!selection.ok) {
    logEvent("error", "provider_not_configured", { id: inquiry.id, channel, reason: selection.reason });
    return { ok: false, failure: "rejected", name: "provider_not_configured" };
  }
  const outcome = await sendThrough(selection.provider, email, idempotencyKey);
  if (outcome.ok) {
    logEvent("info", "email_sent", {
      provider: selection.provider.name,
      id: inquiry.id,
      channel,
      providerId: outcome.providerId ?? null,
    });
  } else {
    logEvent(outcome.failure === "rejected" ? "error" : "warn", "provider_failed", {
      provider: selection.provider.name,
      failure: outcome.failure,
      status: outcome.status ?? null,
      name: outcome.name,
      id: inquiry.id,
      channel,
      hint: operatorHint(outcome.status, outcome.name),
    });
  }
  return outcome;
}

/** The email's idempotency key for this attempt, renewed (and stored) past Resend's 24 h window. */
async function emailKey(
  db: D1Database,
  inquiry: InquiryRow,
  delivery: DeliveryRow,
): Promise<{ key: string } | { expired: true }> {
  const { key, renewed } = idempotencyKeyAt(inquiry, Date.now());
  if (!renewed) return { key };
  // A key older than 24 h that was already used may have sent: sending with a new one could send twice.
  if (delivery.attempts > 0) return { expired: true };
  await renewIdempotencyKey(db, inquiry.id, key, nowIso());
  return { key };
}

/**
 * The business email's sender: the stored email with its idempotency key; `dead` once the key's
 * window passed after a try (docs/decisions.md#idempotency-key).
 */
export const businessEmailSender: ChannelSender = async ({ env, db, inquiry, delivery, channel }) => {
  const key = await emailKey(db, inquiry, delivery);
  if ("expired" in key) {
    return {
      kind: "dead",
      reason: "idempotency_window_passed",
      detail: "Resend's 24 h idempotency window passed; re-send from the inbox",
    };
  }
  const email = JSON.parse(inquiry.email_json) as OutgoingEmail;
  return { kind: "send", send: () => sendEmailOf(env, inquiry, channel, email, key.key) };
};
