import type { InquiryRow } from "../../core/inquiry-row.ts";
import type { DeliveryRow } from "../records/deliveries.ts";
import type { SendOutcome } from "./send-outcome.ts";

/** What a sender gets for one attempt: the inquiry's row and the channel's open record. */
export type SenderContext = {
  env: Env;
  db: D1Database;
  /** The inquiry as stored (its fields, its stored email, its key setting's name). */
  inquiry: InquiryRow;
  /** The channel's record, `pending` or `queued`. */
  delivery: DeliveryRow;
  /** The channel: `email`, `confirmation` or `webhook:<name>`. */
  channel: string;
};

/**
 * What a sender decided (docs/architecture.md#delivery-channels): `send` (made once the record is
 * checked still open), `skipped` (never to be sent) or `dead` (the email's 24 h key window passed);
 * `reason` becomes the record's last error, `detail` its history note.
 */
export type PreparedSend =
  | { kind: "send"; send: () => Promise<SendOutcome> }
  | { kind: "skipped" | "dead"; reason: string; detail: string };

/**
 * One channel kind's sender: prepares the send of one attempt (never records anything itself:
 * the attempt in channel-attempt.ts records every outcome). May throw what D1 throws.
 */
export type ChannelSender = (context: SenderContext) => Promise<PreparedSend>;
