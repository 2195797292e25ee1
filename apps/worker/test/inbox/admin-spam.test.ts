import { createScheduledController, type D1Migration } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import {
  blockedSenderListSchema,
  inquiryDetailSchema,
  inquiryPageSchema,
  inquirySchema,
  type SendEmailAccepted,
} from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_MAX_BODY_BYTES } from "../../src/core/body-limit.ts";
import { openDeliveries } from "../../src/delivery/records/deliveries.ts";
import { readDelivery } from "../../src/delivery/records/delivery-reads.ts";
import worker from "../../src/index.ts";
import { isBlockedSender } from "../../src/intake/spam/block-list.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { accessToken, auditOf, callAdmin, seedInquiry } from "../helpers/admin.ts";
import { envelopeOf, postInquiry, validInquiry, WORKER_ORIGIN } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";

/**
 * The operator corrects spam verdicts (docs/product.md#operator-inbox): "Not spam" delivers a
 * spam inquiry once through every channel, "Mark as spam" moves a delivered one to spam and can
 * block its sender, the block list has its own view and removal, and each is in the audit trail.
 */

beforeEach(() => standIn.reset());

/** Sends a bot-style inquiry (filled honeypot); answers its stored id. */
async function spamInquiry(message = "Buy cheap things at our shop today."): Promise<string> {
  const response = await postInquiry({ ...validInquiry({ message }), honeypot: "https://spam.example" });
  expect(response.status).toBe(200);
  return ((await response.json()) as SendEmailAccepted).id;
}

/** Sends a real inquiry and waits until it is delivered; answers its id. */
async function deliveredInquiry(): Promise<string> {
  const response = await postInquiry(validInquiry());
  const { id } = (await response.json()) as SendEmailAccepted;
  await settleAllRuns();
  return id;
}

function post(path: string, body?: unknown) {
  return callAdmin(path, { method: "POST", ...(body === undefined ? {} : { body }) });
}

