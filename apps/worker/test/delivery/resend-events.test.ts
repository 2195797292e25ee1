import { env, exports } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { beforeEach, describe, expect, it } from "vitest";
import { recordResendEvent } from "../../src/delivery/provider-events/provider-events.ts";
import { callAdmin } from "../helpers/admin.ts";
import { envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { historyOf, rowOf, settledRun } from "../helpers/archive.ts";
import { standIn } from "../helpers/stand-in.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/**
 * Resend's delivery events (docs/reference.md#resend-delivery-events): `POST /api/webhooks/resend`
 * verifies the Svix signature (RESEND_WEBHOOK_SECRET) and moves the business email channel, matched
 * by the provider's message id; an unsigned, forged, stale or replayed event changes nothing.
 */

/** Sends an inquiry, waits for its run, and answers its id and the provider's message id. */
async function sentInquiry(tag: string): Promise<{ id: string; emailId: string }> {
  const response = await postInquiry(validInquiry({ message: `Events test ${tag} ${crypto.randomUUID()}` }));
  const { id } = (await response.json()) as { id: string };
  await settledRun(id);
  const emailId = (await rowOf(id))?.provider_message_id;
  if (!emailId) throw new Error("the email was not sent");
  return { id, emailId };
}

/** A Resend event for `emailId`, signed like Svix signs it (or with `secret`, at `timestamp`). */
function signedEvent(
  type: string,
  emailId: string,
  options: { secret?: string; timestamp?: Date; eventId?: string } = {},
) {
  const body = JSON.stringify({ type, created_at: new Date().toISOString(), data: { email_id: emailId } });
  const eventId = options.eventId ?? `msg_${crypto.randomUUID()}`;
  const timestamp = options.timestamp ?? new Date();
  const signature = new Webhook(options.secret ?? TEST_BINDINGS.RESEND_WEBHOOK_SECRET).sign(
    eventId,
    timestamp,
    body,
  );
  return {
    body,
    headers: {
      "svix-id": eventId,
      "svix-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "svix-signature": signature,
      "Content-Type": "application/json",
    } as Record<string, string>,
  };
}

function postEvent(event: { body: string; headers: Record<string, string> }) {
  return exports.default.fetch(
    new Request("https://worker.test/api/webhooks/resend", {
      method: "POST",
      body: event.body,
      headers: event.headers,
    }),
  );
}

beforeEach(() => standIn.reset());

describe("POST /api/webhooks/resend", () => {
  it("a signed email.delivered moves `sent` to `delivered` on the inquiry and its email channel", async () => {
    const { id, emailId } = await sentInquiry("delivered");
    const response = await postEvent(signedEvent("email.delivered", emailId));
    expect(response.status).toBe(200);
    expect((await rowOf(id))?.status).toBe("delivered");
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: "delivered", detail: "email.delivered" });
  });

  it("a signed email.bounced moves it to `bounced`, shows in the channel health and alerts the webhooks", async () => {
    const { id, emailId } = await sentInquiry("bounced");
    const response = await postEvent(signedEvent("email.bounced", emailId));
    expect(response.status).toBe(200);
    expect((await rowOf(id))?.status).toBe("bounced");
    const health = (await (await callAdmin("/api/admin/channels")).json()) as {
      channels: { channel: string; failing: boolean; lastError: string | null; inquiryId: string | null }[];
    };
    expect(health.channels.find((channel) => channel.channel === "email")).toMatchObject({
      failing: true,
      inquiryId: id,
    });
    // The alert goes out after the answer (waitUntil): wait for it.
    let alerts: unknown[] = [];
    for (let tries = 0; tries < 20 && alerts.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      alerts = (await standIn.webhooks()).filter((call) => call.body.includes("delivery.failed"));
    }
    expect(alerts.length).toBeGreaterThanOrEqual(1);
  });

  it("a late email.delivered never hides a bounce", async () => {
    const { id, emailId } = await sentInquiry("late-delivered");
    await postEvent(signedEvent("email.bounced", emailId));
    await postEvent(signedEvent("email.delivered", emailId));
    expect((await rowOf(id))?.status).toBe("bounced");
  });

  it("only an event that changes the record raises an alert: a complaint after a bounce does not", async () => {
    const { emailId } = await sentInquiry("bounce-then-complaint");
    const record = (type: string) =>
      recordResendEvent(env.DB, {
        id: `msg_${crypto.randomUUID()}`,
        type,
        emailId,
        bounce: null,
      });
    expect(await record("email.bounced")).toMatchObject({ outcome: "recorded", alert: { cause: "bounced" } });
    expect(await record("email.complained")).toMatchObject({ outcome: "recorded", alert: null });
  });

  it("refuses a forged signature (401), changing nothing", async () => {
    const { id, emailId } = await sentInquiry("forged");
    const forged = signedEvent("email.bounced", emailId, {
      secret: "whsec_Zm9yZ2VkLXNlY3JldC1mb3JnZWQtc2VjcmV0LTAx",
    });
    const response = await postEvent(forged);
    expect(response.status).toBe(401);
    expect((await envelopeOf(response)).code).toBe("webhook_signature_invalid");
    expect((await rowOf(id))?.status).toBe("sent");
  });

  it("refuses a body changed after signing (401) and a stale timestamp (401)", async () => {
    const { id, emailId } = await sentInquiry("tampered");
    const event = signedEvent("email.delivered", emailId);
    const tampered = { ...event, body: event.body.replace("email.delivered", "email.bounced") };
    expect((await postEvent(tampered)).status).toBe(401);
    const stale = signedEvent("email.bounced", emailId, { timestamp: new Date(Date.now() - 6 * 60 * 1000) });
    expect((await postEvent(stale)).status).toBe(401);
    expect((await rowOf(id))?.status).toBe("sent");
  });

  it("refuses an unsigned event (400) and a replayed one (400), changing nothing", async () => {
    const { id, emailId } = await sentInquiry("replayed");
    const unsigned = signedEvent("email.bounced", emailId);
    delete unsigned.headers["svix-signature"];
    const refused = await postEvent(unsigned);
    expect(refused.status).toBe(400);
    expect((await envelopeOf(refused)).code).toBe("webhook_signature_missing");
    const delayed = signedEvent("email.delivery_delayed", emailId);
    expect((await postEvent(delayed)).status).toBe(200);
    const historyBefore = await historyOf(id);
    const replay = await postEvent(delayed);
    expect(replay.status).toBe(400);
    expect((await envelopeOf(replay)).code).toBe("webhook_replayed");
    expect(await historyOf(id)).toEqual(historyBefore);
    expect((await rowOf(id))?.status).toBe("sent");
  });

  it("refuses a body over 64 KiB with 413 before reading it whole, streamed without a length too", async () => {
    const event = signedEvent("email.delivered", "em_big");
    const big = "x".repeat(64 * 1024 + 1);
    const declared = await postEvent({ ...event, body: big });
    expect(declared.status).toBe(413);
    expect((await envelopeOf(declared)).code).toBe("payload_too_large");
    const chunks = [
      new TextEncoder().encode(big.slice(0, 40_000)),
      new TextEncoder().encode(big.slice(40_000)),
    ];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = await exports.default.fetch(
      new Request("https://worker.test/api/webhooks/resend", {
        method: "POST",
        body: stream,
        headers: event.headers,
      }),
    );
    expect(streamed.status).toBe(413);
  });

  it("compares at most 5 signatures: a valid one in 6th place is refused, in 5th place accepted", async () => {
    const { id, emailId } = await sentInquiry("candidates");
    const event = signedEvent("email.delivered", emailId);
    const dummies = Array.from({ length: 5 }, (_, index) => `v1,${btoa(`not-the-signature-${index}`)}`);
    const sixth = {
      ...event,
      headers: {
        ...event.headers,
        "svix-signature": [...dummies, event.headers["svix-signature"]].join(" "),
      },
    };
    expect((await postEvent(sixth)).status).toBe(401);
    const fifth = {
      ...event,
      headers: {
        ...event.headers,
        "svix-signature": [...dummies.slice(0, 4), event.headers["svix-signature"]].join(" "),
      },
    };
    expect((await postEvent(fifth)).status).toBe(200);
    expect((await rowOf(id))?.status).toBe("delivered");
  });

  it("answers 503 webhook_not_configured while the secret is unset", async () => {
    const { emailId } = await sentInquiry("unconfigured");
    const event = signedEvent("email.delivered", emailId);
    const { callWorker } = await import("../helpers/api.ts");
    const response = await callWorker(
      "/api/webhooks/resend",
      { method: "POST", body: event.body, headers: event.headers },
      { RESEND_WEBHOOK_SECRET: "" },
    );
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("webhook_not_configured");
  });
});
