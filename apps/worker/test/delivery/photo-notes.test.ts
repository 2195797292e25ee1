import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import {
  confirmationEmailCopy,
  type SendEmailAccepted,
  type SpamReason,
  sendEmailRequestSchema,
} from "@clearwell/contract";
import { PHOTOS_NOT_KEPT_NOTE } from "@clearwell/contract/photos";
import type { WebhookFormat } from "@clearwell/rules";
import { beforeEach, describe, expect, it } from "vitest";
import { nowIso } from "../../src/core/inquiry-row.ts";
import { composeEmail, emailContentOf } from "../../src/delivery/email/compose-email.ts";
import { photoNoteOptions } from "../../src/delivery/email/photo-note.ts";
import { startDeliveryRun } from "../../src/delivery/run/delivery-runs.ts";
import { type InquiryNotice, webhookBody } from "../../src/delivery/webhook/webhook-message.ts";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { callAdmin, inquiryRow, seedInquiries } from "../helpers/admin.ts";
import { postInquiry, validInquiry } from "../helpers/api.ts";
import { type SentEmail, standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";

/**
 * What the notifications say of an inquiry's photos (docs/product.md#the-email,
 * docs/reference.md#notification-channels): with photos, the business email (HTML and text) and
 * every webhook format give their number and link the inquiry in the inbox (`/admin?inquiry=<id>`,
 * behind Access); without, they say nothing of photos. None ever carries a file, a bucket key or an
 * R2 / presigned URL; the visitor's confirmation and the daily spam notice never mention photos.
 */

beforeEach(() => standIn.reset());

const ORIGIN = "https://clearwell-interiors.example";
const ID = `inquiry-${"ab".repeat(32)}`;
const INBOX = `${ORIGIN}/admin?inquiry=${ID}`;
const ADDRESSING = {
  to: "hello@clearwell-interiors.example",
  fromAddress: "inquiries@clearwell-interiors.example",
};
const FORMATS: WebhookFormat[] = ["json", "slack", "discord", "teams"];

/** Nothing that reaches the files without Access: no R2 host or binding name, no bucket key, no signed URL. */
function expectNoFileLink(serialized: string): void {
  expect(serialized).not.toMatch(/r2/i);
  expect(serialized).not.toContain(`inquiries/${ID}`);
  expect(serialized).not.toMatch(/X-Amz-|Signature=|presign/i);
}

function requestOf(message = "We would like a quote for our kitchen.") {
  return sendEmailRequestSchema.parse(validInquiry({ message }));
}

/** An inquiry notice as the webhook sender builds it from the stored row. */
function notice(photoCount: number | undefined, adminUrl: string | null = INBOX): InquiryNotice {
  return {
    kind: "inquiry",
    id: ID,
    receivedAt: "2026-11-24T10:00:00.000Z",
    status: "received",
    fields: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      subject: "Kitchen remodel",
      message: "Please quote for the wall we discussed.",
    },
    adminUrl,
    ...(photoCount === undefined ? {} : { photoCount }),
  };
}

/** A chat body as a person reads it: JSON text with the formats' backslash escapes removed. */
function readable(body: unknown): string {
  return JSON.stringify(body).replace(/\\+/g, "");
}

