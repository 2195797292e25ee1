import {
  CONTACT_PATH,
  LEADS_TOP_LIMIT,
  type LeadsPeriodDays,
  type LeadsReport,
  type LeadsTopEntry,
} from "@clearwell/contract";
import { utcDay } from "../core/daily-counts.ts";
import { readLeadsOutcomes } from "./leads-outcomes.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inquiries that count as leads: every status but spam, received in `[?, ?)`. */
const LEADS_WHERE = "status != 'spam' AND received_at >= ? AND received_at < ?";

/** A top list's query: inquiries per `expression`, most first, known values before `NULL`, then by value. */
function topStatement(db: D1Database, expression: string, from: string, until: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${expression} AS value, COUNT(*) AS inquiries FROM inquiries WHERE ${LEADS_WHERE}
       GROUP BY value ORDER BY inquiries DESC, value IS NULL, value LIMIT ?`,
    )
    .bind(from, until, LEADS_TOP_LIMIT);
}

/**
 * The Leads panel's figures for the last `days` UTC days, today included
 * (contract `LeadsReport`, docs/product.md#where-leads-come-from), read in one D1 `batch`.
 * @param nowMs - ms since the epoch; its UTC day is the period's last.
 * @throws whatever D1 throws.
 */
export async function readLeadsReport(
  db: D1Database,
  days: LeadsPeriodDays,
  nowMs: number,
): Promise<LeadsReport> {
  const to = utcDay(nowMs);
  const fromMs = Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS;
  const from = utcDay(fromMs);
  const since = `${from}T00:00:00.000Z`;
  const until = `${utcDay(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS)}T00:00:00.000Z`;
  const [views, inquiries, firstPages, referrerHosts, campaigns, capped] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT day, SUM(visits) AS visits, SUM(CASE WHEN path = ? THEN views ELSE 0 END) AS contact_views
         FROM page_view_days WHERE day >= ? AND day <= ? GROUP BY day`,
      )
      .bind(CONTACT_PATH, from, to),
    db
      .prepare(
        `SELECT substr(received_at, 1, 10) AS day, COUNT(*) AS inquiries FROM inquiries WHERE ${LEADS_WHERE}
         GROUP BY day`,
      )
      .bind(since, until),
    topStatement(db, "first_page", since, until),
    topStatement(db, "referrer_host", since, until),
    topStatement(db, "COALESCE(utm_campaign, utm_source)", since, until),
    db
      .prepare("SELECT day FROM page_view_capped_days WHERE day >= ? AND day <= ? ORDER BY day")
      .bind(from, to),
  ]);
  const viewsByDay = new Map(
    ((views?.results ?? []) as { day: string; visits: number; contact_views: number }[]).map((row) => [
      row.day,
      row,
    ]),
  );
  const inquiriesByDay = new Map(
    ((inquiries?.results ?? []) as { day: string; inquiries: number }[]).map((row) => [
      row.day,
      row.inquiries,
    ]),
  );
  const daily = Array.from({ length: days }, (_, index) => {
    const day = utcDay(fromMs + index * DAY_MS);
    return { day, visits: viewsByDay.get(day)?.visits ?? 0, inquiries: inquiriesByDay.get(day) ?? 0 };
  });
  const visits = daily.reduce((sum, day) => sum + day.visits, 0);
  const inquiryTotal = daily.reduce((sum, day) => sum + day.inquiries, 0);
  let contactViews = 0;
  for (const row of viewsByDay.values()) contactViews += row.contact_views;
  const top = (result: D1Result<unknown> | undefined) => (result?.results ?? []) as LeadsTopEntry[];
  return {
    period: { days, from, to },
    totals: {
      visits,
      contactViews,
      inquiries: inquiryTotal,
      conversion: visits > 0 ? inquiryTotal / visits : null,
    },
    daily,
    cappedDays: ((capped?.results ?? []) as { day: string }[]).map((row) => row.day),
    top: { firstPages: top(firstPages), referrerHosts: top(referrerHosts), campaigns: top(campaigns) },
    outcomes: await readLeadsOutcomes(db, since, until),
  };
}
