import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { webhookChannel, webhookNameOf } from "../../src/delivery/webhook/notify-webhooks.ts";
import {
  classifyWebhookStatus,
  sendWebhook,
  verifyWebhookSignature,
} from "../../src/delivery/webhook/post-webhook.ts";
import { signWebhook, verifyWebhook } from "../../src/delivery/webhook/standard-webhooks.ts";
import { type InquiryNotice, webhookBody } from "../../src/delivery/webhook/webhook-message.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * The notification webhooks' channels, bodies and signatures
 * (docs/reference.md#notification-channels): a visitor's text never mentions anyone, hides a link
 * or breaks a chat message's formatting, and only the operator's configuration names a URL (the
 * `NOTIFY_WEBHOOKS` parser is tested with its code, in packages/rules).
 */

const SECRET = "whsec_dGVzdC1mb3JtYXQtc2VjcmV0LTAxMjM0NTY3ODk=";

/** A hostile visitor's inquiry. */
const HOSTILE: InquiryNotice = {
  kind: "inquiry",
  id: "inquiry-abc",
  receivedAt: "2026-11-24T10:00:00.000Z",
  status: "received",
  fields: {
    name: "@everyone <@123> <!channel>",
    email: "ada@example.com",
    phone: "",
    subject: "[click here](https://evil.example) *bold* <https://evil.example|bank>",
    message: `Hi @here & <#42> <@&7>\r\n# Heading\n- list\n${"x".repeat(5000)}`,
  },
  adminUrl: "https://clearwell-interiors.example/admin",
};

describe("webhook channels", () => {
  it("names channels webhook:<name>", () => {
    expect(webhookChannel("crm")).toBe("webhook:crm");
    expect(webhookNameOf("webhook:crm")).toBe("crm");
    expect(webhookNameOf("email")).toBeNull();
  });
});

describe("bodies: a visitor cannot mention, link or format", () => {
  it("json carries the fields as they are, in a documented shape", () => {
    expect(webhookBody("json", HOSTILE)).toEqual({
      type: "inquiry.received",
      data: {
        id: HOSTILE.id,
        receivedAt: HOSTILE.receivedAt,
        status: "received",
        fields: HOSTILE.fields,
        adminUrl: HOSTILE.adminUrl,
      },
    });
  });

  it("slack: visitor text only in plain_text objects; the fallback text escapes & < >", () => {
    const body = webhookBody("slack", HOSTILE) as {
      text: string;
      blocks: { text?: { type: string; text: string } }[];
    };
    expect(body.text).not.toMatch(/[<>]/);
    expect(body.text).toContain("&lt;https://evil.example|bank&gt;");
    const texts = body.blocks.flatMap((block) => (block.text ? [block.text] : []));
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text.type).toBe("plain_text");
    expect(JSON.stringify(body)).not.toContain("mrkdwn");
    expect(JSON.stringify(body)).not.toContain('"link_names"');
    // The message is cut for chat.
    expect(texts.find((text) => text.text.startsWith("Message:"))?.text.length).toBeLessThan(1100);
  });

  it("discord: no mention is allowed and none survives the text; no masked link; within limits", () => {
    const body = webhookBody("discord", HOSTILE) as {
      content: string;
      embeds: { title: string; fields: { name: string; value: string }[] }[];
      allowed_mentions: { parse: string[] };
    };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const text = [
      body.content,
      body.embeds[0]?.title,
      ...(body.embeds[0]?.fields ?? []).map((field) => field.value),
    ].join("\n");
    // Every @ is followed by a zero-width space and every < is escaped, so no mention syntax is left.
    expect(text).toContain("@\u200beveryone");
    expect(text).not.toMatch(/@(?!\u200b)/);
    expect(text).not.toMatch(/(?<!\\)</);
    expect(text).not.toContain("](https");
    expect(body.embeds[0]?.title).toContain("\\[click here\\]\\(https\\://evil.example\\)");
    for (const field of body.embeds[0]?.fields ?? []) expect(field.value.length).toBeLessThanOrEqual(1024);
    expect(body.embeds[0]?.title.length).toBeLessThanOrEqual(256);
  });

  it("teams: an Adaptive Card whose facts escape markdown and carry no mention entities", () => {
    const body = webhookBody("teams", HOSTILE) as {
      attachments: {
        contentType: string;
        content: { body: { type: string; facts?: { value: string }[] }[] };
      }[];
    };
    const [attachment] = body.attachments;
    expect(attachment?.contentType).toBe("application/vnd.microsoft.card.adaptive");
    const facts = attachment?.content.body.find((part) => part.type === "FactSet")?.facts ?? [];
    const subject = facts.find((fact) => fact.value.includes("click"))?.value ?? "";
    expect(subject).toContain("\\[click here\\]\\(https://evil\\.example\\)");
    expect(JSON.stringify(body)).not.toContain("msteams");
  });

  it("an alert names the inquiry, the channel and the cause, never the visitor's text", () => {
    const alert = {
      kind: "alert",
      inquiryId: "inquiry-abc",
      channel: "email",
      cause: "403 invalid_api_key",
      adminUrl: "https://clearwell-interiors.example/admin",
    } as const;
    expect(webhookBody("json", alert)).toEqual({
      type: "delivery.failed",
      data: {
        inquiryId: "inquiry-abc",
        channel: "email",
        cause: "403 invalid_api_key",
        adminUrl: alert.adminUrl,
      },
    });
    for (const format of ["slack", "discord", "teams"] as const) {
      // Chat formats may escape punctuation with backslashes; what a person reads is the same.
      const text = JSON.stringify(webhookBody(format, alert)).replace(/\\+/g, "");
      expect(text).toContain("inquiry-abc");
      expect(text).toContain("invalid");
    }
  });
});

