import type { SetupCheckOf } from "@clearwell/contract";
import { orWhenArchiveFails } from "../core/archive.ts";
import { readJobRun } from "../core/job-runs.ts";
import { CRON } from "../scheduled/scheduled.ts";
import { EXPECTED_MIGRATION, readDeliveryEventFacts, readMigrationState } from "./setup-facts.ts";

/** One day in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a daily `cron` (`17 3 * * *`, UTC) fires next after `now` (ms), as ISO 8601 UTC.
 * @throws Error when `cron` is not a daily expression with a fixed minute and hour.
 */
export function nextDailyRunAt(cron: string, now: number): string {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  const minute = Number(match?.[1]);
  const hour = Number(match?.[2]);
  if (!match || minute > 59 || hour > 23) throw new Error(`not a daily cron expression: ${cron}`);
  const day = new Date(now);
  const today = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  return new Date(today > now ? today : today + DAY_MS).toISOString();
}

/** The window of the delivery events check, in days. */
const DELIVERY_EVENTS_DAYS = 7;

/** Age of a late retention run, in ms: one missed daily run is allowed (docs/product.md#setup-panel). */
const RETENTION_LATE_MS = 2 * 24 * 60 * 60 * 1000;

/** `read(env.DB)`, or `unavailable` when D1 fails (logged `archive_unavailable`, `setup <what>`). */
function fromArchive<T>(
  env: Env,
  what: string,
  read: (db: D1Database) => Promise<T>,
  unavailable: T,
): Promise<T> {
  return orWhenArchiveFails(
    `setup ${what}`,
    null,
    () => read(env.DB),
    () => unavailable,
  );
}

/**
 * The delivery events check: its states are the table's in docs/product.md#setup-panel. Never throws.
 * @param now - ms since the epoch.
 */
export async function deliveryEventsCheck(
  env: Env,
  outbox: boolean,
  now: number,
): Promise<SetupCheckOf<"delivery_events">> {
  const base = { kind: "delivery_events", id: "delivery-events", days: DELIVERY_EVENTS_DAYS } as const;
  if (outbox) return { ...base, state: "off", reason: "outbox", count: 0, lastAt: null };
  const since = new Date(now - DELIVERY_EVENTS_DAYS * DAY_MS).toISOString();
  const facts = await fromArchive(env, "delivery events", (db) => readDeliveryEventFacts(db, since), null);
  if (!facts) return { ...base, state: "failing", reason: "archive_unavailable", count: 0, lastAt: null };
  const { recent: count, lastAt } = facts;
  if (count > 0) return { ...base, state: "ok", reason: "recent", count, lastAt };
  if (lastAt === null) return { ...base, state: "missing", reason: "never", count, lastAt };
  return facts.emailSent
    ? { ...base, state: "failing", reason: "stopped", count, lastAt }
    : { ...base, state: "ok", reason: "quiet", count, lastAt };
}

/**
 * When the archive was set up, in ms since the epoch: the first `applied_at` of `d1_migrations`
 * (`YYYY-MM-DD HH:MM:SS`, UTC); `null` without a migration or the table.
 * @throws whatever else D1 throws.
 */
async function readArchiveSetUpAt(db: D1Database): Promise<number | null> {
  try {
    const row = await db
      .prepare("SELECT MIN(applied_at) AS since FROM d1_migrations")
      .first<{ since: string | null }>();
    const since = row?.since ? Date.parse(`${row.since.replace(" ", "T")}Z`) : Number.NaN;
    return Number.isNaN(since) ? null : since;
  } catch (error) {
    if (error instanceof Error && /no such table/i.test(error.message)) return null;
    throw error;
  }
}

/**
 * The retention run check: its states are the table's in docs/product.md#setup-panel; `nextAt` is
 * when {@link CRON}.retention fires next. Never throws.
 * @param now - ms since the epoch.
 */
export async function retentionRunCheck(env: Env, now: number): Promise<SetupCheckOf<"retention_run">> {
  const base = {
    kind: "retention_run",
    id: "retention-run",
    nextAt: nextDailyRunAt(CRON.retention, now),
  } as const;
  const facts = await fromArchive(
    env,
    "retention run",
    (db) => Promise.all([readJobRun(db, "retention"), readArchiveSetUpAt(db)]),
    undefined,
  );
  if (facts === undefined) {
    return { ...base, state: "failing", reason: "archive_unavailable", lastAt: null, deleted: null };
  }
  const [run, setUpAt] = facts;
  if (run === null) {
    const isNew = setUpAt !== null && now - setUpAt <= RETENTION_LATE_MS;
    return isNew
      ? { ...base, state: "pending", reason: "not_yet", lastAt: null, deleted: null }
      : { ...base, state: "missing", reason: "never", lastAt: null, deleted: null };
  }
  const { lastRunAt, deleted } = run;
  const late = now - Date.parse(lastRunAt) > RETENTION_LATE_MS;
  return {
    ...base,
    state: late ? "failing" : "ok",
    reason: late ? "late" : "recent",
    lastAt: lastRunAt,
    deleted,
  };
}

/** The D1 schema check against {@link EXPECTED_MIGRATION} (docs/product.md#setup-panel). Never throws. */
export async function d1SchemaCheck(env: Env): Promise<SetupCheckOf<"d1_schema">> {
  const base = { kind: "d1_schema", id: "d1-schema", expected: EXPECTED_MIGRATION } as const;
  const migrations = await fromArchive(
    env,
    "d1 schema",
    (db) => readMigrationState(db, EXPECTED_MIGRATION),
    undefined,
  );
  if (migrations === undefined)
    return { ...base, state: "failing", reason: "archive_unavailable", applied: null };
  if (migrations === null) return { ...base, state: "failing", reason: "never_migrated", applied: null };
  return migrations.hasExpected
    ? { ...base, state: "ok", reason: "current", applied: migrations.newest }
    : { ...base, state: "failing", reason: "behind", applied: migrations.newest };
}
