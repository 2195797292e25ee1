import type { OutgoingEmail } from "../email/outgoing-email.ts";

/**
 * The result of one send through a delivery channel - an email to a provider or a POST to a
 * notification webhook (docs/architecture.md#delivery-channels). A failure is either `rejected`
 * (refused for good: the channel becomes `failed`) or `unavailable` (rate limit, 5xx, timeout,
 * network: the channel is retried). `name` is the provider's error name (`validation_error`,
 * `rate_limit_exceeded`, ...) or ours (`timeout`, `network_error`, `http_<status>`); neither a
 * failure nor a success ever carries a key.
 */
export type SendOutcome =
  | { ok: true; providerId?: string }
  | {
      ok: false;
      failure: "rejected" | "unavailable";
      /** The provider's HTTP status; absent when no answer came (timeout, network error). */
      status?: number;
      name: string;
      /** The provider's `retry-after`, in seconds, when it gave one (honoured by retries). */
      retryAfterSeconds?: number;
    };

/** A configured mail provider: a name for logs and a function that sends one email. */
export type MailProvider = {
  name: "resend" | "outbox";
  /**
   * Sends `email` once; `idempotencyKey` makes a retry of the same submission a no-op.
   * Never throws for provider or network failures: they come back as `{ ok: false }`.
   */
  send: (email: OutgoingEmail, idempotencyKey: string) => Promise<SendOutcome>;
};
