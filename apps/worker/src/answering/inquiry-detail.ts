import type { InquiryDetail } from "@clearwell/contract";
import type { InquiryRow } from "../core/inquiry-row.ts";
import { readInquiryDetail } from "../delivery/records/inquiry-records.ts";
import { answerClockReader } from "./answer-clock.ts";
import { buildTimeline, timelineStatement } from "./timeline.ts";

/**
 * The `InquiryDetail` of `id` but its `photos` (docs/product.md#operator-inbox): the stored
 * inquiry with its clock as of now and its timeline (docs/product.md#answering-inquiries), or
 * `null` when the archive has no such inquiry. Throws what D1 throws.
 */
export async function readAnsweringDetail(
  env: Env,
  id: string,
): Promise<Omit<InquiryDetail, "photos"> | null> {
  const detail = await readInquiryDetail(env.DB, id, answerClockReader(env));
  if (!detail) return null;
  const db = env.DB;
  const [rows, reminders] = await db.batch<unknown>([
    timelineStatement(db, id),
    db.prepare("SELECT due_soon_reminded_at, overdue_reminded_at FROM inquiries WHERE id = ?").bind(id),
  ]);
  const reminded = reminders?.results[0] as
    | Pick<InquiryRow, "due_soon_reminded_at" | "overdue_reminded_at">
    | undefined;
  const timeline = buildTimeline(rows?.results ?? [], {
    receivedAt: detail.receivedAt,
    deliveries: detail.deliveries,
    dueSoonRemindedAt: reminded?.due_soon_reminded_at || null,
    overdueRemindedAt: reminded?.overdue_reminded_at || null,
  });
  return { ...detail, timeline };
}
