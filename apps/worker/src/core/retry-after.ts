/** A `Retry-After` (seconds or an HTTP-date, against `now` in epoch ms) in seconds, or `undefined` if unreadable. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  // An HTTP-date names its day and month ("Sun, 06 Nov 1994 08:49:37 GMT"); "-3" is no date.
  if (!/[A-Za-z]/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}
