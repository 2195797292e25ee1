import type {
  ChannelHealth,
  Delivery,
  DeliveryEvent,
  DeliveryStatus,
  InquiryStatus,
} from "@clearwell/contract";
import { FAILING_DELIVERY_STATUSES } from "@clearwell/contract";
import type { InquiryRow } from "./inquiry-row.ts";

/**
 * The delivery records of the archive (docs/architecture.md#delivery-channels): one `deliveries`
 * row per inquiry and channel with its history in `delivery_events` (migrations/0002). Every SQL
 * statement about channels lives here; the delivery code calls these functions and this folder
 * never imports the delivery code.
 */

/** The business email's channel; webhooks are `webhook:<name>`. */
export const EMAIL_CHANNEL = "email";

/**
 * The confirmation email to the visitor, a channel of its own while `AUTORESPONDER` is on
 * (docs/product.md#the-confirmation): never an alert's target or cause, never in the inbox's
 * banner (a visitor's mistyped address is not the business's outage).
 */
export const CONFIRMATION_CHANNEL = "confirmation";

/** One `deliveries` row as D1 returns it. */
export type DeliveryRow = {
  inquiry_id: string;
  channel: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * The inquiry status the business email's delivery status stands for (the inquiry's status is its
 * `email` channel's, docs/architecture.md#inquiry-statuses): `pending` is `received`, a complaint
 * leaves the inquiry as it was (`null`: the email was delivered; the complaint shows on the
 * channel), every other status has the same name.
 */
export function inquiryStatusFor(status: DeliveryStatus): InquiryStatus | null {
  if (status === "pending") return "received";
  if (status === "complained" || status === "skipped") return null;
  return status;
}

/** One status change of a channel. Fields left `undefined` keep the row's value. */
export type DeliveryChange = {
  status: DeliveryStatus;
  /** When it happened, ISO 8601 UTC; also the row's `updated_at`. */
  at: string;
  /** Counts one more send (`attempts + 1`). */
  attempted?: boolean;
  /** The failure's short reason (`"503 application_error"`, `"timeout"`); `null` clears it. */
  lastError?: string | null;
  /** The provider's message id (the email channel's `sent`). */
  providerMessageId?: string | null;
  /** The history note for the operator (never the visitor's text or a secret). */
  detail: string | null;
  /** Only change a record whose status is one of these. */
  onlyFrom?: readonly DeliveryStatus[];
};

/**
 * The statements of one {@link DeliveryChange} of `channel`, for one D1 `batch`: the `UPDATE` of
 * its record, its history entry (added only when the update changed a row), and for the `email`
 * channel the inquiry's own status, attempts, last error and message id with the inquiry's history
 * entry (also only after a changed record). Column names are fixed here; every value is a `?`.
 */
function deliveryChangeStatements(
  db: D1Database,
  inquiryId: string,
  channel: string,
  change: DeliveryChange,
): D1PreparedStatement[] {
  const sets = ["status = ?", "updated_at = ?"];
  const values: (string | number | null)[] = [change.status, change.at];
  if (change.attempted) sets.push("attempts = attempts + 1");
  if (change.lastError !== undefined) {
    sets.push("last_error = ?");
    values.push(change.lastError);
  }
  if (change.providerMessageId !== undefined) {
    sets.push("provider_message_id = ?");
    values.push(change.providerMessageId);
  }
  let where = "inquiry_id = ? AND channel = ?";
  values.push(inquiryId, channel);
  if (change.onlyFrom) {
    where += ` AND status IN (${change.onlyFrom.map(() => "?").join(", ")})`;
    values.push(...change.onlyFrom);
  }
  const statements = [
    db.prepare(`UPDATE deliveries SET ${sets.join(", ")} WHERE ${where}`).bind(...values),
    // changes() is the row count of the statement just before it in the same transaction.
    db
      .prepare(
        "INSERT INTO delivery_events (inquiry_id, channel, at, status, detail) SELECT ?, ?, ?, ?, ? WHERE changes() > 0",
      )
      .bind(inquiryId, channel, change.at, change.status, change.detail),
  ];
  const inquiryStatus = channel === EMAIL_CHANNEL ? inquiryStatusFor(change.status) : null;
  if (inquiryStatus) {
    // The inquiry follows its email record, only when that record changed (the insert just above),
    // unless the operator marked it spam: a late delivery event never moves it out of spam.
    const inquirySets = sets.filter((set) => set !== "status = ?" && set !== "updated_at = ?");
    const inquiryValues = values.slice(2, 2 + inquirySets.filter((set) => set.endsWith("?")).length);
    statements.push(
      db
        .prepare(
          `UPDATE inquiries SET ${["status = ?", "updated_at = ?", ...inquirySets].join(", ")} WHERE id = ? AND status <> 'spam' AND changes() > 0`,
        )
        .bind(inquiryStatus, change.at, ...inquiryValues, inquiryId),
      db
        .prepare(
          "INSERT INTO inquiry_events (inquiry_id, at, status, detail) SELECT ?, ?, ?, ? WHERE changes() > 0",
        )
        .bind(inquiryId, change.at, inquiryStatus, change.detail),
    );
  }
  return statements;
}

/**
 * Applies a {@link DeliveryChange} to channel `channel` of inquiry `inquiryId` with its history
 * (and, for `email`, the inquiry's status, see {@link inquiryStatusFor}), in one D1 `batch`.
 *
 * @returns whether the record changed (`false`: no such record, or its status not in `onlyFrom`).
 * @throws whatever D1 throws.
 */
export async function recordDelivery(
  db: D1Database,
  inquiryId: string,
  channel: string,
  change: DeliveryChange,
): Promise<boolean> {
  const [updated] = await db.batch(deliveryChangeStatements(db, inquiryId, channel, change));
  return (updated?.meta.changes ?? 0) > 0;
}

/**
 * Opens a `pending` record, with its first history entry, for each of `channels` of inquiry
 * `inquiryId` that has none yet (existing records are left as they are), in one D1 `batch`.
 *
 * @param at - ISO 8601 UTC.
 * @throws whatever D1 throws.
 */
export async function openDeliveries(
  db: D1Database,
  inquiryId: string,
  channels: readonly string[],
  at: string,
): Promise<void> {
  if (channels.length === 0) return;
  await db.batch(
    channels.flatMap((channel) => [
      db
        .prepare(
          "INSERT INTO deliveries (inquiry_id, channel, status, attempts, created_at, updated_at) VALUES (?, ?, 'pending', 0, ?, ?) ON CONFLICT DO NOTHING",
        )
        .bind(inquiryId, channel, at, at),
      db
        .prepare(
          "INSERT INTO delivery_events (inquiry_id, channel, at, status, detail) SELECT ?, ?, ?, 'pending', NULL WHERE changes() > 0",
        )
        .bind(inquiryId, channel, at),
    ]),
  );
}

/**
 * What one attempt needs: the inquiry's row (`null` once it is erased or expired) and the channel's
 * record (`null` when none is open), read in one D1 `batch`.
 *
 * @throws whatever D1 throws.
 */
export async function readForAttempt(
  db: D1Database,
  inquiryId: string,
  channel: string,
): Promise<{ inquiry: InquiryRow | null; delivery: DeliveryRow | null }> {
  const [inquiry, delivery] = await db.batch<unknown>([
    db.prepare("SELECT * FROM inquiries WHERE id = ?").bind(inquiryId),
    db.prepare("SELECT * FROM deliveries WHERE inquiry_id = ? AND channel = ?").bind(inquiryId, channel),
  ]);
  return {
    inquiry: (inquiry?.results[0] as InquiryRow | undefined) ?? null,
    delivery: (delivery?.results[0] as DeliveryRow | undefined) ?? null,
  };
}

/**
 * The record of channel `channel` of inquiry `inquiryId`, or `null`.
 *
 * @throws whatever D1 throws.
 */
export async function readDelivery(
  db: D1Database,
  inquiryId: string,
  channel: string,
): Promise<DeliveryRow | null> {
  return db
    .prepare("SELECT * FROM deliveries WHERE inquiry_id = ? AND channel = ?")
    .bind(inquiryId, channel)
    .first<DeliveryRow>();
}

/**
 * The channels of inquiry `inquiryId` with their histories (contract `Delivery`): `email` first,
 * then the others by name; each history oldest first. One D1 `batch`.
 *
 * @throws whatever D1 throws.
 */
export async function readDeliveries(db: D1Database, inquiryId: string): Promise<Delivery[]> {
  const [records, events] = await db.batch<unknown>([
    db
      .prepare(
        "SELECT * FROM deliveries WHERE inquiry_id = ? ORDER BY CASE channel WHEN 'email' THEN 0 ELSE 1 END, channel",
      )
      .bind(inquiryId),
    db
      .prepare("SELECT channel, at, status, detail FROM delivery_events WHERE inquiry_id = ? ORDER BY seq")
      .bind(inquiryId),
  ]);
  const history = new Map<string, DeliveryEvent[]>();
  for (const event of (events?.results ?? []) as (DeliveryEvent & { channel: string })[]) {
    const list = history.get(event.channel) ?? [];
    list.push({ at: event.at, status: event.status, detail: event.detail });
    history.set(event.channel, list);
  }
  return ((records?.results ?? []) as DeliveryRow[]).map((row) => ({
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    providerMessageId: row.provider_message_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    history: history.get(row.channel) ?? [],
  }));
}

/**
 * The email record the provider's message id `providerMessageId` belongs to, or `null` (an alert
 * email, or an inquiry since erased).
 *
 * @throws whatever D1 throws.
 */
export async function findEmailDelivery(
  db: D1Database,
  providerMessageId: string,
): Promise<DeliveryRow | null> {
  return db
    .prepare("SELECT * FROM deliveries WHERE provider_message_id = ? AND channel = ? LIMIT 1")
    .bind(providerMessageId, EMAIL_CHANNEL)
    .first<DeliveryRow>();
}

/**
 * Records one of the mail provider's delivery events once (docs/operations.md#resend-delivery-events):
 * remembers `eventId` in `provider_events` and, when `change` is given, applies it to the email
 * record of `inquiryId`, all in one D1 `batch`. An event id seen before changes nothing.
 *
 * @returns `false` when the event id was already recorded (a replay), else `true`.
 * @throws whatever D1 throws; nothing is recorded then.
 */
export async function recordProviderEvent(
  db: D1Database,
  event: { id: string; type: string; at: string },
  inquiryId: string | null,
  change: DeliveryChange | null,
): Promise<boolean> {
  const seen = await db
    .prepare("SELECT 1 AS seen FROM provider_events WHERE event_id = ?")
    .bind(event.id)
    .first<number>("seen");
  if (seen) return false;
  const statements = [
    db
      .prepare(
        "INSERT INTO provider_events (event_id, received_at, type, inquiry_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      )
      .bind(event.id, event.at, event.type, inquiryId),
  ];
  if (inquiryId && change) {
    statements.push(...deliveryChangeStatements(db, inquiryId, EMAIL_CHANNEL, change));
  }
  const [inserted] = await db.batch(statements);
  return (inserted?.meta.changes ?? 0) > 0;
}

/**
 * Claims the right to send the alert for `cause` (docs/operations.md#operator-alerts): at most one
 * per cause per `windowMs`. Stores when it was last sent in `alerts`.
 *
 * @param now - ms since the epoch.
 * @returns `true` when no alert for `cause` went out within the window (the caller sends it now).
 * @throws whatever D1 throws.
 */
export async function claimAlert(
  db: D1Database,
  cause: string,
  inquiryId: string,
  now: number,
  windowMs: number,
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const cutoff = new Date(now - windowMs).toISOString();
  const result = await db
    .prepare(
      `INSERT INTO alerts (cause, last_sent_at, inquiry_id) VALUES (?, ?, ?)
       ON CONFLICT (cause) DO UPDATE SET last_sent_at = excluded.last_sent_at, inquiry_id = excluded.inquiry_id
       WHERE alerts.last_sent_at <= ?`,
    )
    .bind(cause, at, inquiryId, cutoff)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * The health of every channel that has delivered anything (contract `ChannelHealth`,
 * docs/product.md#operator-inbox), except the visitor's confirmation: its latest record's status; while that is failing
 * (`FAILING_DELIVERY_STATUSES`), the latest record's error and inquiry, and `since`, the first
 * failing record after the channel's last success.
 *
 * @throws whatever D1 throws.
 */
export async function readChannelHealth(db: D1Database): Promise<ChannelHealth[]> {
  const failing = FAILING_DELIVERY_STATUSES.map((status) => `'${status}'`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT d.channel, d.status, d.last_error, d.inquiry_id, (
         SELECT MIN(f.updated_at) FROM deliveries f
         WHERE f.channel = d.channel AND f.status IN (${failing})
           AND f.updated_at > COALESCE((SELECT MAX(s.updated_at) FROM deliveries s
             WHERE s.channel = d.channel AND s.status IN ('sent', 'delivered')), '')
       ) AS since
       FROM deliveries d
       WHERE d.status <> 'pending' AND d.channel <> '${CONFIRMATION_CHANNEL}' AND d.rowid = (
         SELECT l.rowid FROM deliveries l WHERE l.channel = d.channel AND l.status <> 'pending'
         ORDER BY l.updated_at DESC, l.rowid DESC LIMIT 1)
       ORDER BY CASE d.channel WHEN 'email' THEN 0 ELSE 1 END, d.channel`,
    )
    .all<{
      channel: string;
      status: DeliveryStatus;
      last_error: string | null;
      inquiry_id: string;
      since: string | null;
    }>();
  return results.map((row) => {
    const isFailing = (FAILING_DELIVERY_STATUSES as readonly DeliveryStatus[]).includes(row.status);
    return {
      channel: row.channel,
      failing: isFailing,
      status: row.status,
      lastError: isFailing ? (row.last_error ?? row.status) : null,
      since: isFailing ? row.since : null,
      inquiryId: isFailing ? row.inquiry_id : null,
    };
  });
}

/**
 * Inquiries whose delivery has not started: rows `received` with no record past `pending`, or
 * records still `pending` of an inquiry that is not spam, untouched since `cutoff` (ISO 8601 UTC), oldest first, at most `limit`.
 *
 * @throws whatever D1 throws.
 */
export async function listUnstartedInquiries(
  db: D1Database,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM (
         SELECT id, updated_at FROM inquiries WHERE status = 'received' AND updated_at <= ?
         UNION
         SELECT inquiry_id AS id, MIN(updated_at) AS updated_at FROM deliveries
         WHERE status = 'pending' AND updated_at <= ?
           AND inquiry_id NOT IN (SELECT id FROM inquiries WHERE status = 'spam') GROUP BY inquiry_id
       ) GROUP BY id ORDER BY MIN(updated_at) LIMIT ?`,
    )
    .bind(cutoff, cutoff, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/**
 * Statements that delete the delivery records, their histories and the recorded provider events of
 * the inquiries `where` selects (a `WHERE` clause over `inquiries`, with its `?` values), for the
 * erasure and retention batches (docs/operations.md#retention-and-erasure).
 */
export function deleteDeliveriesStatements(
  db: D1Database,
  where: string,
  values: readonly (string | number)[],
): D1PreparedStatement[] {
  const ids = `SELECT id FROM inquiries WHERE ${where}`;
  return [
    db.prepare(`DELETE FROM delivery_events WHERE inquiry_id IN (${ids})`).bind(...values),
    db.prepare(`DELETE FROM deliveries WHERE inquiry_id IN (${ids})`).bind(...values),
    db.prepare(`DELETE FROM provider_events WHERE inquiry_id IN (${ids})`).bind(...values),
  ];
}

/**
 * Stores a new idempotency key for inquiry `inquiryId`, first used at `at` (ISO 8601 UTC): a send
 * more than 24 hours after the old key's first use (docs/architecture.md#delivery-channels).
 *
 * @throws whatever D1 throws.
 */
export async function renewIdempotencyKey(
  db: D1Database,
  inquiryId: string,
  key: string,
  at: string,
): Promise<void> {
  await db
    .prepare("UPDATE inquiries SET idempotency_key = ?, idempotency_key_at = ? WHERE id = ?")
    .bind(key, at, inquiryId)
    .run();
}

/**
 * The channels inquiry `inquiryId` has records for.
 *
 * @throws whatever D1 throws.
 */
export async function listDeliveryChannels(db: D1Database, inquiryId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT channel FROM deliveries WHERE inquiry_id = ?")
    .bind(inquiryId)
    .all<{ channel: string }>();
  return results.map((row) => row.channel);
}

/**
 * The row of inquiry `inquiryId`, or `null` (never stored, erased or expired).
 *
 * @throws whatever D1 throws.
 */
export async function readInquiryRow(db: D1Database, inquiryId: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM inquiries WHERE id = ?").bind(inquiryId).first<InquiryRow>();
}
