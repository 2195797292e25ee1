/**
 * The visitor's IP as Cloudflare set it in `CF-Connecting-IP` (a client cannot forge it there).
 * @returns the address, or `undefined` without the header (only outside Cloudflare).
 */
export function clientIp(headers: Headers): string | undefined {
  const ip = headers.get("CF-Connecting-IP")?.trim();
  return ip ? ip : undefined;
}
