import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import type { ChannelSender } from "../channel/channel-sender.ts";
import { IDEMPOTENCY_WINDOW_MS, sendEmailOf } from "./email-sender.ts";

/** How a reply's channel starts: `reply:<n>`, reply `n` of the inquiry (docs/product.md#answering-inquiries). */
export const REPLY_CHANNEL_PREFIX = "reply:";

/**
 * A reply's sender: the stored email of reply `n` (`inquiry_replies`, migrations/0012) under the key
 * `<inquiry id>-reply-<n>`; `dead` once Resend's 24 h key window passed after a try (a new key
 * could send it twice), `skipped` when the reply is gone.
 */
export const replySender: ChannelSender = async ({ env, db, inquiry, delivery, channel }) => {
  const n = Number(channel.slice(REPLY_CHANNEL_PREFIX.length));
  const reply = await db
    .prepare("SELECT at, email_json FROM inquiry_replies WHERE inquiry_id = ? AND n = ?")
    .bind(inquiry.id, n)
    .first<{ at: string; email_json: string }>();
  if (!reply)
    return { kind: "skipped", reason: "reply_not_stored", detail: "skipped: the reply is not stored" };
  if (delivery.attempts > 0 && Date.now() - Date.parse(reply.at) >= IDEMPOTENCY_WINDOW_MS) {
    return {
      kind: "dead",
      reason: "idempotency_window_passed",
      detail: "Resend's 24 h idempotency window passed; write the reply again",
    };
  }
  const email = JSON.parse(reply.email_json) as OutgoingEmail;
  return { kind: "send", send: () => sendEmailOf(env, inquiry, channel, email, `${inquiry.id}-reply-${n}`) };
};
