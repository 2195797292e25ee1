import { countedPathOf, VISIT_BODY_MAX_BYTES, visitBeaconSchema } from "@clearwell/contract";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { isArchiveFailure, logArchiveUnavailable } from "../core/archive.ts";
import { rateLimitKey } from "../core/client-ip.ts";
import { utcDay } from "../core/daily-counts.ts";
import { logEvent } from "../core/log-event.ts";
import { underRateLimit } from "../core/rate-limiter.ts";
import { readSecret, readServerSettings } from "../core/server-settings.ts";
import { countPageView, networkName, recordCappedDay } from "./page-views.ts";
import { visitRefusal } from "./visit-filter.ts";

/** The UTC day whose `visits_over_limit` this isolate logged (once a day is enough). */
let limitLoggedDay: string | undefined;

/**
 * Past `VISITS_DAILY_LIMIT`: records the day as capped (the Leads panel then says its figures are
 * a floor; no row is written once it is) and logs `visits_over_limit` once a UTC day per isolate.
 * Throws what D1 throws.
 */
async function limitReached(db: D1Database, nowMs: number, limit: number): Promise<void> {
  await recordCappedDay(db, nowMs);
  const day = utcDay(nowMs);
  if (limitLoggedDay === day) return;
  limitLoggedDay = day;
  logEvent("warn", "visits_over_limit", { day, limit });
}

/**
 * The beacon's body as text when it is at most {@link VISIT_BODY_MAX_BYTES} bytes of UTF-8;
 * `undefined` for a longer or unreadable one, of which no more than that is read.
 */
async function smallBody(request: Request): Promise<string | undefined> {
  const announced = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(announced) && announced > VISIT_BODY_MAX_BYTES) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > VISIT_BODY_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The counted path and whether it is a visit, from a beacon's body; `undefined` when not countable. */
function beaconOf(text: string): { path: string; first: boolean } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = visitBeaconSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const path = countedPathOf(parsed.data.path);
  return path ? { path, first: parsed.data.first } : undefined;
}

/** Whether `VISIT_RATE_LIMITER` lets this client's beacon be counted; a missing or failing limiter does. */
function underVisitLimit(c: Context<AppEnv>): Promise<boolean> {
  return underRateLimit(
    {
      limiter: (c.env as Partial<Env>).VISIT_RATE_LIMITER,
      binding: "VISIT_RATE_LIMITER",
      unlimited: "page views are not rate limited",
    },
    `visit:${rateLimitKey(c.req.raw.headers)}`,
  );
}

/** Counts one beacon when every rule of docs/product.md#where-leads-come-from allows it; a D1 failure is logged. */
async function countBeacon(c: Context<AppEnv>): Promise<void> {
  const { allowedOrigins, visitsDailyLimit } = readServerSettings(c.env);
  if (visitRefusal(c.req.raw.headers, c.req.url, allowedOrigins)) return;
  if (!(await underVisitLimit(c))) return;
  const text = await smallBody(c.req.raw);
  const beacon = text === undefined ? undefined : beaconOf(text);
  if (!beacon) return;
  try {
    const now = Date.now();
    const network = await networkName(
      utcDay(now),
      rateLimitKey(c.req.raw.headers),
      readSecret(c.env, "FORM_TOKEN_SECRET"),
    );
    const outcome = await countPageView(c.env.DB, { ...beacon, network }, now, visitsDailyLimit);
    if (outcome === "site_limit") await limitReached(c.env.DB, now, visitsDailyLimit);
  } catch (error) {
    if (!isArchiveFailure(error)) throw error;
    logArchiveUnavailable("count page view", null, error);
  }
}

/**
 * `POST /api/visits`, the visits beacon (docs/reference.md#visits-beacon): always `204` with no
 * body, counted or not, so a page learns nothing from it; another method is 405
 * `method_not_allowed` with `Allow: POST`.
 */
export const visitsRoute = new Hono<AppEnv>()
  .post("/", async (c) => {
    await countBeacon(c).catch((error: unknown) =>
      logEvent("warn", "visit_not_counted", { name: error instanceof Error ? error.name : "unknown" }),
    );
    return c.body(null, 204);
  })
  .all("/", () => {
    const error = apiError(405, "method_not_allowed", "Use POST to count a page view.");
    error.res?.headers.set("Allow", "POST");
    throw error;
  });
