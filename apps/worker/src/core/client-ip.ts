/** `CF-Connecting-IP` (a client cannot forge it there), or `undefined` outside Cloudflare. */
export function clientIp(headers: Headers): string | undefined {
  const ip = headers.get("CF-Connecting-IP")?.trim();
  return ip ? ip : undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two), or `null`. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4Tail) {
    const bytes = ipv4Tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * A request's rate-limit key per network (docs/product.md#abuse-defences): `ip:203.0.113.9`,
 * `ip6:2001:db8:1:2::/64` or `ip:unknown`; an address that does not parse is its own key.
 */
export function rateLimitKey(headers: Headers): string {
  const ip = clientIp(headers);
  if (!ip) return "ip:unknown";
  if (!ip.includes(":")) return `ip:${ip}`;
  const groups = ipv6Groups(ip);
  if (!groups) return `ip:${ip}`;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `ip:${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `ip6:${[a, b, c, d].map((group) => group.toString(16)).join(":")}::/64`;
}
