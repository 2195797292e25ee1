/**
 * The visitor's IP address as Cloudflare saw it: the `CF-Connecting-IP` header, which Cloudflare sets
 * on every request reaching a worker (a client cannot forge it there). Used as the rate-limit key and
 * as Turnstile's `remoteip` (docs/product.md#abuse-defences).
 *
 * @returns the address, or `undefined` when the header is missing (only outside Cloudflare, e.g. a
 *   direct call in tests).
 */
export function clientIp(headers: Headers): string | undefined {
  const ip = headers.get("CF-Connecting-IP")?.trim();
  return ip ? ip : undefined;
}
