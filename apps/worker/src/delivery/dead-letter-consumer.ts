import { archiveBinding, logArchiveUnavailable } from "../archive/archive-binding.ts";
import { nowIso } from "../archive/inquiry-row.ts";
import { recordStatus } from "../archive/update-status.ts";
import { logEvent } from "../logging/log-event.ts";
import { isQueuedInquiry } from "./queued-inquiry.ts";
import { MAX_QUEUE_ATTEMPTS } from "./retry-policy.ts";

/**
 * Settles one dead-lettered message: marks its inquiry `dead` (keeping the row's last error, which
 * the last queued attempt recorded) and acks. A message that is not a queued inquiry, or whose row
 * is gone (erased) or no longer `queued`/`received` (the operator re-sent it), is logged and acked.
 * When the archive cannot be written the message is retried (wrangler.jsonc: 3 retries).
 */
async function settleDeadLetter(message: Message<unknown>, env: Env): Promise<void> {
  const inquiry = message.body;
  if (!isQueuedInquiry(inquiry)) {
    logEvent("error", "queue_message_invalid", { messageId: message.id, attempts: message.attempts });
    message.ack();
    return;
  }
  const db = archiveBinding(env);
  if (!db) {
    logArchiveUnavailable("dead_letter", inquiry.id);
    message.retry();
    return;
  }
  try {
    const marked = await recordStatus(db, inquiry.id, {
      status: "dead",
      at: nowIso(),
      detail: `all ${MAX_QUEUE_ATTEMPTS} queued attempts failed`,
      onlyFrom: ["queued", "received"],
    });
    logEvent("error", "inquiry_dead", { id: inquiry.id, marked });
    message.ack();
  } catch (error) {
    logArchiveUnavailable("dead_letter", inquiry.id, error);
    message.retry();
  }
}

/**
 * The consumer of `clearwell-inquiries-dlq` (docs/architecture.md#inquiry-statuses): every
 * inquiry whose 9 queued attempts failed arrives here; its archive row becomes `dead` (the operator
 * can re-send it from the inbox) and the message is acked. Log lines: `inquiry_dead` (error, with
 * whether a row was marked), `queue_message_invalid` and `archive_unavailable` (error).
 */
export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) await settleDeadLetter(message, env);
}
