import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";

/** A configured mail provider: a name for logs and a function that sends one email. */
export type MailProvider = {
  name: "resend" | "outbox";
  /**
   * Sends `email` once; `idempotencyKey` makes a retry of the same submission a no-op.
   * Never throws for provider or network failures: they come back as `{ ok: false }`.
   */
  send: (email: OutgoingEmail, idempotencyKey: string) => Promise<SendOutcome>;
};