describe("the business email", () => {
  it("with photos: the HTML has a Photos row whose words link the inquiry in the inbox, the text the line and the link", () => {
    const email = composeEmail(requestOf(), { ...ADDRESSING, photoCount: 3, inboxLink: INBOX });
    expect(email.html).toContain(
      `>Photos</th><td valign="top" style="padding:10px 0;border-top:1px solid #e5e7eb;color:#111827">3 (<a href="${INBOX}" style="color:inherit">view them in the inbox</a>)</td>`,
    );
    expect(email.text).toContain(
      `We would like a quote for our kitchen.\n\nPhotos: 3 (view them in the inbox)\nOpen the inbox: ${INBOX}\n\n--\n`,
    );
    for (const part of [email.html, email.text]) expectNoFileLink(part);
    // Only one link in the HTML besides the visitor's mailto: the inbox.
    expect([...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "mailto:ada@example.com",
      INBOX,
    ]);
  });

  it("one photo reads `view it`; the inbox link is HTML-escaped in the attribute", () => {
    const link = `${ORIGIN}/admin?inquiry=${ID}&x="y"`;
    const email = composeEmail(requestOf(), { ...ADDRESSING, photoCount: 1, inboxLink: link });
    expect(email.text).toContain("Photos: 1 (view it in the inbox)\n");
    expect(email.html).toContain(`1 (<a href="${ORIGIN}/admin?inquiry=${ID}&amp;x=&quot;y&quot;"`);
  });

  it("without photos (0, absent, or not a whole number above 0) it is the email it always was: no word of photos", () => {
    const plain = composeEmail(requestOf(), ADDRESSING);
    expect(`${plain.html}\n${plain.text}`).not.toMatch(/photo|admin\?inquiry/i);
    for (const photoCount of [0, -2, 1.5, Number.NaN]) {
      expect(composeEmail(requestOf(), { ...ADDRESSING, photoCount, inboxLink: INBOX })).toEqual(plain);
    }
    expect(emailContentOf(requestOf())).toMatchObject({ photoCount: 0, inboxLink: null });
  });

  it("photoNoteOptions: the link under the first ALLOWED_ORIGINS entry, or the inbox path without one", () => {
    expect(photoNoteOptions(env, ID, 2)).toEqual({ photoCount: 2, inboxLink: INBOX });
    const noOrigin = { ...env, ALLOWED_ORIGINS: "" } as Env;
    expect(photoNoteOptions(noOrigin, ID, 2)).toEqual({ photoCount: 2, inboxLink: `/admin?inquiry=${ID}` });
    const email = composeEmail(requestOf(), { ...ADDRESSING, ...photoNoteOptions(noOrigin, ID, 2) });
    expect(email.text).toContain(
      `Photos: 2 (view them in the inbox)\nOpen the inbox: /admin?inquiry=${ID}\n`,
    );
  });
});

