import { env } from "cloudflare:workers";
import { inquiryDetailSchema, testInquiryStartedSchema } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { auditOf, callAdmin } from "../helpers/admin.ts";
import { type ChangedEnv, envelopeOf } from "../helpers/api.ts";
import { inquiryCount, settledRun } from "../helpers/archive.ts";
import { standIn } from "../helpers/stand-in.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/** The Setup panel's "Send a test inquiry", `POST /api/admin/test-inquiry` (docs/product.md#setup-panel). */

beforeEach(() => standIn.reset());

const sendTest = (changes?: ChangedEnv, origin?: string | null) =>
  callAdmin("/api/admin/test-inquiry", {
    method: "POST",
    ...(changes ? { env: changes } : {}),
    ...(origin !== undefined ? { origin } : {}),
  });

describe("POST /api/admin/test-inquiry", () => {
  it("stores a marked test and delivers it through the email and every webhook, audited", async () => {
    const response = await sendTest();
    expect(response.status).toBe(202);
    const { id, subject: answered, channels } = testInquiryStartedSchema.parse(await response.json());
    expect(id).toMatch(/^inquiry-test-[0-9a-f]{32}$/);
    expect(channels).toEqual(["email", "webhook:crm", "webhook:sales"]);
    const run = await settledRun(id);
    expect(run.channels).toEqual(
      expect.arrayContaining(channels.map((channel) => ({ channel, status: "sent" }))),
    );

    const reference = id.slice("inquiry-test-".length, "inquiry-test-".length + 8);
    const subject = `[Test] Setup panel check ${reference}`;
    expect(answered).toBe(subject);
    const email = await standIn.onlyEmail();
    expect(email.body).toMatchObject({ subject, to: ["hello@clearwell-interiors.example"] });
    expect(email.body.text).toContain("This is a test inquiry, sent from the Setup panel");
    expect(email.headers["idempotency-key"]).toBe(id);
    const webhooks = await standIn.webhooks();
    expect(webhooks.map((call) => call.path).sort()).toEqual(["/crm", "/slack"]);
    for (const call of webhooks) expect(call.body).toContain(subject);

    const detail = inquiryDetailSchema.parse(await (await callAdmin(`/api/admin/inquiries/${id}`)).json());
    expect(detail.fields).toMatchObject({
      name: "Setup panel test",
      email: "hello@clearwell-interiors.example",
      subject,
    });
    expect(detail.fields.message).toContain("by operator@clearwell-interiors.example");
    expect(detail.deliveries.map((delivery) => delivery.channel)).toEqual(channels);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: "test_inquiry",
        actor: "operator@clearwell-interiors.example",
        detail: "email, webhook:crm, webhook:sales",
      }),
    ]);
  });

  it("never goes to the visitor's confirmation, even while it is on", async () => {
    const response = await sendTest({
      AUTORESPONDER: "on",
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
    });
    const { id, channels } = testInquiryStartedSchema.parse(await response.json());
    expect(channels).not.toContain("confirmation");
    await settledRun(id);
    const { results } = await env.DB.prepare("SELECT channel FROM deliveries WHERE inquiry_id = ?")
      .bind(id)
      .all<{ channel: string }>();
    expect(results.map((row) => row.channel)).not.toContain("confirmation");
    expect((await standIn.recorded()).emails).toHaveLength(1);
  });

  it("marked spam, then Not spam, it is still a test: no lead status and no answer clock", async () => {
    const { id } = testInquiryStartedSchema.parse(await (await sendTest()).json());
    await settledRun(id);
    const path = `/api/admin/inquiries/${id}`;
    expect((await callAdmin(`${path}/mark-spam`, { method: "POST", body: {} })).status).toBe(200);
    expect((await callAdmin(`${path}/not-spam`, { method: "POST" })).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT status, lead_status, due_at, due_soon_at, clock_started_at FROM inquiries WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(row).toMatchObject({ lead_status: null, due_at: null, due_soon_at: null, clock_started_at: null });
    expect(row?.status).not.toBe("spam");
  });

  it("each press is a new test inquiry", async () => {
    const first = testInquiryStartedSchema.parse(await (await sendTest()).json());
    const second = testInquiryStartedSchema.parse(await (await sendTest()).json());
    expect(second.id).not.toBe(first.id);
    await Promise.all([settledRun(first.id), settledRun(second.id)]);
    expect(await inquiryCount()).toBe(2);
  });

  it("only from the inbox page itself (same origin)", async () => {
    const response = await sendTest(undefined, TEST_BINDINGS.ALLOWED_ORIGINS.split(",")[0]);
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).code).toBe("origin_not_allowed");
    expect(await inquiryCount()).toBe(0);
  });

  it("without a recipient: 403 recipient_not_allowed, nothing stored", async () => {
    const response = await sendTest({ CONTACT_RECIPIENTS: "" });
    expect(response.status).toBe(403);
    expect(await envelopeOf(response)).toMatchObject({
      code: "recipient_not_allowed",
      error: "A test inquiry needs the first address of CONTACT_RECIPIENTS to be an email address.",
    });
    expect(await inquiryCount()).toBe(0);
  });

  it("without the archive: 503 archive_unavailable, nothing sent", async () => {
    const response = await sendTest({ DB: undefined });
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("archive_unavailable");
    expect((await standIn.recorded()).emails).toEqual([]);
  });
});
