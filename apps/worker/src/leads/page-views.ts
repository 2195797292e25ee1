import { utcDay } from "../core/daily-counts.ts";

/** How long the daily page view counts are kept, in months (docs/reference.md#retention-and-erasure). */
export const PAGE_VIEW_RETENTION_MONTHS = 13;

/** Page views counted per network (an IPv4 address or an IPv6 /64) per UTC day. */
export const VISITS_PER_NETWORK_DAILY_LIMIT = 200;

/** What became of one page view: counted, or not because of which daily limit. */
export type PageViewOutcome = "counted" | "network_limit" | "site_limit";

const encoder = new TextEncoder();

/**
 * The key of {@link networkName} without `FORM_TOKEN_SECRET`: random, made once per worker instance
 * and never stored, so no one can recompute a name from an address (a public key would let anyone
 * reverse the table to its addresses). A network then has its daily limit in each instance.
 */
let instanceKey: Uint8Array | undefined;

/**
 * A network's name in `page_view_networks`: HMAC-SHA-256 (32 hex digits) of the day and network keyed
 * with `FORM_TOKEN_SECRET` (without it, a random key of this worker instance), so no address is
 * kept and one day's names say nothing of another's.
 */
export async function networkName(day: string, network: string, secret: string | undefined): Promise<string> {
  instanceKey ??= crypto.getRandomValues(new Uint8Array(32));
  const key = await crypto.subtle.importKey(
    "raw",
    secret ? encoder.encode(secret) : instanceKey,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${day}|${network}`)));
  return Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts one view of counted `path` today in one D1 `batch`, safe when concurrent
 * (docs/product.md#where-leads-come-from): the `network` first, within
 * {@link VISITS_PER_NETWORK_DAILY_LIMIT}; then, only if counted, the view (and a visit when
 * `first`). Both only while the day is within `dailyLimit`, so past it a beacon writes nothing.
 * Throws what D1 throws.
 */
export async function countPageView(
  db: D1Database,
  view: { path: string; first: boolean; network: string },
  nowMs: number,
  dailyLimit: number,
): Promise<PageViewOutcome> {
  const day = utcDay(nowMs);
  const withinSite = "(SELECT COALESCE(SUM(views), 0) FROM page_view_days WHERE day = ?) < ?";
  const [site, network, page] = await db.batch([
    db.prepare(`SELECT ${withinSite} AS within`).bind(day, dailyLimit),
    db
      .prepare(
        `INSERT INTO page_view_networks (day, network, views) SELECT ?, ?, 1 WHERE ${withinSite}
         ON CONFLICT(day, network) DO UPDATE SET views = views + 1 WHERE views < ?`,
      )
      .bind(day, view.network, day, dailyLimit, VISITS_PER_NETWORK_DAILY_LIMIT),
    db
      .prepare(
        `INSERT INTO page_view_days (day, path, views, visits)
         SELECT ?, ?, 1, ? WHERE changes() > 0 AND ${withinSite}
         ON CONFLICT(day, path) DO UPDATE SET views = views + 1, visits = visits + excluded.visits`,
      )
      .bind(day, view.path, view.first ? 1 : 0, day, dailyLimit),
  ]);
  if ((site?.results[0] as { within?: number } | undefined)?.within !== 1) return "site_limit";
  if ((network?.meta.changes ?? 0) === 0) return "network_limit";
  return (page?.meta.changes ?? 0) > 0 ? "counted" : "site_limit";
}

/** Records that `nowMs`'s UTC day reached the site's `VISITS_DAILY_LIMIT` (once; the Leads panel says so). */
export async function recordCappedDay(db: D1Database, nowMs: number): Promise<void> {
  await db.prepare("INSERT OR IGNORE INTO page_view_capped_days (day) VALUES (?)").bind(utcDay(nowMs)).run();
}

/** The first UTC day kept: the same day {@link PAGE_VIEW_RETENTION_MONTHS} months back (or that month's last). */
export function pageViewCutoffDay(nowMs: number): string {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return utcDay(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}

/** Retention's statements: counts and capped days past retention, network counts before today (docs/reference.md#retention-and-erasure). */
export function deleteOldPageViews(db: D1Database, nowMs: number): D1PreparedStatement[] {
  const cutoff = pageViewCutoffDay(nowMs);
  return [
    db.prepare("DELETE FROM page_view_days WHERE day < ?").bind(cutoff),
    db.prepare("DELETE FROM page_view_capped_days WHERE day < ?").bind(cutoff),
    db.prepare("DELETE FROM page_view_networks WHERE day < ?").bind(utcDay(nowMs)),
  ];
}