describe("Not spam", () => {
  it("on an inquiry marked spam while its email waited for a retry: the email is sent after all", async () => {
    const token = crypto.randomUUID();
    await standIn.setMode({ match: token, status: 503 });
    const response = await postInquiry(validInquiry({ message: `Please call me about ${token}.` }));
    const { id } = (await response.json()) as SendEmailAccepted;
    // Waiting for its retry (or, on a busy machine, for its first try).
    expect(["queued", "pending"]).toContain((await readDelivery(env.DB, id, "email"))?.status);
    expect((await post(`/api/admin/inquiries/${id}/mark-spam`, {})).status).toBe(200);
    expect((await readDelivery(env.DB, id, "email"))?.status).toBe("skipped");
    await standIn.reset();
    expect((await post(`/api/admin/inquiries/${id}/not-spam`)).status).toBe(200);
    await settleAllRuns();
    expect((await readDelivery(env.DB, id, "email"))?.status).toBe("sent");
    expect(
      (await standIn.recorded()).emails.some((email) => JSON.stringify(email.body).includes(token)),
    ).toBe(true);
  });

  it("a lead once won or lost, then marked spam, comes back New without its job value or lost reason", async () => {
    const id = await spamInquiry();
    await env.DB.prepare("UPDATE inquiries SET job_value_usd = 12000, lost_reason = 'price' WHERE id = ?")
      .bind(id)
      .run();
    const inquiry = inquirySchema.parse(await (await post(`/api/admin/inquiries/${id}/not-spam`)).json());
    expect(inquiry).toMatchObject({ leadStatus: "new", jobValueUsd: null, lostReason: null });
    await settleAllRuns();
  });

  it("delivers a spam inquiry once through every channel and says who corrected it", async () => {
    const id = await spamInquiry();
    const response = await post(`/api/admin/inquiries/${id}/not-spam`);
    expect(response.status).toBe(200);
    const inquiry = inquirySchema.parse(await response.json());
    expect(inquiry).toMatchObject({ id, spamReason: null });
    expect(["received", "sent"]).toContain(inquiry.status);
    await settleAllRuns();

    const email = await standIn.onlyEmail();
    expect(email.body).toMatchObject({
      to: ["hello@clearwell-interiors.example"],
      reply_to: "ada@example.com",
    });
    expect(email.body.subject).toBe("New Inquiry: Kitchen remodel");
    expect(email.headers["idempotency-key"]).toBe(id);
    const detail = inquiryDetailSchema.parse(await (await callAdmin(`/api/admin/inquiries/${id}`)).json());
    expect(detail.status).toBe("sent");
    expect(detail.deliveries.map((delivery) => [delivery.channel, delivery.status]).sort()).toEqual([
      ["email", "sent"],
      ["webhook:crm", "sent"],
      ["webhook:sales", "sent"],
    ]);
    expect(detail.history.map((event) => event.detail)).toContainEqual(
      "not spam, corrected by operator@clearwell-interiors.example (was honeypot)",
    );
    const audit = await auditOf(id);
    expect(audit).toMatchObject([{ action: "not_spam", actor: "operator@clearwell-interiors.example" }]);

    // Once corrected it is not spam any more: a second "Not spam" is refused, nothing sent again.
    const again = await post(`/api/admin/inquiries/${id}/not-spam`);
    expect(again.status).toBe(409);
    expect((await envelopeOf(again)).code).toBe("inquiry_not_spam");
    await settleAllRuns();
    expect((await standIn.recorded()).emails).toHaveLength(1);
  });

  it("a spam inquiry kept with photos: the email and each webhook sent on Not spam give the count and the inbox link, never the files", async () => {
    const id = await spamInquiry(`Photos of the damp wall (${crypto.randomUUID()}).`);
    // What the intake stores for a submission with three photos (the files stay in the bucket).
    await env.DB.prepare("UPDATE inquiries SET photo_count = 3 WHERE id = ?").bind(id).run();
    expect((await post(`/api/admin/inquiries/${id}/not-spam`)).status).toBe(200);
    await settleAllRuns();
    const link = `https://clearwell-interiors.example/admin?inquiry=${id}`;
    const email = await standIn.onlyEmail();
    expect(email.body.text).toContain(`Photos: 3 (view them in the inbox)\nOpen the inbox: ${link}\n`);
    expect(email.body.html).toContain(
      `3 (<a href="${link}" style="color:inherit">view them in the inbox</a>)`,
    );
    const calls = await standIn.webhooks();
    const crm = calls.find((call) => call.path === "/crm");
    expect(JSON.parse(crm?.body ?? "{}")).toMatchObject({ data: { id, adminUrl: link, photoCount: 3 } });
    expect(calls.find((call) => call.path === "/slack")?.body).toContain(
      `Photos: 3 (view them in the inbox): ${link}`,
    );
    for (const body of [email.body.html, email.body.text, ...calls.map((call) => call.body)]) {
      expect(body).not.toMatch(/r2|presign|X-Amz-/i);
      expect(body).not.toContain(`inquiries/${id}/`);
    }
  });

  it("an unknown id -> 404; a cross-site request -> 403, nothing changed", async () => {
    expect((await post(`/api/admin/inquiries/inquiry-${"e".repeat(64)}/not-spam`)).status).toBe(404);
    const id = await spamInquiry();
    const forged = await callAdmin(`/api/admin/inquiries/${id}/not-spam`, {
      method: "POST",
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    const row = await env.DB.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toEqual({ status: "spam" });
  });
});

describe("Mark as spam", () => {
  it("moves a delivered inquiry to spam (reason operator) and a late delivery event does not move it back", async () => {
    const id = await deliveredInquiry();
    const response = await post(`/api/admin/inquiries/${id}/mark-spam`, {});
    expect(response.status).toBe(200);
    expect(inquirySchema.parse(await response.json())).toMatchObject({
      id,
      status: "spam",
      spamReason: "operator",
    });
    const detail = inquiryDetailSchema.parse(await (await callAdmin(`/api/admin/inquiries/${id}`)).json());
    expect(detail.history.at(-1)).toMatchObject({
      status: "spam",
      detail: "marked as spam by operator@clearwell-interiors.example (was sent)",
    });
    await env.DB.prepare(
      "UPDATE deliveries SET status = 'pending' WHERE inquiry_id = ? AND channel = 'email'",
    )
      .bind(id)
      .run();
    const { recordDelivery } = await import("../../src/delivery/records/deliveries.ts");
    await recordDelivery(env.DB, id, "email", {
      status: "delivered",
      at: new Date().toISOString(),
      detail: "late",
    });
    const row = await env.DB.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toEqual({ status: "spam" });

    const again = await post(`/api/admin/inquiries/${id}/mark-spam`, {});
    expect(again.status).toBe(409);
    expect((await envelopeOf(again)).code).toBe("inquiry_already_spam");
  });

  it("with block: domain, the sender's domain is blocked and their next inquiry is blocked_sender spam", async () => {
    const id = await deliveredInquiry();
    expect((await post(`/api/admin/inquiries/${id}/mark-spam`, { block: "domain" })).status).toBe(200);
    const list = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(list.blocked).toMatchObject([
      { value: "example.com", kind: "domain", addedBy: "operator@clearwell-interiors.example" },
    ]);
    const next = await postInquiry(validInquiry({ email: "someone.else@example.com" }));
    expect(next.status).toBe(200);
    const { id: nextId } = (await next.json()) as SendEmailAccepted;
    const row = await env.DB.prepare("SELECT status, spam_reason FROM inquiries WHERE id = ?")
      .bind(nextId)
      .first();
    expect(row).toEqual({ status: "spam", spam_reason: "blocked_sender" });
    expect(await auditOf(id)).toMatchObject([{ action: "mark_spam", detail: "blocked the domain" }]);
  });

  it("an unexpected body -> 400 validation_failed, nothing changed", async () => {
    const id = await deliveredInquiry();
    for (const body of [{ block: "everyone" }, { block: "domain", extra: 1 }, "not json"]) {
      const response = await post(`/api/admin/inquiries/${id}/mark-spam`, body);
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).code).toBe("validation_failed");
    }
    const notJson = await callAdmin(`/api/admin/inquiries/${id}/mark-spam`, {
      method: "POST",
      rawBody: "{block",
    });
    expect([notJson.status, (await envelopeOf(notJson)).code]).toEqual([400, "validation_failed"]);
    const row = await env.DB.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toEqual({ status: "sent" });
  });
});

