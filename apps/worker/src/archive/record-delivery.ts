import { readServerSettings } from "../config/server-settings.ts";
import { type DeliveryResult, sendOrQueue } from "../delivery/send-or-queue.ts";
import type { OutgoingEmail } from "../email/outgoing-email.ts";
import { logEvent } from "../logging/log-event.ts";
import { isApiKeyNameAllowed } from "../policy/api-key.ts";
import { selectProvider } from "../providers/select-provider.ts";
import { logArchiveUnavailable } from "./archive-binding.ts";
import { nowIso } from "./inquiry-row.ts";
import { recordStatus, type StatusChange } from "./update-status.ts";

/** One stored inquiry to deliver now. */
export type StoredDelivery = {
  /** The inquiry's id (its row). */
  id: string;
  /** The idempotency key to send with (the id, or a renewed `<id>-r<n>`). */
  idempotencyKey: string;
  /** Set when `idempotencyKey` is new: stored with the status change, first used now. */
  renewedKey?: boolean;
  email: OutgoingEmail;
  /** The env setting holding the provider key. */
  apiKeyEnvName: string;
};

/**
 * What one delivery did: a {@link DeliveryResult}, or `not_configured` when no provider could be
 * used (MAIL_PROVIDER unknown, sender or key missing, key name no longer allowed).
 */
export type RecordedDelivery = DeliveryResult | { status: "not_configured"; error: string };

/**
 * The archive status each delivery result leaves the row in (docs/architecture.md#inquiry-statuses):
 * `sent`; `queued` (the queue retries it); `failed` (refused for good, or not configured);
 * `received` when the provider failed in a retryable way and the queue could not take it either,
 * so the sweep delivers it again 15 minutes later.
 */
export function statusChangeFor(result: RecordedDelivery, at: string, detail: string): StatusChange {
  switch (result.status) {
    case "sent":
      return {
        status: "sent",
        at,
        attempted: true,
        lastError: null,
        providerMessageId: result.providerId,
        detail: `${detail}; provider message ${result.providerId ?? "(none)"}`,
      };
    case "queued":
      return {
        status: "queued",
        at,
        attempted: true,
        lastError: result.error,
        detail: `${detail}; ${result.error}`,
      };
    case "rejected":
    case "not_configured":
      return {
        status: "failed",
        at,
        attempted: true,
        lastError: result.error,
        detail: `${detail}; ${result.error}`,
      };
    case "unavailable":
      return {
        status: "received",
        at,
        attempted: true,
        lastError: result.error,
        detail: `${detail}; ${result.error}; the sweep retries it`,
      };
  }
}

/**
 * Delivers one inquiry with the provider configured now (send, or queue on a retryable failure,
 * see `sendOrQueue`) and, when `db` is given, records the outcome on its row and in its history
 * ({@link statusChangeFor}). A failed archive write is logged (`archive_unavailable`), never thrown:
 * the delivery already happened. Logs `provider_not_configured` (error) with the operator's fix.
 *
 * @param detail - the history note's start, e.g. `"visitor request"`, `"sweep"`, `"resend"`.
 * @returns what the delivery did; never throws.
 */
export async function deliverAndRecord(
  env: Env,
  db: D1Database | undefined,
  inquiry: StoredDelivery,
  detail: string,
): Promise<RecordedDelivery> {
  const settings = readServerSettings(env);
  let result: RecordedDelivery;
  const selection = isApiKeyNameAllowed(inquiry.apiKeyEnvName, settings.apiKeyNames)
    ? selectProvider(settings, env, inquiry.apiKeyEnvName)
    : ({ ok: false, reason: `${inquiry.apiKeyEnvName} is not in ALLOWED_API_KEY_NAMES.` } as const);
  if (!selection.ok) {
    logEvent("error", "provider_not_configured", { id: inquiry.id, reason: selection.reason });
    result = { status: "not_configured", error: "provider_not_configured" };
  } else {
    result = await sendOrQueue({
      provider: selection.provider,
      email: inquiry.email,
      id: inquiry.id,
      idempotencyKey: inquiry.idempotencyKey,
      apiKeyEnvName: inquiry.apiKeyEnvName,
      queue: (env as Partial<Env>).INQUIRY_QUEUE,
    });
  }
  if (db) {
    const at = nowIso();
    const change = statusChangeFor(result, at, detail);
    if (inquiry.renewedKey) change.idempotencyKey = { key: inquiry.idempotencyKey, at };
    try {
      await recordStatus(db, inquiry.id, change);
    } catch (error) {
      logArchiveUnavailable("record_delivery", inquiry.id, error);
    }
  }
  return result;
}
