import { isOriginAllowed } from "../core/origin.ts";

/** Why a beacon is not counted before its body is read (docs/product.md#where-leads-come-from). */
export type VisitRefusal = "privacy" | "bot" | "cross_site";

/**
 * User agents of robots, crawlers, link previews, page checkers and HTTP libraries; headless
 * Chromium says `HeadlessChrome`, Lighthouse `Chrome-Lighthouse`.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|preview|facebookexternalhit|embedly|pingdom|uptime|monitor|curl|wget|python|httpclient|http-client|okhttp|java\/|go-http|axios|node-fetch|undici|scrapy|phantom|selenium|puppeteer|playwright/i;

/** Whether `userAgent` is empty or an obvious robot's ({@link BOT_USER_AGENT}). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const text = (userAgent ?? "").trim();
  return text === "" || BOT_USER_AGENT.test(text);
}

/**
 * Why a beacon is not counted, from its headers alone, or `null`: `privacy` (`Sec-GPC: 1`, `DNT: 1`),
 * `bot`, or `cross_site` (`Sec-Fetch-Site` or an `Origin` not allowed). A header left out is not held against it.
 */
export function visitRefusal(
  headers: Headers,
  requestUrl: string,
  allowedOrigins: readonly string[],
): VisitRefusal | null {
  if (headers.get("Sec-GPC")?.trim() === "1" || headers.get("DNT")?.trim() === "1") return "privacy";
  if (isBotUserAgent(headers.get("User-Agent"))) return "bot";
  const fetchSite = headers.get("Sec-Fetch-Site")?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "same-site")
    return "cross_site";
  const origin = headers.get("Origin");
  if (origin !== null && !isOriginAllowed(origin, requestUrl, allowedOrigins)) return "cross_site";
  return null;
}
