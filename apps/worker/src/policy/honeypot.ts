import type { SendEmailAccepted } from "@clearwell/contract";
import { IDEMPOTENCY_KEY_PREFIX } from "../inquiries/idempotency-key.ts";

/**
 * Whether the form's hidden honeypot field was filled (docs/product.md#abuse-defences): people never see
 * it, so any non-blank value marks the submission as a bot's.
 */
export function isHoneypotFilled(honeypot: string | undefined): boolean {
  return honeypot !== undefined && honeypot.trim() !== "";
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
