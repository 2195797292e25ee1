import { INQUIRY_ID_PREFIX } from "../core/inquiry-row.ts";

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
 * `inquiry-` + the hex SHA-256 of the JSON array of its trimmed parts, recipient and email lower-cased
 * (72 characters; Resend allows 256).
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
  return `${INQUIRY_ID_PREFIX}${hex}`;
}
