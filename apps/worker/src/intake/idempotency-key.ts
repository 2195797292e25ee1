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
 * The idempotency key of a submission, also the inquiry's `id` (docs/decisions.md#idempotency-key):
 * `inquiry-` + the hex SHA-256 of the JSON array of its trimmed parts, recipient and email lower-cased.
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
 * The decoy for spam (docs/product.md#abuse-defences): `{ id, status: "sent" }` with a random id of a
 * real one's shape.
 */
export function decoyAcceptance(): SendEmailAccepted {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return { id: `${IDEMPOTENCY_KEY_PREFIX}${hex}`, status: "sent" };
}
