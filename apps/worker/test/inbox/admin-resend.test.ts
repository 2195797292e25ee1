import { inquiryDetailSchema, inquirySchema, RESENDABLE_STATUSES } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import type { OutgoingEmail } from "../../src/core/outgoing-email.ts";
import { callAdmin, failingDb, seedInquiry } from "../helpers/admin.ts";
import { envelopeOf } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";

/** The operator's re-send (docs/product.md#operator-inbox): only for failed, dead and queued (spam has "Not spam"). */

const STORED_EMAIL: OutgoingEmail = {
  from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
  to: "hello@clearwell-interiors.example",
  replyTo: "ada@example.com",
  subject: "New Inquiry: Kitchen remodel (stored)",
  html: "<p>We would like a quote for our kitchen.</p>",
  text: "We would like a quote for our kitchen.",
  tags: [{ name: "source", value: "contact-form" }],
};

/** A stored inquiry of `status` whose email the stand-in accepts; its key first used `ageMs` ago. */
function seedResendable(status: string, ageMs = 60_000) {
  const at = new Date(Date.now() - ageMs).toISOString();
  return seedInquiry({
    status: status as never,
    received_at: at,
    updated_at: at,
    idempotency_key_at: at,
    email_json: JSON.stringify(STORED_EMAIL),
    attempts: 2,
    last_error: "503 application_error",
    provider_message_id: null,
  });
}

function resend(id: string, env?: Record<string, unknown>) {
  return callAdmin(`/api/admin/inquiries/${id}/resend`, { method: "POST", ...(env ? { env } : {}) });
}

/**
 * Re-sends inquiry `id`, asserts the answer is 200 with that Inquiry, then waits for the run it
 * restarted and answers the inquiry's detail as the archive holds it. The answer shows the inquiry
 * as it was when the request stopped waiting (sent, or still under way on a slow machine), so what
 * the re-send did is checked on the settled detail.
 */
async function resendAndSettle(id: string) {
  const response = await resend(id);
  expect(response.status).toBe(200);
  expect(inquirySchema.parse(await response.json()).id).toBe(id);
  await settleAllRuns();
  return inquiryDetailSchema.parse(await (await callAdmin(`/api/admin/inquiries/${id}`)).json());
}

// The archive starts empty in every test (test/support/apply-migrations.ts).
beforeEach(() => standIn.reset());

describe("POST /api/admin/inquiries/:id/resend", () => {
  it("sends the stored email now with the stored key and answers the updated Inquiry", async () => {
    const row = await seedResendable("failed");
    const inquiry = await resendAndSettle(row.id);
    const email = await standIn.onlyEmail();
    const { delivered } = await standIn.deliveries();
    expect(email.headers["idempotency-key"]).toBe(row.idempotency_key);
    expect(email.body).toMatchObject({ subject: STORED_EMAIL.subject, to: [STORED_EMAIL.to] });
    expect(inquiry).toMatchObject({
      id: row.id,
      status: "sent",
      attempts: 3,
      lastError: null,
      providerMessageId: delivered[0]?.id,
    });
    // The history gained the re-send.
    expect(inquiry.history.at(-1)).toMatchObject({ status: "sent" });
  });

  it("every resendable status can be re-sent", async () => {
    for (const status of RESENDABLE_STATUSES) {
      await standIn.reset();
      const row = await seedResendable(status);
      expect((await resendAndSettle(row.id)).status, status).toBe("sent");
      expect((await standIn.recorded()).emails, status).toHaveLength(1);
    }
  });

  it("a key first used more than 24 hours ago is renewed", async () => {
    const row = await seedResendable("dead", 25 * 60 * 60 * 1000);
    await resendAndSettle(row.id);
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).not.toBe(row.idempotency_key);
    expect(email.headers["idempotency-key"]?.startsWith(row.id)).toBe(true);
  });

  it("the provider refusing it still answers the updated Inquiry (status failed)", async () => {
    const row = await seedResendable("dead");
    await standIn.setMode({ status: 422 });
    const inquiry = await resendAndSettle(row.id);
    expect(inquiry).toMatchObject({ id: row.id, status: "failed", attempts: 3 });
    expect(inquiry.lastError).toContain("422");
  });

  it("received, sent or spam -> 409 inquiry_not_resendable, nothing sent", async () => {
    for (const status of ["received", "sent", "spam"]) {
      const row = await seedResendable(status);
      const response = await resend(row.id);
      expect(response.status, status).toBe(409);
      expect(await envelopeOf(response)).toEqual({
        code: "inquiry_not_resendable",
        error: `This inquiry is ${status}; only failed, dead or queued inquiries can be re-sent.`,
      });
    }
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("an unknown id -> 404 not_found, nothing sent", async () => {
    const response = await resend(`inquiry-${"e".repeat(64)}`);
    expect(response.status).toBe(404);
    expect((await envelopeOf(response)).code).toBe("not_found");
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("a missing or failing archive -> 503 archive_unavailable", async () => {
    const row = await seedResendable("failed");
    for (const DB of [undefined, failingDb()]) {
      const response = await resend(row.id, { DB });
      expect(response.status).toBe(503);
      expect((await envelopeOf(response)).code).toBe("archive_unavailable");
    }
    expect((await standIn.recorded()).emails).toEqual([]);
  });
});
