import * as z from "zod/mini";

/*
 * Where leads come from (docs/product.md#where-leads-come-from): an inquiry's source, the visits beacon
 * and the Leads panel's query. No cookies, no personal data: click ids are recorded present, never valued.
 */

/** The ad click id parameters whose presence (never their value) a source records. */
export const CLICK_ID_PARAMS = ["gclid", "fbclid", "msclkid"] as const;

/** One of {@link CLICK_ID_PARAMS}. */
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** The archive's source columns (`NULL`: not known) in stored and CSV order; `click_ids` space-separated. */
export const LEAD_SOURCE_COLUMNS = [
  "first_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "click_ids",
] as const;

/** One of {@link LEAD_SOURCE_COLUMNS}. */
export type LeadSourceColumn = (typeof LEAD_SOURCE_COLUMNS)[number];

/** The campaign tags a source keeps, by field, with the query parameter each is read from. */
export const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;

/** One campaign tag field of a source: `utmSource`, `utmMedium` or `utmCampaign`. */
export type UtmField = keyof typeof UTM_PARAMS;

/** Limits in `String.length` characters: a longer tag is cut; a longer page or host is dropped (cut, it names another). */
export const LEAD_SOURCE_LIMITS = { firstPage: 200, referrerHost: 253, utm: 100 } as const;

/** An inquiry's source, clean ({@link normalizeLeadSource}); a value not known is absent. */
export const leadSourceSchema = z.object({
  /** The first page of the visit on this site: a path (`/services/mold-removal`), no query. */
  firstPage: z.optional(z.string()),
  /** The host name of the site the visit came from (`www.google.com`), lower case, no port. */
  referrerHost: z.optional(z.string()),
  utmSource: z.optional(z.string()),
  utmMedium: z.optional(z.string()),
  utmCampaign: z.optional(z.string()),
  /** Which click id parameters the first page's address had, in {@link CLICK_ID_PARAMS} order. */
  clickIds: z.optional(z.array(z.enum(CLICK_ID_PARAMS))),
});

/** See {@link leadSourceSchema}. */
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** Control and format characters (bidi overrides, zero-width) and the markup characters `<>"'` and backtick. */
const UNSAFE_TAG_CHARS = /[\p{Cc}\p{Cf}<>"'`]/gu;

/** A path's characters: RFC 3986 path characters (percent escapes included) without `'`. */
const PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~%!$&()*+,;=:@/]*$/;

/** A host name: dot-separated labels of letters, digits and inner hyphens, each at most 63 long. */
const HOST_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `text` cut to at most `max` `String.length` characters, never in the middle of a surrogate pair. */
function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A campaign tag safe to store and show: spaces collapsed, {@link UNSAFE_TAG_CHARS} removed, trimmed, cut
 * to the `utm` limit. `undefined` when not a string or nothing is left.
 */
export function cleanUtmValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const spaced = value.replace(/\s+/g, " ").replace(UNSAFE_TAG_CHARS, "").replace(/ {2,}/g, " ").trim();
  const tag = cutTo(spaced, LEAD_SOURCE_LIMITS.utm).trimEnd();
  return tag === "" ? undefined : tag;
}

/**
 * A path as the site names it (no query, fragment or trailing slash but `/`); `undefined` unless it
 * starts with one `/`, holds only path characters and is within the `firstPage` limit.
 */
export function cleanPath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  if (trimmed.length > LEAD_SOURCE_LIMITS.firstPage || !PATH_PATTERN.test(trimmed)) return undefined;
  return trimmed;
}

/** A host name, lower case, no trailing dot; `undefined` when not one (a port, path or user part refuse it). */
export function cleanHost(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  return HOST_PATTERN.test(host) ? host : undefined;
}

/** The click ids of `value` that {@link CLICK_ID_PARAMS} names, once each, in its order; else `undefined`. */
function cleanClickIds(value: unknown): ClickIdParam[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = CLICK_ID_PARAMS.filter((id) => value.includes(id));
  return ids.length > 0 ? ids : undefined;
}

/**
 * An inquiry's `source` as sent, made clean; never throws or refuses: an invalid value is dropped (tags
 * are cleaned and cut), unknown keys ignored. `undefined` when not an object or nothing is left.
 */