describe("the block list", () => {
  it("adds an address or a domain (normalised), lists them newest first, and removes them", async () => {
    const added = await post("/api/admin/blocked-senders", { value: "  @Spam.Example " });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ value: "spam.example", kind: "domain" });
    expect((await post("/api/admin/blocked-senders", { value: "Eve@Example.org" })).status).toBe(201);
    const list = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(list.blocked.map((entry) => `${entry.kind} ${entry.value}`).sort()).toEqual([
      "address eve@example.org",
      "domain spam.example",
    ]);
    const removed = await callAdmin("/api/admin/blocked-senders/spam.example", { method: "DELETE" });
    expect(removed.status).toBe(204);
    const gone = await callAdmin("/api/admin/blocked-senders/spam.example", { method: "DELETE" });
    expect(gone.status).toBe(404);
    expect((await envelopeOf(gone)).code).toBe("blocked_sender_not_found");
    const audit = await env.DB.prepare("SELECT action, detail FROM admin_audit ORDER BY seq").all();
    expect(audit.results).toEqual([
      { action: "block", detail: "domain spam.example" },
      { action: "block", detail: "address eve@example.org" },
      { action: "unblock", detail: "spam.example" },
    ]);
  });

  it("refuses what is neither an address nor a domain, and the business's own domain", async () => {
    for (const value of ["", "not a domain", "http://spam.example/x", "a@b@c", "localhost"]) {
      const response = await post("/api/admin/blocked-senders", { value });
      expect(response.status, value).toBe(400);
      expect((await envelopeOf(response)).code).toBe("block_entry_invalid");
    }
    for (const value of ["clearwell-interiors.example", "Sales@Clearwell-Interiors.example"]) {
      const response = await post("/api/admin/blocked-senders", { value });
      expect(response.status, value).toBe(400);
      expect((await envelopeOf(response)).code).toBe("block_not_allowed");
    }
    const list = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(list.blocked).toEqual([]);
  });

  it("stores an entry in canonical form (+tag, case, Gmail dots and domain), and any spelling removes it", async () => {
    const added = await post("/api/admin/blocked-senders", { value: "J.ane+News@GoogleMail.com" });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ value: "jane@gmail.com", kind: "address" });
    expect((await post("/api/admin/blocked-senders", { value: "ja.ne@gmail.com" })).status).toBe(201);
    expect((await post("/api/admin/blocked-senders", { value: "Eve+promo@Example.org" })).status).toBe(201);
    const list = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(list.blocked.map((entry) => entry.value).sort()).toEqual(["eve@example.org", "jane@gmail.com"]);
    const removed = await callAdmin(
      `/api/admin/blocked-senders/${encodeURIComponent("Jane+x@googlemail.com")}`,
      {
        method: "DELETE",
      },
    );
    expect(removed.status).toBe(204);
    const left = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(left.blocked.map((entry) => entry.value)).toEqual(["eve@example.org"]);
  });

  it("refuses a domain the business's own domain is under (a domain entry blocks its subdomains)", async () => {
    const ownSubdomain = { CONTACT_RECIPIENTS: "ops@mail.acme.example" };
    const add = (value: string) =>
      callAdmin("/api/admin/blocked-senders", { method: "POST", body: { value }, env: ownSubdomain });
    for (const value of ["mail.acme.example", "acme.example", "ops@mail.acme.example"]) {
      const response = await add(value);
      expect(response.status, value).toBe(400);
      expect((await envelopeOf(response)).code).toBe("block_not_allowed");
    }
    // A sibling subdomain, or one address at the parent domain, blocks none of the business's own.
    for (const value of ["news.acme.example", "eve@acme.example"])
      expect((await add(value)).status, value).toBe(201);
  });
});

