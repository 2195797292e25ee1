import type { SendEmailAccepted } from "@clearwell/contract";

/** Prefix of every idempotency key; the whole key is 72 characters (Resend allows 256). */
export const IDEMPOTENCY_KEY_PREFIX = "inquiry-";

/** The parts of a submission that make it the same inquiry. */
export type SubmissionIdentity = {
  recipient: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/**
 * The idempotency key of a submission, so a retried request never sends twice
 * (docs/decisions.md#idempotency-key): `inquiry-` + the hex SHA-256 (crypto.subtle) of the
 * canonical JSON array `[recipient (lower-cased), name, email (lower-cased), phone, subject,
 * message]` of trimmed values. Same submission, same key; Resend remembers a key for 24 hours. It
 * is also the inquiry's `id`: the visitor's answer, the archive row and the delivery run carry it.
 */
export async function idempotencyKeyFor(submission: SubmissionIdentity): Promise<string> {
  const canonical = JSON.stringify([
    submission.recipient.trim().toLowerCase(),
    submission.name.trim(),
    submission.email.trim().toLowerCase(),
    submission.phone.trim(),
    submission.subject.trim(),
    submission.message.trim(),
  ]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${IDEMPOTENCY_KEY_PREFIX}${hex}`;
}

/**
 * The answer to a bot (docs/product.md#abuse-defences): exactly what a sent inquiry gets,
 * `{ id, status: "sent" }`, with a random id shaped like a real one (`inquiry-` + 64 hex digits), so
 * the bot learns nothing. Nothing is sent.
 */
export function decoyAcceptance(): SendEmailAccepted {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return { id: `${IDEMPOTENCY_KEY_PREFIX}${hex}`, status: "sent" };
}