export function normalizeLeadSource(value: unknown): LeadSource | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const source: LeadSource = {};
  const firstPage = cleanPath(raw.firstPage);
  if (firstPage) source.firstPage = firstPage;
  const referrerHost = cleanHost(raw.referrerHost);
  if (referrerHost) source.referrerHost = referrerHost;
  for (const field of Object.keys(UTM_PARAMS) as UtmField[]) {
    const tag = cleanUtmValue(raw[field]);
    if (tag) source[field] = tag;
  }
  const clickIds = cleanClickIds(raw.clickIds);
  if (clickIds) source.clickIds = clickIds;
  return Object.keys(source).length > 0 ? source : undefined;
}

/** `POST /api/send-email`'s `source`: anything on the wire, parsed by {@link normalizeLeadSource}, never refused. */
export const leadSourceField = z.pipe(
  z.custom<unknown, LeadSource>(),
  z.transform((value: unknown) => normalizeLeadSource(value)),
);

/**
 * A visit's source from its first page's `location.href` and `document.referrer` (`""`: none), for the
 * page to keep for the tab; a same-site referrer is not one. `undefined` when `pageUrl` does not parse.
 */
export function leadSourceFromLanding(pageUrl: string, referrer: string): LeadSource | undefined {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return undefined;
  }
  const raw: Record<string, unknown> = { firstPage: page.pathname };
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.host !== page.host && (from.protocol === "http:" || from.protocol === "https:"))
        raw.referrerHost = from.hostname;
    } catch {
      // an unreadable referrer is unknown
    }
  }
  for (const [field, param] of Object.entries(UTM_PARAMS)) {
    const tag = page.searchParams.get(param);
    if (tag !== null) raw[field] = tag;
  }
  raw.clickIds = CLICK_ID_PARAMS.filter((id) => page.searchParams.has(id));
  return normalizeLeadSource(raw);
}

/** The pages the visits beacon counts: every route but the inbox and Not found, as {@link cleanPath} writes them. */
export const COUNTED_PATHS = [
  "/",
  "/about",
  "/services",
  "/services/residential",
  "/services/commercial",
  "/services/formaldehyde-removal",
  "/services/mold-removal",
  "/works",
  "/contact",
  "/contact/thank-you",
] as const;

/** One of {@link COUNTED_PATHS}. */
export type CountedPath = (typeof COUNTED_PATHS)[number];

/** The Contact page's path, whose views the Leads panel shows on their own. */
export const CONTACT_PATH = "/contact" satisfies CountedPath;

/** `path` as a counted page ({@link cleanPath}, then one of {@link COUNTED_PATHS}), or `undefined`. */
export function countedPathOf(path: unknown): CountedPath | undefined {
  const clean = cleanPath(path);
  return (COUNTED_PATHS as readonly string[]).includes(clean ?? "") ? (clean as CountedPath) : undefined;
}

/** The visits beacon's route: `navigator.sendBeacon(VISITS_ROUTE, visitBeaconBody(...))`. */
export const VISITS_ROUTE = "/api/visits";

/** The most of a beacon's body the worker reads, in bytes; a longer body is not counted. */
export const VISIT_BODY_MAX_BYTES = 1024;

/** The beacon's body (sent as `text/plain`): the path, and whether it is the tab's first page view (a visit). */
export const visitBeaconSchema = z.object({
  path: z.string(),
  first: z._default(z.boolean(), false),
});

/** A beacon as the page builds it. */
export type VisitBeacon = z.input<typeof visitBeaconSchema>;

/** The beacon's body for one page view: `{"path":"/services","first":true}`. */
export function visitBeaconBody(path: string, first: boolean): string {
  return JSON.stringify({ path, first } satisfies VisitBeacon);
}

/** The Leads panel's periods in days; `GET /api/admin/leads` without `days` answers the default. */
export const LEADS_PERIODS = { days: [7, 30, 90], default: 30 } as const;

/** One of {@link LEADS_PERIODS}' `days`. */
export type LeadsPeriodDays = (typeof LEADS_PERIODS.days)[number];

/** `GET /api/admin/leads`'s query: `days` is `7`, `30` or `90`; empty or absent is the default. */
export const leadsQuerySchema = z.object({
  days: z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === "" ? String(LEADS_PERIODS.default) : value,
    ),
    z.pipe(
      z.enum(LEADS_PERIODS.days.map(String) as ["7", "30", "90"], {
        error: `must be one of ${LEADS_PERIODS.days.join(", ")}`,
      }),
      z.transform((value) => Number(value) as LeadsPeriodDays),
    ),
  ),
});

/** See {@link leadsQuerySchema}. */
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

/** How many entries each top list of the Leads panel holds at most. */
export const LEADS_TOP_LIMIT = 5;
