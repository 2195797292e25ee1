import type { DeliveryStatus } from "./admin.ts";

/**
 * The Setup panel's test inquiry (docs/product.md#setup-panel): its fixed words, which the worker
 * sends and the page names, and when its channels are done. No zod here, so the worker's bundle
 * takes these few words without the panel's schemas.
 */

/**
 * A channel status after which nothing more happens on its own: everything but `pending` (not
 * tried yet) and `queued` (retrying).
 */
export function isFinalDeliveryStatus(status: DeliveryStatus): boolean {
  return status !== "pending" && status !== "queued";
}

/**
 * The test inquiry's fixed words (docs/product.md#setup-panel): who it is from, its subject (the
 * email's subject too, so the mailbox and the inbox's list show it is a test) with a short
 * reference, and a message that says it is a test.
 */
export const TEST_INQUIRY = {
  name: "Setup panel test",
  subjectPrefix: "[Test] Setup panel check",
  subject: (reference: string) => `[Test] Setup panel check ${reference}`,
  message: (actor: string) =>
    `This is a test inquiry, sent from the Setup panel of the inbox by ${actor} to check that every channel delivers. No visitor wrote it and nothing needs an answer; delete it from the inbox whenever you like.`,
} as const;
