import type { OutgoingEmail } from "../email/outgoing-email.ts";
import { IDEMPOTENCY_KEY_PREFIX } from "../inquiries/idempotency-key.ts";

/** The version of {@link QueuedInquiry}; a consumer refuses (logs) messages of another version. */
export const QUEUED_INQUIRY_VERSION = 1;

/**
 * One inquiry on the `clearwell-inquiries` queue (docs/architecture.md#inquiry-statuses): the composed email
 * and the idempotency key it must always be sent with, so a retry can never send twice. Nothing secret: the
 * provider key is named (`apiKeyEnvName`, already allowed by policy), never copied.
 */
export type QueuedInquiry = {
  v: typeof QUEUED_INQUIRY_VERSION;
  /** The inquiry's id (its archive row), also the `id` the visitor was answered: `inquiry-<64 hex>`. */
  id: string;
  /**
   * The idempotency key to send with when it is not `id`: a re-send more than 24 h after the first
   * use of the key (docs/architecture.md#the-inquiry-archive), `<id>-r<n>`, at most 256 characters.
   */
  idempotencyKey?: string;
  /** The env setting holding the provider key (`config.apiKeyEnvName`, e.g. `RESEND_API_KEY`). */
  apiKeyEnvName: string;
  /** The email exactly as composed for the visitor's request. */
  email: OutgoingEmail;
  /** When the visitor's request queued it (ISO 8601). */
  queuedAt: string;
};

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isOutgoingEmail(value: unknown): value is OutgoingEmail {
  if (!value || typeof value !== "object") return false;
  const email = value as Record<string, unknown>;
  const textParts = [email.from, email.to, email.replyTo, email.subject, email.html, email.text];
  return (
    textParts.every(isString) &&
    Array.isArray(email.tags) &&
    email.tags.every(
      (tag: unknown) =>
        !!tag &&
        typeof tag === "object" &&
        isString((tag as Record<string, unknown>).name) &&
        isString((tag as Record<string, unknown>).value),
    )
  );
}

/** Whether a queue message body is a {@link QueuedInquiry} this worker can deliver. */
export function isQueuedInquiry(value: unknown): value is QueuedInquiry {
  if (!value || typeof value !== "object") return false;
  const message = value as Record<string, unknown>;
  return (
    message.v === QUEUED_INQUIRY_VERSION &&
    isString(message.id) &&
    message.id.startsWith(IDEMPOTENCY_KEY_PREFIX) &&
    (message.idempotencyKey === undefined ||
      (isString(message.idempotencyKey) && message.idempotencyKey.length <= 256)) &&
    isString(message.apiKeyEnvName) &&
    isString(message.queuedAt) &&
    isOutgoingEmail(message.email)
  );
}