describe("the admin API's body limit (4 KiB)", () => {
  /** POSTs `body` to `path` as the inbox would, with its length declared or streamed (no Content-Length). */
  async function postRaw(path: string, body: string, streamed: boolean): Promise<Response> {
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 1024)
          controller.enqueue(bytes.slice(offset, offset + 1024));
        controller.close();
      },
    });
    return exports.default.fetch(
      new Request(`${WORKER_ORIGIN}${path}`, {
        method: "POST",
        headers: {
          "Cf-Access-Jwt-Assertion": await accessToken(),
          Origin: WORKER_ORIGIN,
          "Content-Type": "application/json",
        },
        body: streamed ? stream : bytes,
      }),
    );
  }

  it("refuses a body over it with 413 payload_too_large, declared or streamed; nothing changes", async () => {
    const id = await deliveredInquiry();
    const padding = " ".repeat(ADMIN_MAX_BODY_BYTES);
    for (const streamed of [false, true]) {
      for (const [path, body] of [
        ["/api/admin/blocked-senders", `{"value":"eve@spam.example"}${padding}`],
        [`/api/admin/inquiries/${id}/mark-spam`, `{"block":"domain"}${padding}`],
      ] as const) {
        const response = await postRaw(path, body, streamed);
        expect(response.status, path).toBe(413);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(await envelopeOf(response)).toEqual({
          code: "payload_too_large",
          error: "The request body is larger than 4 KiB.",
        });
      }
    }
    const row = await env.DB.prepare("SELECT status FROM inquiries WHERE id = ?").bind(id).first();
    expect(row).toEqual({ status: "sent" });
    const list = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(list.blocked).toEqual([]);
  });

  it("takes the largest entry there is: 254 characters, every one JSON-escaped", async () => {
    const value = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(value).toHaveLength(254);
    const escaped = `{"value":"${[...value].map((char) => `\\u00${char.charCodeAt(0).toString(16)}`).join("")}"}`;
    expect(new TextEncoder().encode(escaped).length).toBeLessThan(ADMIN_MAX_BODY_BYTES);
    const response = await postRaw("/api/admin/blocked-senders", escaped, false);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ value, kind: "address" });
  });
});

