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

/** The short reason of a failed send: `"<status> <name>"`, or the name alone without a status. */
export function failureReason(outcome: { status?: number; name: string }): string {
  return outcome.status === undefined ? outcome.name : `${outcome.status} ${outcome.name}`;
}
