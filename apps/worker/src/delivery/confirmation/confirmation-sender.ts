import { logEvent } from "../../core/log-event.ts";
import { readServerSettings } from "../../core/server-settings.ts";
import type { ChannelSender } from "../channel/channel-sender.ts";
import { IDEMPOTENCY_WINDOW_MS, sendEmailOf } from "../email/email-sender.ts";
import { composeConfirmationEmail } from "./compose-confirmation.ts";
import { confirmationSkipReason } from "./confirmation-limits.ts";

/**
 * The confirmation's sender: `dead` once Resend's 24 h key window passed since its record was
 * opened and it was tried (its key never changes, so a retry could send it twice), `skipped` over
 * a limit (`confirmationSkipReason`), else sent under the key `<inquiry id>-confirmation`
 * (docs/product.md#the-confirmation).
 */
export const confirmationSender: ChannelSender = async ({ env, db, inquiry, delivery, channel }) => {
  if (delivery.attempts > 0 && Date.now() - Date.parse(delivery.created_at) >= IDEMPOTENCY_WINDOW_MS) {
    return {
      kind: "dead",
      reason: "idempotency_window_passed",
      detail: "Resend's 24 h idempotency window passed; the confirmation is not sent again",
    };
  }
  const settings = readServerSettings(env);
  const skipped = await confirmationSkipReason(db, inquiry, delivery, settings, Date.now());
  if (skipped) {
    logEvent("info", "confirmation_skipped", { id: inquiry.id, reason: skipped });
    return { kind: "skipped", reason: skipped, detail: `skipped: ${skipped}` };
  }
  const email = composeConfirmationEmail(
    { inquiryId: inquiry.id, name: inquiry.name, email: inquiry.email },
    settings.fromAddress,
  );
  return {
    kind: "send",
    send: () => sendEmailOf(env, inquiry, channel, email, `${inquiry.id}-confirmation`),
  };
};
