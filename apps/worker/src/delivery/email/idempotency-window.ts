/** How long Resend remembers an idempotency key, in ms (docs/decisions.md#idempotency-key). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Resend's limit on an idempotency key's length, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 256;

/**
 * The key of `row`'s email at `now` (ms): the stored one within the window, else the next
 * `<id>-r<n>` (docs/decisions.md#idempotency-key).
 * @returns the key and whether it is new (`renewed`: the caller stores it with the time).
 */
export function idempotencyKeyAt(
  row: { id: string; idempotency_key: string; idempotency_key_at: string },
  now: number,
): { key: string; renewed: boolean } {
  const firstUsed = Date.parse(row.idempotency_key_at);
  if (Number.isFinite(firstUsed) && now - firstUsed < IDEMPOTENCY_WINDOW_MS) {
    return { key: row.idempotency_key, renewed: false };
  }
  const previous = /-r(\d+)$/.exec(row.idempotency_key);
  const key = `${row.id}-r${previous ? Number(previous[1]) + 1 : 1}`;
  return { key: key.slice(0, MAX_IDEMPOTENCY_KEY_LENGTH), renewed: true };
}
