import type { DeliveryStatus } from "./admin.ts";

/** Whether nothing more happens to a channel on its own (no zod here: the worker's bundle stays small). */
export function isFinalDeliveryStatus(status: DeliveryStatus): boolean {
  return status !== "pending" && status !== "queued";
}

/** The Setup panel test inquiry's fixed words (docs/product.md#setup-panel). */
export const TEST_INQUIRY = {
  name: "Setup panel test",
  subjectPrefix: "[Test] Setup panel check",
  subject: (reference: string) => `[Test] Setup panel check ${reference}`,
  message: (actor: string) =>
    `This is a test inquiry, sent from the Setup panel of the inbox by ${actor} to check that every channel delivers. No visitor wrote it and nothing needs an answer; delete it from the inbox whenever you like.`,
} as const;
