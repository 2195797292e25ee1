import {
  blockEntryOf,
  blockSenderRequestSchema,
  type DeliveryStatus,
  FAILING_DELIVERY_STATUSES,
  type InquiryStatus,
  markSpamRequestSchema,
  RESENDABLE_STATUSES,
} from "@clearwell/contract";
import { readNotifyWebhooks } from "@clearwell/rules";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { answerClockReader } from "../answering/answer-clock.ts";
import { actorOf, notFound } from "../answering/answering-http.ts";
import { answeringRoute } from "../answering/answering-route.ts";
import { readAnsweringDetail } from "../answering/inquiry-detail.ts";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { answerArchiveFailure } from "../core/archive.ts";
import { inquiryFromRow, nowIso } from "../core/inquiry-row.ts";
import { readJsonBody } from "../core/json-body.ts";
import { logEvent } from "../core/log-event.ts";
import { readChannelHealth } from "../delivery/records/channel-health.ts";
import { EMAIL_CHANNEL } from "../delivery/records/deliveries.ts";
import { readDelivery } from "../delivery/records/delivery-reads.ts";
import { eraseInquiry, readInquiryStatus } from "../delivery/records/inquiry-records.ts";
import { endDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { retryDelivery } from "../delivery/run/retry-delivery.ts";
import { addBlockedSender, listBlockedSenders, removeBlockedSender } from "../intake/spam/block-list.ts";
import { leadsRoute } from "../leads/leads-route.ts";
import { erasePhotosOf } from "../photos/photo-erasure.ts";
import { type AdminAction, recordAdminAction } from "./admin-audit.ts";
import { inquiryCsvStream } from "./csv-export.ts";
import { photoAnswer, withPhotos } from "./inquiry-photos.ts";
import { readInquiryQuery } from "./inquiry-query.ts";
import { listInquiries } from "./list-inquiries.ts";
import { allowedBlockEntry, markNotSpam, markSpam } from "./spam-corrections.ts";

/** Records an admin write in the audit trail (docs/reference.md#audit-trail). */
async function audit(c: Context<AppEnv>, action: AdminAction, inquiryId: string, detail: string | null) {
  await recordAdminAction(c.env.DB, { at: nowIso(), actor: actorOf(c), action, inquiryId, detail });
}

/** Whether the operator may re-send an inquiry in `status` (contract `RESENDABLE_STATUSES`). */
function isResendable(status: InquiryStatus): boolean {
  return (RESENDABLE_STATUSES as readonly InquiryStatus[]).includes(status);
}

/** An admin write's JSON body read with `schema` (empty is `{}`), else 400 `validation_failed`. */
async function adminBody<T>(
  c: Context<AppEnv>,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(c, "validation_failed"));
  if (!parsed.success)
    throw apiError(400, "validation_failed", "The request body does not have the expected fields.");
  return parsed.data;
}