describe("the webhook formats", () => {
  it("json: `photoCount` beside `adminUrl` with photos; no photoCount key without", () => {
    expect(webhookBody("json", notice(3))).toMatchObject({
      type: "inquiry.received",
      data: { id: ID, adminUrl: INBOX, photoCount: 3 },
    });
    for (const count of [0, undefined]) {
      const data = (webhookBody("json", notice(count)) as { data: Record<string, unknown> }).data;
      expect(Object.keys(data)).toEqual(["id", "receivedAt", "status", "fields", "adminUrl"]);
    }
  });

  it("slack: a plain_text section with the count and the inbox link", () => {
    const body = webhookBody("slack", notice(3)) as {
      blocks: { type: string; text?: { type: string; text: string } }[];
    };
    expect(body.blocks).toContainEqual({
      type: "section",
      text: { type: "plain_text", text: `Photos: 3 (view them in the inbox): ${INBOX}`, emoji: false },
    });
  });

  it("discord: a Photos field, and an embed whose title links the inquiry in the inbox", () => {
    const body = webhookBody("discord", notice(3)) as {
      embeds: { title: string; url?: string; fields?: { name: string; value: string; inline: boolean }[] }[];
    };
    expect(body.embeds[0]?.fields?.at(-1)).toEqual({
      name: "Photos",
      value: "3 \\(view them in the inbox\\)",
      inline: false,
    });
    expect(body.embeds[1]).toEqual({ title: "Open the inbox", url: INBOX });
  });

  it("teams: a line with the count, and the card's Open the inbox button on the inquiry", () => {
    const body = webhookBody("teams", notice(3)) as {
      attachments: { content: { body: { type: string; text?: string }[]; actions: { url: string }[] } }[];
    };
    const card = body.attachments[0]?.content;
    const texts = card?.body.flatMap((part) => (part.text ? [part.text.replace(/\\/g, "")] : []));
    expect(texts).toContain("Photos: 3 (view them in the inbox)");
    expect(card?.actions).toEqual([{ type: "Action.OpenUrl", title: "Open the inbox", url: INBOX }]);
  });

  it("every format: the count and the /admin?inquiry=<id> link with photos, nothing of photos without, never a file link", () => {
    for (const format of FORMATS) {
      const withPhotos = readable(webhookBody(format, notice(2)));
      expect(withPhotos, format).toMatch(
        /Photos: 2 \(view them in the inbox\)|"name":"Photos","value":"2 \(view them in the inbox\)"|"photoCount":2/,
      );
      expect(withPhotos, format).toContain(`/admin?inquiry=${ID}`);
      expectNoFileLink(withPhotos);
      for (const none of [0, undefined]) {
        expect(readable(webhookBody(format, notice(none))), format).not.toMatch(/photo/i);
        // Without photos the message is what it was before photos existed.
        expect(webhookBody(format, notice(none))).toEqual(webhookBody(format, notice(undefined)));
      }
    }
  });

  it("photos sent but not kept: every format says so in the email's words, as `photosNotKept` in json", () => {
    const notKept: InquiryNotice = { ...notice(0), photosNotKept: true };
    expect(webhookBody("json", notKept)).toMatchObject({ data: { adminUrl: INBOX, photosNotKept: true } });
    expect(webhookBody("json", notKept)).not.toHaveProperty("data.photoCount");
    for (const format of ["slack", "teams"] as const) {
      for (const adminUrl of [INBOX, null]) {
        const text = readable(webhookBody(format, { ...notKept, adminUrl }));
        expect(text, format).toContain(`Photos: ${PHOTOS_NOT_KEPT_NOTE}`);
      }
    }
    const discord = webhookBody("discord", notKept) as {
      embeds: { fields?: { name: string; value: string }[] }[];
    };
    expect(discord.embeds[0]?.fields?.at(-1)?.name).toBe("Photos");
    expect(discord.embeds[0]?.fields?.at(-1)?.value.replace(/\\/g, "")).toBe(PHOTOS_NOT_KEPT_NOTE);
    // Only the Photos field: no embed opening photos that were never stored.
    expect(discord.embeds).toHaveLength(1);
    for (const format of FORMATS) expectNoFileLink(readable(webhookBody(format, notKept)));
  });

  it("without a site origin the chat line gives the inbox path, and no link button or embed is made", () => {
    for (const format of ["slack", "discord", "teams"] as const) {
      const text = readable(webhookBody(format, notice(4, null)));
      expect(text, format).toMatch(/Photos(: |","value":")4 \(view them in the inbox\)/);
      expect(text, format).toContain(`/admin?inquiry=${ID}`);
      expect(text, format).not.toContain("https://");
    }
  });
});

describe("delivered: the count comes from the stored photo_count", () => {
  it("a run sends the email and both webhooks of the test bindings with the count and the inbox link", async () => {
    const id = `inquiry-${crypto.randomUUID().replaceAll("-", "").padEnd(64, "c")}`;
    const request = requestOf(`About the photos I sent (${id}).`);
    const email = composeEmail(request, { ...ADDRESSING, ...photoNoteOptions(env, id, 2) });
    const { name, email: address, phone, subject, message } = emailContentOf(request);
    // The run stores it first (the request could not), photo_count included, then delivers every channel.
    await startDeliveryRun(env, {
      inquiryId: id,
      unstored: {
        id,
        status: "received",
        fields: { name, email: address, phone, subject, message },
        email,
        spamReason: null,
        apiKeyEnvName: "RESEND_API_KEY",
        at: nowIso(),
        photoCount: 2,
      },
    });
    await settleAllRuns();
    expect(
      await env.DB.prepare("SELECT photo_count FROM inquiries WHERE id = ?").bind(id).first("photo_count"),
    ).toBe(2);
    const link = `${ORIGIN}/admin?inquiry=${id}`;
    const sent = await standIn.onlyEmail();
    expect(sent.body.text).toContain(`Photos: 2 (view them in the inbox)\nOpen the inbox: ${link}\n`);
    expect(sent.body.html).toContain(`2 (<a href="${link}"`);
    expect(sent.body).not.toHaveProperty("attachments");
    const calls = await standIn.webhooks();
    const crm = calls.find((call) => call.path === "/crm");
    expect(JSON.parse(crm?.body ?? "{}")).toMatchObject({ data: { id, adminUrl: link, photoCount: 2 } });
    const slack = calls.find((call) => call.path === "/slack");
    expect(slack?.body).toContain(`Photos: 2 (view them in the inbox): ${link}`);
    for (const body of [sent.body.html, sent.body.text, crm?.body ?? "", slack?.body ?? ""]) {
      expect(body).not.toMatch(/r2|presign|X-Amz-/i);
      expect(body).not.toContain(`inquiries/${id}`);
    }
  });
});

