import { type LeadStatus, replyRequestSchema } from "@clearwell/contract";
import type { Context } from "hono";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import type { InquiryRow } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { readServerSettings } from "../core/server-settings.ts";
import { CONFIRMATION_CHANNEL } from "../delivery/records/deliveries.ts";
import { readDelivery } from "../delivery/records/delivery-reads.ts";
import { readInquiryRow } from "../delivery/records/inquiry-records.ts";
import { startDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { firstAnswerMinutes } from "./answer-clock.ts";
import { actorOf, answeringBody, notAnswerable, notFound } from "./answering-http.ts";
import { readAnsweringSettings } from "./answering-settings.ts";
import { composeReplyEmail } from "./compose-reply.ts";
import { leadChangeStatements, type SqlCondition } from "./lead-records.ts";
import { replyChannel } from "./timeline.ts";

/** The delivery run of reply `n` of inquiry `inquiryId`: its own workflow instance id. */
export function replyRunId(inquiryId: string, n: number): string {
  return `${inquiryId}-reply-${n}`;
}

/** The number of the reply inquiry `id` already has under `requestKey`, or `null`. */
async function replyOfKey(db: D1Database, id: string, requestKey: string): Promise<number | null> {
  return db
    .prepare("SELECT n FROM inquiry_replies WHERE inquiry_id = ? AND request_key = ?")
    .bind(id, requestKey)
    .first<number>("n");
}

/** The start of the UTC day of `at` (ISO 8601): replies since then count against the day's limit. */
function utcDayStart(at: string): string {
  return `${at.slice(0, 10)}T00:00:00.000Z`;
}

/** How many replies the inbox has stored since the start of `at`'s UTC day, all inquiries together. */
async function repliesOnDayOf(db: D1Database, at: string): Promise<number> {
  return (
    (await db
      .prepare("SELECT COUNT(*) AS n FROM inquiry_replies WHERE at >= ?")
      .bind(utcDayStart(at))
      .first<number>("n")) ?? 0
  );
}

/** How many numbers a reply tries while other replies to the same inquiry take them at once. */
const REPLY_CLAIMS = 10;

/** The reply's fields as stored. */
type ReplyFields = { requestKey: string; at: string; actor: string; subject: string; message: string };

/**
 * Stores reply `fields` of `row` under the next number in one D1 batch, all or nothing: its
 * timeline entry, its `reply:<n>` delivery, the inquiry answered, and last the reply itself. Each
 * statement requires the same condition (number and request key free, the UTC day's `limit` not
 * reached), so a refused claim stores nothing. Its number, or `null`; throws what D1 throws.
 */
async function storeReply(
  env: Env,
  row: InquiryRow & { lead_status: LeadStatus },
  fields: ReplyFields,
  emailJson: (n: number) => string,
  limit: number,
): Promise<number | null> {
  const db = env.DB;
  const { id } = row;
  const { at, actor } = fields;
  const n =
    ((await db
      .prepare("SELECT coalesce(max(n), 0) AS n FROM inquiry_replies WHERE inquiry_id = ?")
      .bind(id)
      .first<number>("n")) ?? 0) + 1;
  const free: SqlCondition = {
    sql: `NOT EXISTS (SELECT 1 FROM inquiry_replies WHERE inquiry_id = ? AND (n = ? OR request_key = ?))
      AND (SELECT COUNT(*) FROM inquiry_replies WHERE at >= ?) < ?`,
    params: [id, n, fields.requestKey, utcDayStart(at), limit],
  };
  const channel = replyChannel(n);
  const answers =
    row.lead_status === "new"
      ? leadChangeStatements(
          env,
          row,
          { status: "answered", jobValueUsd: null, lostReason: null, via: "reply" },
          actor,
          at,
          free,
        )
      : [];
  const results = await db.batch<{ n: number }>([
    db
      .prepare(
        `INSERT INTO inquiry_timeline (inquiry_id, at, actor, kind, reply_n)
         SELECT ?, ?, ?, 'reply', ? WHERE ${free.sql}`,
      )
      .bind(id, at, actor, n, ...free.params),
    db
      .prepare(
        `INSERT INTO deliveries (inquiry_id, channel, status, attempts, created_at, updated_at)
         SELECT ?, ?, 'pending', 0, ?, ? WHERE ${free.sql} ON CONFLICT DO NOTHING`,
      )
      .bind(id, channel, at, at, ...free.params),
    db
      .prepare(
        `INSERT INTO delivery_events (inquiry_id, channel, at, status, detail)
         SELECT ?, ?, ?, 'pending', ? WHERE ${free.sql}`,
      )
      .bind(id, channel, at, `reply by ${actor}`, ...free.params),
    ...answers,
    // A reply answers the inquiry once, whatever its status (Quoted, Won and Lost already did).
    db
      .prepare(
        `UPDATE inquiries SET answered_at = ?, first_answer_minutes = ?
         WHERE id = ? AND answered_at IS NULL AND lead_status IS NOT NULL AND ${free.sql}`,
      )
      .bind(at, firstAnswerMinutes(env, row, at), id, ...free.params),
    db
      .prepare(
        `INSERT INTO inquiry_replies (inquiry_id, n, request_key, at, actor, to_address, subject, message, email_json)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${free.sql} RETURNING n`,
      )
      .bind(
        id,
        n,
        fields.requestKey,
        at,
        actor,
        row.email,
        fields.subject,
        fields.message,
        emailJson(n),
        ...free.params,
      ),
  ]);
  return results.at(-1)?.results[0]?.n ?? null;
}

/**
 * `POST /api/admin/inquiries/:id/replies` (docs/product.md#answering-inquiries): validates the
 * form (422), refuses an unknown inquiry (404), spam or a Setup test (409), and past
 * `REPLIES_DAILY_LIMIT` replies this UTC day (429); a repeat of the form's `requestKey` sends
 * nothing more (`repeat`). Otherwise stores the composed email and its `reply:<n>` channel, adds
 * the timeline entry, answers the inquiry (New becomes Answered; answered-at set once), and starts
 * the reply's own delivery run, which sends it with retries and an idempotency key.
 * @throws the refusals above as `HTTPException`; whatever D1 throws.
 */
export async function sendReply(c: Context<AppEnv>, id: string): Promise<"sent" | "repeat"> {
  const request = await answeringBody(c, replyRequestSchema);
  const env = c.env;
  const db = env.DB;
  const row = await readInquiryRow(db, id);
  if (!row) throw notFound();
  if (!row.lead_status) throw notAnswerable();
  if ((await replyOfKey(db, id, request.requestKey)) !== null) return "repeat";
  const settings = readServerSettings(env);
  const replyTo = settings.recipients[0];
  if (!replyTo || !settings.fromAddress) {
    throw apiError(
      503,
      "reply_not_configured",
      "Replies need MAIL_FROM_ADDRESS and CONTACT_RECIPIENTS to be set; nothing was sent.",
    );
  }
  const answering = readAnsweringSettings(env);
  const confirmation = await readDelivery(db, id, CONFIRMATION_CHANNEL);
  const at = new Date().toISOString();
  const actor = actorOf(c);
  const emailJson = (n: number) =>
    JSON.stringify(
      composeReplyEmail({
        inquiryId: id,
        n,
        visitor: { name: row.name, email: row.email, message: row.message, receivedAt: row.received_at },
        subject: request.subject,
        message: request.message,
        fromAddress: settings.fromAddress,
        replyTo,
        site: settings.allowedOrigins[0] ?? null,
        timeZone: answering.calendar.timeZone,
        confirmationSent: confirmation?.status === "sent" || confirmation?.status === "delivered",
      }),
    );
  const fields = {
    requestKey: request.requestKey,
    at,
    actor,
    subject: request.subject,
    message: request.message,
  };
  const lead = { ...row, lead_status: row.lead_status };
  const limit = answering.repliesDailyLimit;
  let n: number | null = null;
  for (let claim = 0; n === null && claim < REPLY_CLAIMS; claim += 1) {
    n = await storeReply(env, lead, fields, emailJson, limit);
    if (n !== null) break;
    // Not stored: the same key won a race (a double click), the day's limit, or another reply to
    // this inquiry took the number (then the next one is tried).
    if ((await replyOfKey(db, id, request.requestKey)) !== null) return "repeat";
    if ((await repliesOnDayOf(db, at)) >= limit) {
      logEvent("warn", "reply_limit_reached", { id, limit });
      throw apiError(
        429,
        "reply_limit_reached",
        `At most ${limit} replies can be sent from the inbox per day (UTC); nothing was sent. Try again tomorrow, or answer from your own mailbox.`,
      );
    }
  }
  if (n === null)
    throw apiError(
      429,
      "rate_limited",
      "Too many replies to this inquiry at once; nothing was sent. Try again.",
    );
  const channel = replyChannel(n);
  await startDeliveryRun(env, { inquiryId: id, runId: replyRunId(id, n), channels: [channel] });
  logEvent("info", "reply_stored", { id, channel });
  return "sent";
}