describe("sending", () => {
  it("classifies answers: 2xx ok; 408, 429, 5xx retried; other 4xx refused", () => {
    expect([200, 204, 299].map(classifyWebhookStatus)).toEqual(["ok", "ok", "ok"]);
    expect([408, 429, 500, 503].map(classifyWebhookStatus)).toEqual(Array(4).fill("unavailable"));
    expect([301, 400, 401, 403, 404, 410, 422].map(classifyWebhookStatus)).toEqual(Array(7).fill("rejected"));
  });

  it("signs a json webhook per Standard Webhooks: the signature holds only for that body and time", async () => {
    await standIn.reset();
    const env = { SIGNING_SECRET: SECRET } as unknown as Env;
    const webhook = {
      name: "crm",
      url: "https://hooks.test/signed",
      format: "json",
      secret: "SIGNING_SECRET",
    } as const;
    expect(
      await sendWebhook(webhook, HOSTILE, { env, messageId: "inquiry-abc_crm", timeoutMs: 1000 }),
    ).toEqual({ ok: true });
    const [call] = await standIn.webhooks();
    const headers = new Headers(call?.headers as Record<string, string>);
    expect(headers.get("webhook-id")).toBe("inquiry-abc_crm");
    expect(await verifyWebhookSignature(SECRET, call?.body ?? "", headers)).toBe(true);
    // The reference implementation (the `standardwebhooks` package) accepts the worker's signature.
    const reference = new Webhook(SECRET).verify(call?.body ?? "", Object.fromEntries(headers));
    expect(reference).toEqual(JSON.parse(call?.body ?? ""));
    expect(await verifyWebhookSignature(SECRET, `${call?.body} `, headers)).toBe(false);
    const stale = new Headers(headers);
    stale.set("webhook-timestamp", String(Math.floor(Date.now() / 1000) - 600));
    expect(await verifyWebhookSignature(SECRET, call?.body ?? "", stale)).toBe(false);
    expect(
      await verifyWebhookSignature("whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA==", call?.body ?? "", headers),
    ).toBe(false);
  });

  it("verifies what the reference implementation signs, and refuses forgeries, other versions and bad timestamps", async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: "email.delivered", data: { email_id: "em_1" } });
    const signature = new Webhook(SECRET).sign("msg_1", new Date(now * 1000), body);
    const headers = { id: "msg_1", timestamp: String(now), signature };
    expect(await verifyWebhook(SECRET, body, headers, now)).toEqual({ ok: true, payload: JSON.parse(body) });
    expect(
      await verifyWebhook(SECRET, body, { ...headers, signature: `v1,bm9wZQ== ${signature}` }, now),
    ).toMatchObject({
      ok: true,
    });
    expect(await signWebhook(SECRET, "msg_1", now, body)).toBe(signature);
    for (const [changed, reason] of [
      [{ signature: signature.replace("v1,", "v2,") }, "no matching signature"],
      [{ signature: "v1,%%%" }, "no matching signature"],
      [{ id: "msg_2" }, "no matching signature"],
      [{ timestamp: String(now - 301) }, "timestamp too old"],
      [{ timestamp: String(now + 301) }, "timestamp too new"],
      [{ timestamp: "12ab" }, "invalid timestamp"],
      [{ signature: "" }, "missing headers"],
    ] as const) {
      expect(await verifyWebhook(SECRET, body, { ...headers, ...changed }, now)).toEqual({
        ok: false,
        reason,
      });
    }
    expect(await verifyWebhook("whsec_!!!", body, headers, now)).toEqual({
      ok: false,
      reason: "invalid secret",
    });
  });

  it("refuses to send a json webhook whose secret is unset, without any request", async () => {
    await standIn.reset();
    const webhook = {
      name: "crm",
      url: "https://hooks.test/unsigned",
      format: "json",
      secret: "MISSING",
    } as const;
    const outcome = await sendWebhook(webhook, HOSTILE, { env: {} as Env, messageId: "m", timeoutMs: 1000 });
    expect(outcome).toEqual({ ok: false, failure: "rejected", name: "secret_not_configured" });
    expect(await standIn.webhooks()).toEqual([]);
  });

  it("reports status, name and Retry-After; a timeout and a dropped connection are retried", async () => {
    await standIn.reset();
    const webhook = { name: "chat", url: "https://hooks.test/chat", format: "slack" } as const;
    const send = () => sendWebhook(webhook, HOSTILE, { env: {} as Env, messageId: "m", timeoutMs: 300 });
    await standIn.scriptWebhook("/chat", [
      { status: 429, retryAfter: "12" },
      { status: 404 },
      { delayMs: 600 },
      { networkError: true },
    ]);
    expect(await send()).toEqual({
      ok: false,
      failure: "unavailable",
      status: 429,
      name: "http_429",
      retryAfterSeconds: 12,
    });
    expect(await send()).toEqual({ ok: false, failure: "rejected", status: 404, name: "http_404" });
    expect(await send()).toEqual({ ok: false, failure: "unavailable", name: "timeout" });
    expect(await send()).toEqual({ ok: false, failure: "unavailable", name: "network_error" });
  });
});