describe("what never mentions photos", () => {
  /** Turnstile's always-pass test secret and token: the confirmation needs Turnstile configured. */
  const ON = { AUTORESPONDER: "on", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" };

  it("Not spam on a caught inquiry with photos: the business email gives the count, the visitor's confirmation says nothing of photos", async () => {
    const caught = (await (
      await postInquiry(
        {
          ...validInquiry({ message: `My photos (${crypto.randomUUID()}).` }),
          honeypot: "x",
          turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        },
        { env: ON },
      )
    ).json()) as SendEmailAccepted;
    await env.DB.prepare("UPDATE inquiries SET photo_count = 3 WHERE id = ?").bind(caught.id).run();
    const corrected = await callAdmin(`/api/admin/inquiries/${caught.id}/not-spam`, {
      method: "POST",
      env: ON,
    });
    expect(corrected.status).toBe(200);
    await settleAllRuns();
    const emails = (await standIn.recorded()).emails as SentEmail[];
    const confirmation = emails.find((email) => email.body.subject === confirmationEmailCopy.subject);
    const business = emails.find((email) => email.body.subject !== confirmationEmailCopy.subject);
    expect(business?.body.text).toContain("Photos: 3 (view them in the inbox)");
    expect(confirmation).toBeDefined();
    expect(`${confirmation?.body.html}\n${confirmation?.body.text}`).not.toMatch(/photo|admin\?inquiry/i);
  });

  it("the daily spam notice counts spam and links the Spam view, never photos or an inquiry's link", async () => {
    await env.DB.prepare("DELETE FROM job_runs WHERE job = 'spam_notice'").run();
    const at = Date.UTC(2026, 10, 21, 3, 17);
    const received = new Date(at - 60 * 60 * 1000).toISOString();
    const rows = await seedInquiries(
      (["honeypot", "links"] as SpamReason[]).map((reason) =>
        inquiryRow({ status: "spam", spam_reason: reason, received_at: received, updated_at: received }),
      ),
    );
    for (const row of rows) {
      await env.DB.prepare("UPDATE inquiries SET photo_count = 5 WHERE id = ?").bind(row.id).run();
    }
    const handler = worker.scheduled;
    if (!handler) throw new Error("the worker exports no scheduled handler");
    await handler(createScheduledController({ cron: CRON.retention, scheduledTime: at }), env);
    const { emails } = await standIn.recorded();
    const notice = (emails as SentEmail[]).find((email) =>
      email.body.tags?.some((tag) => tag.name === "kind" && tag.value === "spam_notice"),
    );
    expect(notice).toBeDefined();
    const webhooks = (await standIn.webhooks()).filter((call) => /spam/i.test(call.body));
    expect(webhooks.length).toBeGreaterThan(0);
    for (const body of [
      notice?.body.html ?? "",
      notice?.body.text ?? "",
      ...webhooks.map((call) => call.body),
    ]) {
      expect(body).not.toMatch(/photo|admin\?inquiry/i);
    }
  });
});
