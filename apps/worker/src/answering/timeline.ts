import type { Delivery, DeliveryStatus, LeadStatus, TimelineEntry } from "@clearwell/contract";
import { REPLY_CHANNEL_PREFIX } from "../delivery/email/reply-sender.ts";
import type { LeadChangeVia } from "./lead-records.ts";

/** The channel of reply `n` of an inquiry: `reply:<n>`. */
export function replyChannel(n: number): string {
  return `${REPLY_CHANNEL_PREFIX}${n}`;
}

/** Whether `channel` is a reply's (`reply:<n>`). */
export function isReplyChannel(channel: string): boolean {
  return channel.startsWith(REPLY_CHANNEL_PREFIX);
}

/** One `inquiry_timeline` row joined with its reply (migrations/0012). */
type TimelineRow = {
  at: string;
  actor: string;
  kind: "lead_status" | "reply" | "note";
  lead_from: LeadStatus | null;
  lead_to: LeadStatus | null;
  via: LeadChangeVia | null;
  job_value_usd: number | null;
  lost_reason: string | null;
  note: string | null;
  reply_n: number | null;
  to_address: string | null;
  subject: string | null;
  message: string | null;
};

/** What the timeline is built from besides its own rows. */
export type TimelineSources = {
  receivedAt: string;
  deliveries: Delivery[];
  dueSoonRemindedAt: string | null;
  overdueRemindedAt: string | null;
};

/** The operator's entries of inquiry `id`, oldest first, as one statement for a D1 `batch`. */
export function timelineStatement(db: D1Database, id: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT t.at, t.actor, t.kind, t.lead_from, t.lead_to, t.via, t.job_value_usd, t.lost_reason, t.note,
         t.reply_n, r.to_address, r.subject, r.message
       FROM inquiry_timeline t
       LEFT JOIN inquiry_replies r ON r.inquiry_id = t.inquiry_id AND r.n = t.reply_n
       WHERE t.inquiry_id = ? ORDER BY t.seq`,
    )
    .bind(id);
}

/** One operator row as a timeline entry; a reply takes its delivery's status now. */
function entryOf(row: TimelineRow, deliveries: Map<string, Delivery>): TimelineEntry | null {
  const { at, actor: by } = row;
  if (row.kind === "note") return { kind: "note", at, by, text: row.note ?? "" };
  if (row.kind === "lead_status" && row.lead_to) {
    return {
      kind: "lead_status",
      at,
      by,
      from: row.lead_from,
      to: row.lead_to,
      via: row.via ?? "change",
      jobValueUsd: row.job_value_usd,
      lostReason: row.lost_reason,
    };
  }
  if (row.kind === "reply" && row.reply_n !== null) {
    const delivery = deliveries.get(replyChannel(row.reply_n));
    return {
      kind: "reply",
      at,
      by,
      replyId: String(row.reply_n),
      to: row.to_address ?? "",
      subject: row.subject ?? "",
      message: row.message ?? "",
      status: (delivery?.status ?? "pending") as DeliveryStatus,
      detail: delivery?.lastError ?? null,
    };
  }
  return null;
}

/**
 * The inquiry's timeline (contract `TimelineEntry`, docs/product.md#answering-inquiries), oldest
 * first: received; each channel's history but the replies' (a reply entry carries its status);
 * the operator's rows; the reminders sent. Entries at the same time keep that order.
 */
export function buildTimeline(rows: unknown[], sources: TimelineSources): TimelineEntry[] {
  const byChannel = new Map(sources.deliveries.map((delivery) => [delivery.channel, delivery]));
  const entries: TimelineEntry[] = [{ kind: "received", at: sources.receivedAt }];
  for (const delivery of sources.deliveries) {
    if (isReplyChannel(delivery.channel)) continue;
    for (const event of delivery.history) {
      entries.push({ kind: "delivery", channel: delivery.channel, ...event });
    }
  }
  for (const row of rows as TimelineRow[]) {
    const entry = entryOf(row, byChannel);
    if (entry) entries.push(entry);
  }
  if (sources.dueSoonRemindedAt)
    entries.push({ kind: "reminder", at: sources.dueSoonRemindedAt, reminder: "due_soon" });
  if (sources.overdueRemindedAt)
    entries.push({ kind: "reminder", at: sources.overdueRemindedAt, reminder: "overdue" });
  const order = new Map(entries.map((entry, index) => [entry, index]));
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (order.get(a) ?? 0) - (order.get(b) ?? 0));
}
