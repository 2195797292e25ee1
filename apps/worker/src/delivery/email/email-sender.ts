import { isApiKeyNameAllowed } from "../../core/api-key.ts";
import { type InquiryRow, nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { readServerSettings } from "../../core/server-settings.ts";
import type { ChannelSender } from "../channel/channel-sender.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";
import type { DeliveryRow } from "../records/deliveries.ts";
import { renewIdempotencyKey } from "../records/inquiry-records.ts";
import { idempotencyKeyAt } from "./idempotency-window.ts";
import { operatorHint } from "./operator-hint.ts";
import { selectProvider } from "./select-provider.ts";

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
  const outcome = await selection.provider.send(email, idempotencyKey);
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
