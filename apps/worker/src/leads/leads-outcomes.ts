import { LEADS_TOP_LIMIT, type LeadsOutcomeEntry, type LeadsOutcomes } from "@clearwell/contract";

/** Inquiries that count for outcomes: those with a lead status (not spam, not a Setup test), received in `[?, ?)`. */
const OUTCOMES_WHERE = "lead_status IS NOT NULL AND received_at >= ? AND received_at < ?";

/** Won's total value, whole USD (a Won without a value counts 0). */
const WON_VALUE = "coalesce(SUM(CASE WHEN lead_status = 'won' THEN coalesce(job_value_usd, 0) END), 0)";

/** One source's outcomes per `expression`, most inquiries first, known values before `NULL`. */
function bySource(db: D1Database, expression: string, since: string, until: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${expression} AS value, COUNT(*) AS inquiries, coalesce(SUM(lead_status = 'won'), 0) AS won,
         ${WON_VALUE} AS wonValueUsd
       FROM inquiries WHERE ${OUTCOMES_WHERE}
       GROUP BY value ORDER BY inquiries DESC, value IS NULL, value LIMIT ?`,
    )
    .bind(since, until, LEADS_TOP_LIMIT);
}

/** The median of sorted numbers, `null` for none. */
function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * The Leads panel's outcomes of the inquiries received in `[since, until)` (ISO 8601 UTC; contract
 * `LeadsOutcomes`, docs/product.md#answering-inquiries): answered, answered by their due time, the
 * median office minutes to the first answer, won and its value; per first page, referrer and
 * campaign (`utm_campaign`, else `utm_source`). One D1 `batch`; throws what D1 throws.
 */
export async function readLeadsOutcomes(
  db: D1Database,
  since: string,
  until: string,
): Promise<LeadsOutcomes> {
  const [totals, minutes, firstPages, referrerHosts, campaigns] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT COUNT(*) AS inquiries, coalesce(SUM(answered_at IS NOT NULL), 0) AS answered,
           coalesce(SUM(due_at IS NOT NULL AND answered_at IS NOT NULL AND answered_at <= due_at), 0) AS within,
           coalesce(SUM(lead_status = 'won'), 0) AS won, ${WON_VALUE} AS wonValueUsd
         FROM inquiries WHERE ${OUTCOMES_WHERE}`,
      )
      .bind(since, until),
    db
      .prepare(
        `SELECT first_answer_minutes AS minutes FROM inquiries
         WHERE ${OUTCOMES_WHERE} AND first_answer_minutes IS NOT NULL ORDER BY first_answer_minutes`,
      )
      .bind(since, until),
    bySource(db, "first_page", since, until),
    bySource(db, "referrer_host", since, until),
    bySource(db, "COALESCE(utm_campaign, utm_source)", since, until),
  ]);
  const total = (totals?.results[0] ?? {}) as Partial<
    Record<"inquiries" | "answered" | "within" | "won" | "wonValueUsd", number>
  >;
  const inquiries = total.inquiries ?? 0;
  const within = total.within ?? 0;
  const list = (result: D1Result<unknown> | undefined) => (result?.results ?? []) as LeadsOutcomeEntry[];
  return {
    inquiries,
    answered: total.answered ?? 0,
    answeredWithinTarget: within,
    withinTargetShare: inquiries > 0 ? within / inquiries : null,
    medianFirstAnswerMinutes: median(
      ((minutes?.results ?? []) as { minutes: number }[]).map((row) => row.minutes),
    ),
    won: total.won ?? 0,
    wonValueUsd: total.wonValueUsd ?? 0,
    firstPages: list(firstPages),
    referrerHosts: list(referrerHosts),
    campaigns: list(campaigns),
  };
}
