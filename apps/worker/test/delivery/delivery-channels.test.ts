import { env } from "cloudflare:workers";
import { inquiryDetailSchema } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { sendAlerts } from "../../src/delivery/alerts/alerts.ts";
import { verifyWebhookSignature } from "../../src/delivery/webhook/post-webhook.ts";
import { callAdmin } from "../helpers/admin.ts";
import { postInquiry, validInquiry } from "../helpers/api.ts";
import { rowOf, settledRun } from "../helpers/archive.ts";
import { standIn } from "../helpers/stand-in.ts";
import { disableRetryDelays, settleAllRuns } from "../helpers/workflow-runs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/**
 * The delivery engine (docs/architecture.md#delivery-channels): every stored inquiry has one run of
 * the InquiryDelivery workflow, one step per channel - the business email (`email`) and the two
 * webhooks of the test bindings (`webhook:crm`, signed JSON; `webhook:sales`, Slack) - each with its
 * own retries, so one failing never blocks, delays or repeats another.
 */

const CHANNELS = ["email", "webhook:crm", "webhook:sales"];

/** A unique inquiry (its own id, so its own run) with `tag` in the visitor's message. */
function inquiry(tag: string) {
  return validInquiry({ message: `Please call me about the kitchen (${tag} ${crypto.randomUUID()}).` });
}

/** Sends an inquiry and waits for its run to end; answers the response body and the run's id. */
async function sendAndSettle(body: unknown) {
  const response = await postInquiry(body);
  const answer = (await response.json()) as { id: string; status: string };
  return { response, answer, output: await settledRun(answer.id) };
}

/** The inquiry's channels as the admin API answers them. */
async function channelsOf(id: string) {
  const detail = inquiryDetailSchema.parse(await (await callAdmin(`/api/admin/inquiries/${id}`)).json());
  return Object.fromEntries(detail.deliveries.map((delivery) => [delivery.channel, delivery]));
}

/** The calls the webhook stand-in got on `path` whose body has `text`. */
async function webhookCalls(path: string, text?: string) {
  return (await standIn.webhooks()).filter(
    (call) => call.path === path && (!text || call.body.includes(text)),
  );
}

beforeEach(() => standIn.reset());

describe("one run, one step per channel", () => {
  it("delivers the email, the signed JSON webhook and the Slack webhook, and records each channel `sent`", async () => {
    const body = inquiry("all-channels");
    const { response, answer, output } = await sendAndSettle(body);
    expect([
      [200, "sent"],
      [202, "queued"],
    ]).toContainEqual([response.status, answer.status]);
    expect(output.channels.map((channel) => channel.status)).toEqual(["sent", "sent", "sent"]);
    const email = await standIn.onlyEmail();
    expect(email.headers["idempotency-key"]).toBe(answer.id);
    const [crm] = await webhookCalls("/crm");
    expect(crm?.headers["webhook-id"]).toBe(`${answer.id}_crm`);
    const signed = new Headers(crm?.headers as Record<string, string>);
    expect(
      await verifyWebhookSignature(TEST_BINDINGS.NOTIFY_WEBHOOK_CRM_SECRET, crm?.body ?? "", signed),
    ).toBe(true);
    expect(JSON.parse(crm?.body ?? "{}")).toMatchObject({
      type: "inquiry.received",
      data: {
        id: answer.id,
        fields: { message: body.message.trim() },
        adminUrl: `https://clearwell-interiors.example/admin?inquiry=${encodeURIComponent(answer.id)}`,
      },
    });
    expect(await webhookCalls("/slack")).toHaveLength(1);
    const channels = await channelsOf(answer.id);
    expect(Object.keys(channels)).toEqual(CHANNELS);
    for (const channel of CHANNELS) expect(channels[channel]).toMatchObject({ status: "sent", attempts: 1 });
    expect(channels.email?.providerMessageId).toBe((await standIn.deliveries()).delivered[0]?.id);
    expect((await rowOf(answer.id))?.status).toBe("sent");
  });

  it("the same submission twice is one run: each channel is sent once", async () => {
    const body = inquiry("twice");
    const first = await sendAndSettle(body);
    const again = await postInquiry(body);
    expect(await again.json()).toEqual({ id: first.answer.id, status: "sent" });
    expect((await standIn.recorded()).emails).toHaveLength(1);
    expect(await webhookCalls("/crm")).toHaveLength(1);
    expect(await webhookCalls("/slack")).toHaveLength(1);
  });
});

describe("each channel's faults", () => {
  it("transient then success: a 503 with Retry-After 1 is retried after 1 s and then `sent`", async () => {
    await standIn.scriptWebhook("/crm", [{ status: 503, retryAfter: "1" }]);
    const { answer } = await sendAndSettle(inquiry("transient"));
    const calls = await webhookCalls("/crm");
    expect(calls).toHaveLength(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    // The same webhook-id on the retry, so a receiver de-duplicates.
    expect(calls[1]?.headers["webhook-id"]).toBe(calls[0]?.headers["webhook-id"]);
    const crm = (await channelsOf(answer.id))["webhook:crm"];
    expect(crm).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(crm?.history.map((event) => event.status)).toEqual(["pending", "queued", "sent"]);
    expect((await standIn.recorded()).emails).toHaveLength(1);
  });

  it("permanent: a 404 ends the Slack channel `failed` at once and alerts through the others", async () => {
    await standIn.scriptWebhook("/slack", [{ status: 404 }]);
    const { answer, output } = await sendAndSettle(inquiry("permanent"));
    expect(output.channels).toContainEqual({ channel: "webhook:sales", status: "failed" });
    expect(await webhookCalls("/slack")).toHaveLength(1);
    expect((await channelsOf(answer.id))["webhook:sales"]).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "404 http_404",
    });
    // The alert: one signed JSON alert to the CRM webhook and one email, naming the inquiry, not its text.
    const [alert] = await webhookCalls("/crm", "delivery.failed");
    expect(JSON.parse(alert?.body ?? "{}")).toMatchObject({
      type: "delivery.failed",
      data: {
        inquiryId: answer.id,
        channel: "webhook:sales",
        cause: "404 http_404",
        adminUrl: `https://clearwell-interiors.example/admin?inquiry=${encodeURIComponent(answer.id)}`,
      },
    });
    expect(alert?.body).not.toContain("permanent");
    const emails = (await standIn.recorded()).emails as { body: { subject: string; text: string } }[];
    const alertEmail = emails.find((email) => email.body.subject.startsWith("Delivery failing"));
    expect(alertEmail?.body.text).toContain(
      `Open the inbox to read it and retry: https://clearwell-interiors.example/admin?inquiry=${encodeURIComponent(answer.id)}`,
    );
    expect(alertEmail?.body.text).not.toContain("permanent");
  });

  it("at most one alert per cause per hour", async () => {
    await standIn.scriptWebhook("/slack", [{ status: 410 }, { status: 410 }]);
    await sendAndSettle(inquiry("alert-one"));
    await sendAndSettle(inquiry("alert-two"));
    expect(await webhookCalls("/slack")).toHaveLength(2);
    expect(await webhookCalls("/crm", "delivery.failed")).toHaveLength(1);
  });

  it("an alert whose channels cannot be read (D1 failing) is not claimed: its retry sends it", async () => {
    const cause = { inquiryId: `inquiry-${"f".repeat(64)}`, channel: "webhook:sales", cause: "410 http_410" };
    // The archive, but the channels' health cannot be read.
    const healthFails = new Proxy(env.DB, {
      get(db, key) {
        if (key === "prepare")
          return (sql: string) => {
            if (sql.includes("AS since")) throw new Error("D1_ERROR: health read failed (stand-in)");
            return db.prepare(sql);
          };
        const value = Reflect.get(db, key);
        return typeof value === "function" ? value.bind(db) : value;
      },
    });
    await expect(sendAlerts({ ...env, DB: healthFails } as Env, cause)).rejects.toThrow("health read failed");
    const retried = await sendAlerts(env, cause);
    expect(retried).toMatchObject({ skipped: false });
    expect([...retried.sentTo, ...retried.failedTo].length).toBeGreaterThan(0);
  });

  it("a slow receiver times out and is retried, while the email goes out at once", async () => {
    await standIn.scriptWebhook("/crm", [{ delayMs: Number(TEST_BINDINGS.PROVIDER_TIMEOUT_MS) + 500 }]);
    await disableRetryDelays();
    const response = await postInquiry(inquiry("slow"));
    const answer = (await response.json()) as { id: string; status: string };
    await settleAllRuns();
    const channels = await channelsOf(answer.id);
    expect(channels["webhook:crm"]).toMatchObject({ status: "sent", attempts: 2 });
    const timedOut = channels["webhook:crm"]?.history.find((event) => event.status === "queued");
    expect(timedOut?.detail).toContain("timeout");
    // The email did not wait for the slow receiver: it was sent before that first try timed out.
    expect(channels.email?.status).toBe("sent");
    expect(Date.parse(channels.email?.updatedAt ?? "")).toBeLessThan(Date.parse(timedOut?.at ?? ""));
  });

  it("an email provider outage neither delays nor repeats a webhook", async () => {
    await standIn.setMode({ status: 503 });
    const started = Date.now();
    await disableRetryDelays();
    const response = await postInquiry(inquiry("outage"));
    const answer = (await response.json()) as { id: string; status: string };
    expect(response.status).toBe(202);
    expect(answer.status).toBe("queued");
    await settleAllRuns();
    const emails = (await standIn.recorded()).emails.filter((email) => email.rawBody.includes("outage"));
    expect(emails).toHaveLength(10);
    const [crm] = await webhookCalls("/crm", "inquiry.received");
    expect(await webhookCalls("/crm", "inquiry.received")).toHaveLength(1);
    expect(await webhookCalls("/slack", "outage")).toHaveLength(1);
    expect((crm?.at ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(2000);
    const channels = await channelsOf(answer.id);
    expect(channels.email).toMatchObject({
      status: "dead",
      attempts: 10,
      lastError: "503 application_error",
    });
    expect((await rowOf(answer.id))?.status).toBe("dead");
    // The email's failure is told through the webhooks that still work.
    expect(await webhookCalls("/crm", "delivery.failed")).toHaveLength(1);
  });
});

describe("erasure reaches the run", () => {
  it("an inquiry erased while its email waits to retry is never sent again", async () => {
    await standIn.setMode({ status: 503, retryAfter: 2 });
    const response = await postInquiry(inquiry("erased-waiting"));
    const { id } = (await response.json()) as { id: string };
    expect(response.status).toBe(202);
    expect((await callAdmin(`/api/admin/inquiries/${id}`, { method: "DELETE" })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await standIn.recorded()).emails).toHaveLength(1);
    expect(await rowOf(id)).toBeNull();
    const { results } = await env.DB.prepare("SELECT * FROM deliveries WHERE inquiry_id = ?").bind(id).all();
    expect(results).toEqual([]);
  });

  it("a step that finds its inquiry gone sends nothing, even if the run was not ended", async () => {
    await standIn.setMode({ status: 503, retryAfter: 1 });
    const response = await postInquiry(inquiry("erased-row-only"));
    const { id } = (await response.json()) as { id: string };
    await env.DB.batch([
      env.DB.prepare("DELETE FROM delivery_events WHERE inquiry_id = ?").bind(id),
      env.DB.prepare("DELETE FROM deliveries WHERE inquiry_id = ?").bind(id),
      env.DB.prepare("DELETE FROM inquiry_events WHERE inquiry_id = ?").bind(id),
      env.DB.prepare("DELETE FROM inquiries WHERE id = ?").bind(id),
    ]);
    await standIn.reset();
    const output = await settledRun(id);
    expect((await standIn.recorded()).emails).toHaveLength(0);
    expect(output).toMatchObject({
      channels: expect.arrayContaining([{ channel: "email", status: "erased" }]),
    });
  });
});