describe("migration 0008: the block list and confirmation claims in canonical form", () => {
  it("rewrites legacy entries to their canonical form; a spelling of an existing entry goes", async () => {
    const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] };
    const migration = TEST_MIGRATIONS.find((candidate) => candidate.name.startsWith("0008_"));
    if (!migration) throw new Error("migration 0008 is missing");
    const at = new Date().toISOString();
    const rows: [string, string][] = [
      ["address", "eve+promo@example.com"],
      ["address", "bob@example.com"],
      ["address", "a.b@example.com"],
      ["address", "j.ane@gmail.com"],
      ["address", "ja.ne+x@googlemail.com"],
      ["address", "ann@gmail.com"],
      ["address", "a.nn@gmail.com"],
      ["domain", "googlemail.com"],
      ["domain", "spam.example"],
    ];
    await env.DB.batch([
      ...rows.map(([kind, value]) =>
        env.DB.prepare(
          "INSERT INTO blocked_senders (value, kind, added_at, added_by) VALUES (?, ?, ?, 'local')",
        ).bind(value, kind, at),
      ),
      env.DB.prepare(
        "INSERT INTO confirmation_claims (address, inquiry_id, claimed_at) VALUES ('j.ane@googlemail.com', 'i1', ?), ('ada@example.com', 'i2', ?)",
      ).bind(at, at),
    ]);
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const list = blockedSenderListSchema.parse(await (await callAdmin("/api/admin/blocked-senders")).json());
    expect(list.blocked.map((entry) => `${entry.kind} ${entry.value}`).sort()).toEqual([
      "address a.b@example.com",
      "address ann@gmail.com",
      "address bob@example.com",
      "address eve@example.com",
      "address jane@gmail.com",
      "domain gmail.com",
      "domain spam.example",
    ]);
    const claims = await env.DB.prepare("SELECT address FROM confirmation_claims ORDER BY address").all();
    expect(claims.results).toEqual([{ address: "ada@example.com" }, { address: "jane@gmail.com" }]);
    expect(await isBlockedSender(env.DB, "Eve+other@Example.com")).toBe(true);
  });
});

describe("the spam filter's counts by reason", () => {
  it("counts spam inquiries per reason in the list page", async () => {
    await spamInquiry("First spam message here.");
    await spamInquiry("Second spam message here.");
    const missing = validInquiry({ message: "No honeypot in this one." });
    delete missing.honeypot;
    await postInquiry(missing);
    const page = inquiryPageSchema.parse(await (await callAdmin("/api/admin/inquiries?status=spam")).json());
    expect(page.spamCounts).toEqual({ honeypot: 2, honeypot_missing: 1 });
    expect(page.inquiries.map((inquiry) => inquiry.spamReason).sort()).toEqual([
      "honeypot",
      "honeypot",
      "honeypot_missing",
    ]);
  });
});

describe("a spam inquiry's channels never send later", () => {
  /** A stored inquiry whose email channel waits (`pending`, untouched for 10 minutes). */
  async function waitingInquiry(status: "received" | "spam") {
    const at = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    const row = await seedInquiry({ status, received_at: at, updated_at: at });
    await openDeliveries(env.DB, row.id, ["email"], at);
    return row.id;
  }

  it("Mark as spam ends every waiting channel `skipped` (last error spam), named in its history", async () => {
    const id = await waitingInquiry("received");
    expect((await post(`/api/admin/inquiries/${id}/mark-spam`, {})).status).toBe(200);
    expect(await readDelivery(env.DB, id, "email")).toMatchObject({ status: "skipped", last_error: "spam" });
    await runScheduledStart();
    await settleAllRuns();
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("the 5-minute scheduled start leaves a spam inquiry's waiting channel alone", async () => {
    const id = await waitingInquiry("spam");
    await runScheduledStart();
    await settleAllRuns();
    expect((await standIn.recorded()).emails).toEqual([]);
    expect(await readDelivery(env.DB, id, "email")).toMatchObject({ status: "pending" });
  });

  it("a repeat of a submission marked spam within 24 h is answered and starts nothing", async () => {
    const body = validInquiry({ message: "A repeat after being marked as spam." });
    const first = (await (await postInquiry(body)).json()) as SendEmailAccepted;
    await settleAllRuns();
    // Its email still waiting (e.g. Resend was down) when the operator marks it spam.
    await env.DB.prepare("UPDATE deliveries SET status = 'queued' WHERE inquiry_id = ?").bind(first.id).run();
    expect((await post(`/api/admin/inquiries/${first.id}/mark-spam`, {})).status).toBe(200);
    await standIn.reset();
    const again = await postInquiry(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, status: "sent" });
    expect((await standIn.recorded()).emails).toEqual([]);
    const row = await env.DB.prepare("SELECT status FROM inquiries WHERE id = ?").bind(first.id).first();
    expect(row).toEqual({ status: "spam" });
  });
});

/** Runs the worker's every-5-minutes cron (the scheduled start of unstarted runs). */
async function runScheduledStart(): Promise<void> {
  const handler = worker.scheduled;
  if (!handler) throw new Error("the worker exports no scheduled handler");
  await handler(createScheduledController({ cron: CRON.start, scheduledTime: Date.now() }), env);
}
