/**
 * The result of one send (an email, or a webhook POST): a failure is `rejected` (the channel ends
 * `failed`) or `unavailable` (retried); `name` is the provider's error name or ours (`timeout`,
 * `network_error`, `http_<status>`), never a key (docs/architecture.md#delivery-channels).
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

/**
 * The outcome of a send whose request got no answer (retried): `timeout` when its
 * `AbortSignal.timeout` fired, else `network_error` (docs/architecture.md#delivery-channels).
 */
export function noAnswerOutcome(error: unknown): Extract<SendOutcome, { ok: false }> {
  const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  return { ok: false, failure: "unavailable", name: timedOut ? "timeout" : "network_error" };
}
