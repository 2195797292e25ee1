import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { openDeliveries, recordDelivery } from "../../src/delivery/records/deliveries.ts";
import { accessToken, auditOf, callAdmin, seedInquiry } from "../helpers/admin.ts";
import { historyOf, rowOf } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * The operator's audit trail (docs/reference.md#audit-trail): every admin write records who did it
 * (the verified Access identity's email; `local` in development), what and when, in D1; the
 * identity reaches the inquiry's history but never the worker's logs.
 */

const OPERATOR = "operator@clearwell-interiors.example";
const logs = captureLogs();

const STORED_EMAIL = JSON.stringify({
  from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
  to: "hello@clearwell-interiors.example",
  replyTo: "ada@example.com",
  subject: "New Inquiry: Kitchen remodel",
  html: "<p>Hi</p>",
  text: "Hi",
  tags: [],
});

/** A stored inquiry whose email failed, with its key first used a minute ago. */
function seedFailed() {
  const at = new Date(Date.now() - 60_000).toISOString();
  return seedInquiry({
    status: "failed",
    received_at: at,
    updated_at: at,
    idempotency_key_at: at,
    email_json: STORED_EMAIL,
    last_error: "422 validation_error",
    provider_message_id: null,
  });
}

beforeEach(() => standIn.reset());

describe("the audit trail", () => {
  it("a re-send records who did it, in the audit trail and the history, never in the logs", async () => {
    const row = await seedFailed();
    expect((await callAdmin(`/api/admin/inquiries/${row.id}/resend`, { method: "POST" })).status).toBe(200);
    expect(await auditOf(row.id)).toEqual([
      { actor: OPERATOR, action: "resend", inquiry_id: row.id, detail: "from failed" },
    ]);
    const notes = (await historyOf(row.id)).map((event) => event.detail ?? "");
    expect(notes).toContain(`re-sent by ${OPERATOR} (was failed)`);
    expect(logs.lines.join("\n")).not.toContain(OPERATOR);
  });

  it("a channel retry records the channel and its status before", async () => {
    const row = await seedFailed();
    const at = new Date().toISOString();
    await openDeliveries(env.DB, row.id, ["email", "webhook:crm", "webhook:sales"], at);
    await recordDelivery(env.DB, row.id, "webhook:crm", { status: "failed", at, detail: "seeded" });
    const path = `/api/admin/inquiries/${row.id}/deliveries/${encodeURIComponent("webhook:crm")}/retry`;
    expect((await callAdmin(path, { method: "POST" })).status).toBe(200);
    expect(await auditOf(row.id)).toEqual([
      { actor: OPERATOR, action: "retry", inquiry_id: row.id, detail: "webhook:crm from failed" },
    ]);
  });

  it("an erasure is recorded, and its record outlives the inquiry", async () => {
    const row = await seedFailed();
    expect((await callAdmin(`/api/admin/inquiries/${row.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await rowOf(row.id)).toBeNull();
    expect(await auditOf(row.id)).toEqual([
      { actor: OPERATOR, action: "erase", inquiry_id: row.id, detail: null },
    ]);
  });

  it("in development (ADMIN_AUTH local, no Access) the actor is `local`", async () => {
    const row = await seedFailed();
    const local = { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "", ADMIN_AUTH: "local" };
    const response = await callAdmin(`/api/admin/inquiries/${row.id}`, {
      method: "DELETE",
      token: null,
      baseUrl: "http://127.0.0.1:8787",
      env: local,
    });
    expect(response.status).toBe(204);
    expect(await auditOf(row.id)).toMatchObject([{ actor: "local", action: "erase" }]);
  });

  it("tolerates 30 seconds of clock difference on an Access token, not more", async () => {
    const lately = await accessToken({ expiresIn: -20 });
    expect((await callAdmin("/api/admin/inquiries", { token: lately })).status).toBe(200);
    const tooLate = await accessToken({ expiresIn: -40 });
    expect((await callAdmin("/api/admin/inquiries", { token: tooLate })).status).toBe(403);
  });
});
