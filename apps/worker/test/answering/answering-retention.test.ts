import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { callAdmin } from "../helpers/admin.ts";
import { seedLead } from "./answering-fixtures.ts";

/** Retention deletes an inquiry's replies, notes and timeline with it (docs/reference.md#answering-inquiries). */

const DAY_MS = 86_400_000;

async function rowsOf(table: string, id: string): Promise<number> {
  return (
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE inquiry_id = ?`)
      .bind(id)
      .first<number>("n")) ?? 0
  );
}

describe("retention", () => {
  it("deletes the replies, notes and timeline of an expired inquiry, keeping a recent one's", async () => {
    const old = await seedLead({ received_at: new Date(Date.now() - 91 * DAY_MS).toISOString() });
    const recent = await seedLead({ received_at: new Date(Date.now() - DAY_MS).toISOString() });
    for (const id of [old, recent]) {
      await callAdmin(`/api/admin/inquiries/${id}/notes`, { method: "POST", body: { text: "Called." } });
      await callAdmin(`/api/admin/inquiries/${id}/lead-status`, {
        method: "POST",
        body: { status: "quoted" },
      });
      await env.DB.prepare(
        "INSERT INTO inquiry_replies (inquiry_id, n, request_key, at, actor, to_address, subject, message, email_json) VALUES (?, 1, 'key-12345678', ?, 'local', 'a@example.com', 'Re: x', 'Hello', '{}')",
      )
        .bind(id, new Date().toISOString())
        .run();
    }
    await worker.scheduled?.(
      createScheduledController({ cron: CRON.retention, scheduledTime: Date.now() }),
      env,
    );
    expect([await rowsOf("inquiry_timeline", old), await rowsOf("inquiry_replies", old)]).toEqual([0, 0]);
    expect([await rowsOf("inquiry_timeline", recent), await rowsOf("inquiry_replies", recent)]).toEqual([
      2, 1,
    ]);
  });
});