/** Today's date in UTC as `YYYY-MM-DD`, for the export's file name. */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The inbox's API under `/api/admin/`: its routes, answers and errors are the table in
 * docs/product.md#operator-inbox. `adminGuard` runs before it (index.ts); a failing archive answers
 * 503 `archive_unavailable`; every write is audited (docs/reference.md#audit-trail).
 */
export const adminRoute = new Hono<AppEnv>()
  .onError(answerArchiveFailure)
  .route("/leads", leadsRoute)
  .route("/inquiries", answeringRoute(withPhotos))
  .get("/inquiries", async (c) => {
    const { filter, after, limit } = readInquiryQuery(c.req.query());
    const page = await listInquiries(c.env.DB, filter, after, limit, answerClockReader(c.env));
    return c.json(page);
  })
  .get("/inquiries.csv", async (c) => {
    const { filter } = readInquiryQuery(c.req.query());
    const body = await inquiryCsvStream(c.env.DB, filter);
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${utcToday()}.csv"`,
      "X-Content-Type-Options": "nosniff",
    });
  })
  .get("/inquiries/:id", async (c) => {
    const id = c.req.param("id");
    const detail = await readAnsweringDetail(c.env, id);
    if (!detail) throw notFound();
    return c.json(await withPhotos(c.env, detail));
  })
  .get("/inquiries/:id/photos/:n", async (c) => {
    const id = c.req.param("id");
    if ((await readInquiryStatus(c.env.DB, id)) === null) throw notFound();
    return photoAnswer(c.env, id, c.req.param("n"), c.req.query("download") === "1");
  })
  .post("/inquiries/:id/resend", async (c) => {
    const id = c.req.param("id");
    const status = await readInquiryStatus(c.env.DB, id);
    if (status === null) throw notFound();
    if (!isResendable(status)) {
      throw apiError(
        409,
        "inquiry_not_resendable",
        `This inquiry is ${status}; only failed, dead or queued inquiries can be re-sent.`,
      );
    }
    const row = await retryDelivery(c.env, id, [EMAIL_CHANNEL], `re-sent by ${actorOf(c)} (was ${status})`);
    if (!row) throw notFound();
    await audit(c, "resend", id, `from ${status}`);
    logEvent("info", "inquiry_resent", { id, from: status, status: row.status });
    return c.json(inquiryFromRow(row, answerClockReader(c.env)));
  })
  .post("/inquiries/:id/deliveries/:channel/retry", async (c) => {
    const id = c.req.param("id");
    const channel = c.req.param("channel");
    const delivery = await readDelivery(c.env.DB, id, channel);
    if (!delivery) throw apiError(404, "not_found", "This inquiry has no such delivery channel.");
    if (!(FAILING_DELIVERY_STATUSES as readonly DeliveryStatus[]).includes(delivery.status)) {
      throw apiError(
        409,
        "delivery_not_retryable",
        `This channel is ${delivery.status}; only queued, failed, dead, bounced or complained channels can be retried.`,
      );
    }
    await retryDelivery(c.env, id, [channel], `retried by ${actorOf(c)} (was ${delivery.status})`);
    await audit(c, "retry", id, `${channel} from ${delivery.status}`);
    const detail = await readAnsweringDetail(c.env, id);
    if (!detail) throw notFound();
    logEvent("info", "delivery_retried", { id, channel, from: delivery.status });
    return c.json(await withPhotos(c.env, detail));
  })
  .get("/channels", async (c) => {
    const channels = await readChannelHealth(c.env.DB);
    const config = readNotifyWebhooks(c.env);
    return c.json({ channels, configError: config.ok ? null : config.error });
  })
  .post("/inquiries/:id/not-spam", async (c) => {
    const id = c.req.param("id");
    const row = await markNotSpam(c.env, c.env.DB, id, actorOf(c));
    if (!row) throw notFound();
    await audit(c, "not_spam", id, null);
    logEvent("info", "inquiry_not_spam", { id, status: row.status });
    return c.json(inquiryFromRow(row, answerClockReader(c.env)));
  })
  .post("/inquiries/:id/mark-spam", async (c) => {
    const id = c.req.param("id");
    const { block = "none" } = await adminBody(c, markSpamRequestSchema);
    const row = await markSpam(c.env, c.env.DB, id, actorOf(c), block);
    if (!row) throw notFound();
    await audit(c, "mark_spam", id, block === "none" ? null : `blocked the ${block}`);
    logEvent("info", "inquiry_marked_spam", { id, block });
    return c.json(inquiryFromRow(row, answerClockReader(c.env)));
  })
  .get("/blocked-senders", async (c) => {
    const blocked = await listBlockedSenders(c.env.DB);
    return c.json({ blocked });
  })
  .post("/blocked-senders", async (c) => {
    const { value } = await adminBody(c, blockSenderRequestSchema);
    const entry = allowedBlockEntry(c.env, value);
    const at = nowIso();
    await addBlockedSender(c.env.DB, entry, actorOf(c), at);
    await audit(c, "block", "", `${entry.kind} ${entry.value}`);
    logEvent("info", "sender_blocked", { kind: entry.kind });
    return c.json({ ...entry, addedAt: at, addedBy: actorOf(c) }, 201);
  })
  .delete("/blocked-senders/:value", async (c) => {
    const typed = c.req.param("value");
    const value = blockEntryOf(typed)?.value ?? typed.trim().toLowerCase();
    const removed = await removeBlockedSender(c.env.DB, value);
    if (!removed)
      throw apiError(404, "blocked_sender_not_found", "This address or domain is not on the block list.");
    await audit(c, "unblock", "", value);
    logEvent("info", "sender_unblocked", {});
    return c.body(null, 204);
  })
  .delete("/inquiries/:id", async (c) => {
    const id = c.req.param("id");
    await endDeliveryRun(c.env, id);
    const erased = await eraseInquiry(c.env.DB, id);
    if (!erased) throw notFound();
    // After the row: a failed R2 delete leaves orphans for the daily sweep, never a row without photos.
    const photosDeleted = await erasePhotosOf(c.env.PHOTOS, id, "erase");
    await audit(c, "erase", id, null);
    logEvent("info", "inquiry_erased", { id, photosDeleted });
    return c.body(null, 204);
  });
