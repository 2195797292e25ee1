import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";

/** A configured mail provider: a name for logs and a function that sends one email. */
export type MailProvider = {
  name: "resend" | "outbox";
  /** Sends `email` once under `idempotencyKey`; a provider or network failure is `{ ok: false }`. */
  send: (email: OutgoingEmail, idempotencyKey: string) => Promise<SendOutcome>;
};
