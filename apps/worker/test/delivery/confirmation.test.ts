import { env } from "cloudflare:workers";
import { confirmationEmailCopy, inquiryReference, type SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { utcDay } from "../../src/core/daily-counts.ts";
import { confirmationState } from "../../src/core/server-settings.ts";
import { composeConfirmationEmail } from "../../src/delivery/confirmation/compose-confirmation.ts";
import { confirmationSender } from "../../src/delivery/confirmation/confirmation-sender.ts";
import { readDelivery } from "../../src/delivery/records/delivery-reads.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { callAdmin } from "../helpers/admin.ts";
import { callWorker, postInquiry, validInquiry } from "../helpers/api.ts";
import { storedRow } from "../helpers/archive.ts";
import { postForm, typedValues } from "../helpers/form-post.ts";
import { captureLogs } from "../helpers/logs.ts";
import { type SentEmail, standIn } from "../helpers/stand-in.ts";
import { disableRetryDelays, settleAllRuns } from "../helpers/workflow-runs.ts";

/**
 * The visitor's confirmation email (docs/product.md#the-confirmation): off by default; on, a clean
 * inquiry gets one through its own channel, never spam, at most one per address per 24 h and
 * `AUTORESPONDER_DAILY_LIMIT` a day, never delaying or repeating the business email, and nothing in
 * it is the visitor's text but their cleaned name.
 */

beforeEach(() => standIn.reset());
const logs = captureLogs();

/** Turnstile's always-pass test secret: the confirmation needs Turnstile configured to be on. */
const PASSING_SECRET = "1x0000000000000000000000000000000AA";
const ON = { AUTORESPONDER: "on", TURNSTILE_SECRET_KEY: PASSING_SECRET };
/** A Turnstile token the always-pass secret accepts. */
const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** A valid inquiry carrying a Turnstile token, as the page sends it while Turnstile is on. */
function humanInquiry(changes: Parameters<typeof validInquiry>[0] = {}) {
  return { ...validInquiry(changes), turnstileToken: TOKEN };
}
const VISITOR = "ada@example.com";

/**
 * Sends a clean inquiry with the autoresponder `on` (or off); asserts it was accepted (200 sent or
 * 202 queued, `expectAccepted`) and waits for its run; answers the body.
 */
async function send(message: string, { on = true, email = VISITOR } = {}): Promise<SendEmailAccepted> {
  return expectAccepted(await postInquiry(humanInquiry({ message, email }), on ? { env: ON } : {}));
}

/**
 * The emails the worker asked the provider to send, one per idempotency key (on a busy machine a
 * send can time out and be retried with the same key, which the provider sends once), split into
 * the visitor's confirmations and the rest.
 */
async function emails() {
  const keys = new Set<string | undefined>();
  const all = ((await standIn.recorded()).emails as SentEmail[]).filter((email) => {
    const key = email.headers["idempotency-key"];
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  const toVisitor = all.filter((email) => email.body.subject === confirmationEmailCopy.subject);
  return { all, toVisitor, toBusiness: all.filter((email) => !toVisitor.includes(email)) };
}

describe("the confirmation email", () => {
  it("on only with Turnstile configured: without TURNSTILE_SECRET_KEY none is sent, none promised, and the log says why", async () => {
    const response = await postInquiry(validInquiry({ message: "No Turnstile on this site yet." }), {
      env: { AUTORESPONDER: "on" },
    });
    const body = await expectAccepted(response);
    expect(body).not.toHaveProperty("confirmation");
    const { all, toVisitor } = await emails();
    expect([all.length, toVisitor.length]).toEqual([1, 0]);
    expect(await readDelivery(env.DB, body.id, "confirmation")).toBeNull();
    expect(logs.events("confirmation_disabled")).toMatchObject([
      { level: "warn", id: body.id, reason: "turnstile_not_configured" },
    ]);
  });

  it("confirmationState: off by AUTORESPONDER, waiting for Turnstile with a real provider, on with the local outbox", () => {
    const base = { ...env, TURNSTILE_SECRET_KEY: "" } as Env;
    expect(confirmationState({ ...base, AUTORESPONDER: "off" })).toEqual({
      on: false,
      reason: "autoresponder_off",
    });
    expect(confirmationState({ ...base, AUTORESPONDER: "on", MAIL_PROVIDER: "resend" })).toEqual({
      on: false,
      reason: "turnstile_not_configured",
    });
    expect(confirmationState({ ...base, AUTORESPONDER: " ON ", MAIL_PROVIDER: "outbox" })).toEqual({
      on: true,
    });
    expect(
      confirmationState({
        ...base,
        AUTORESPONDER: "on",
        MAIL_PROVIDER: "resend",
        TURNSTILE_SECRET_KEY: PASSING_SECRET,
      } as Env),
    ).toEqual({ on: true });
  });

  it("off (the default): one email, to the business, and no word of a confirmation", async () => {
    const body = await send("A quote for our kitchen, please.", { on: false });
    expect(body).not.toHaveProperty("confirmation");
    const { all, toVisitor } = await emails();
    expect(all).toHaveLength(1);
    expect(toVisitor).toEqual([]);
    expect(await readDelivery(env.DB, body.id, "confirmation")).toBeNull();
  });

  it("on: a clean inquiry also gets one confirmation, from the business's sender, replying to the business", async () => {
    const message = "A quote for our kitchen, please. Our budget is secret-budget-42.";
    const body = await send(message);
    expect(body.confirmation).toBe(true);
    const { toVisitor, toBusiness } = await emails();
    expect(toBusiness).toHaveLength(1);
    expect(toVisitor).toHaveLength(1);
    const [confirmation] = toVisitor;
    expect(confirmation?.body).toMatchObject({
      from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
      to: [VISITOR],
      reply_to: "hello@clearwell-interiors.example",
      subject: "We received your message - Clearwell Interiors",
    });
    expect(confirmation?.schemaErrors).toEqual([]);
    expect(confirmation?.headers["idempotency-key"]).toBe(`${body.id}-confirmation`);
    const text = String(confirmation?.body.text);
    expect(text).toContain("Hello Ada Lovelace,");
    expect(text).toContain(`Your reference: ${inquiryReference(body.id)}`);
    expect(text).toContain("1420 NW Lovejoy Street, Suite 300, Portland, OR 97209");
    expect(text).toContain("(503) 555-0142");
    // Nothing the visitor typed besides the name is echoed.
    for (const typed of ["secret-budget-42", "Kitchen remodel", "(503) 555-0100"]) {
      expect(JSON.stringify(confirmation?.body)).not.toContain(typed);
    }
    expect(await readDelivery(env.DB, body.id, "confirmation")).toMatchObject({
      status: "sent",
      attempts: 1,
    });
  });

  it("on, for a plain form post too, and the thank-you page says a confirmation is on its way", async () => {
    const response = await postForm(
      {
        ...typedValues({ message: "Sent without JavaScript, please call." }),
        "cf-turnstile-response": TOKEN,
      },
      "urlencoded",
      {
        env: ON,
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/thank-you?confirmation=1");
    await settleAllRuns();
    expect((await emails()).toVisitor).toHaveLength(1);
    const ASSETS = {
      fetch: async () =>
        new Response('<html><body><h1>Message sent!</h1><p data-confirmation-notice=""></p></body></html>', {
          headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"v1"' },
        }),
    };
    const on = await callWorker("/contact/thank-you?confirmation=1", { method: "GET" }, { ASSETS, ...ON });
    expect(await on.text()).toContain(
      '<p data-confirmation-notice="">A confirmation email is on its way to you.</p>',
    );
    expect(on.headers.get("ETag")).toBeNull();
    // Without the redirect's query (a spam post's thank-you page, a direct visit) nothing is promised.
    const unasked = await callWorker("/contact/thank-you", { method: "GET" }, { ASSETS, ...ON });
    expect(await unasked.text()).toContain('<p data-confirmation-notice=""></p>');
    const off = await callWorker("/contact/thank-you?confirmation=1", { method: "GET" }, { ASSETS });
    expect(await off.text()).toContain('<p data-confirmation-notice=""></p>');
  });

  it("never for spam, and never promised to it: the decoy is a plain success, the form post's thank-you page says nothing of one", async () => {
    const response = await postInquiry({ ...humanInquiry(), honeypot: "bot" }, { env: ON });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "sent" });
    expect(body).not.toHaveProperty("confirmation");
    const posted = await postForm(
      {
        ...typedValues({ message: "Posted by a bot that fills every field." }),
        honeypot: "bot",
        "cf-turnstile-response": TOKEN,
      },
      "urlencoded",
      { env: ON },
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/contact/thank-you");
    await settleAllRuns();
    expect((await emails()).all).toEqual([]);
  });

  it("at most one per visitor address per 24 h: the next is skipped and recorded, the business email still goes", async () => {
    await send("First inquiry about a kitchen.");
    const second = await send("Second inquiry about a bathroom.");
    const { toVisitor, toBusiness } = await emails();
    expect(toBusiness).toHaveLength(2);
    expect(toVisitor).toHaveLength(1);
    expect(await readDelivery(env.DB, second.id, "confirmation")).toMatchObject({
      status: "skipped",
      last_error: "address_limit",
      attempts: 0,
    });
    // Another visitor still gets theirs.
    await send("A third inquiry, from someone else.", { email: "grace@example.com" });
    expect((await emails()).toVisitor.map((email) => email.body.to)).toEqual([
      [VISITOR],
      ["grace@example.com"],
    ]);
  });

  it("one per address however it is spelled (+tag, case, full-width domain), and parallel posts get one", async () => {
    const spellings = ["ada+one@example.com", "ADA@ｅｘａｍｐｌｅ.com", "Ada+two@Example.com"];
    const answers = await Promise.all(
      spellings.map((email, index) =>
        postInquiry(humanInquiry({ message: `Parallel inquiry number ${index + 1}.`, email }), { env: ON }),
      ),
    );
    // Each is 200 sent or 202 queued (its email step still running on a busy machine); every run is
    // then awaited, so all three confirmations were decided.
    for (const answer of answers) await expectAccepted(answer);
    const { toVisitor, toBusiness } = await emails();
    expect([toBusiness.length, toVisitor.length]).toEqual([3, 1]);
  });

  it("one per Gmail mailbox however it is spelled (dots, googlemail.com), sent to the address as typed", async () => {
    for (const [index, email] of ["j.ane@gmail.com", "ja.ne@gmail.com", "Jane+x@googlemail.com"].entries())
      await send(`Gmail inquiry number ${index + 1}.`, { email });
    const { toVisitor, toBusiness } = await emails();
    expect([toBusiness.length, toVisitor.length]).toEqual([3, 1]);
    expect(toVisitor[0]?.body.to).toEqual(["j.ane@gmail.com"]);
    // At another provider dots may make another mailbox: j.ane@example.com is not jane@example.com.
    await send("A dotted address elsewhere.", { email: "j.ane@example.com" });
    await send("The undotted one.", { email: "jane@example.com" });
    expect((await emails()).toVisitor).toHaveLength(3);
  });

  it("a confirmation still pending (Resend failing) holds the address too", async () => {
    await disableRetryDelays();
    await standIn.setMode({ match: confirmationEmailCopy.subject, status: 503, name: "application_error" });
    const first = await postInquiry(humanInquiry({ message: "The first confirmation keeps failing." }), {
      env: ON,
    });
    const firstId = ((await first.json()) as SendEmailAccepted).id;
    await standIn.reset();
    const second = await send("The second arrives while the first is pending.");
    expect(await readDelivery(env.DB, second.id, "confirmation")).toMatchObject({
      status: "skipped",
      last_error: "address_limit",
    });
    expect(firstId).not.toBe(second.id);
  });

  it("at most AUTORESPONDER_DAILY_LIMIT a day (50): past it, skipped and recorded, never an error to the visitor", async () => {
    await env.DB.prepare("INSERT INTO daily_counts (day, name, count) VALUES (?, 'confirmation', 50)")
      .bind(utcDay(Date.now()))
      .run();
    const body = await send("Over the daily limit of confirmations.");
    expect(["sent", "queued"]).toContain(body.status);
    expect((await emails()).toVisitor).toEqual([]);
    expect(await readDelivery(env.DB, body.id, "confirmation")).toMatchObject({
      status: "skipped",
      last_error: "daily_limit",
    });
  });

  it("a confirmation whose record cannot be opened is not promised: the business email still goes, none to the visitor", async () => {
    // The archive, but a batch that writes a `confirmation` record fails.
    const failing = new WeakSet<D1PreparedStatement>();
    const db = new Proxy(env.DB, {
      get(target, key) {
        if (key === "prepare")
          return (sql: string) => {
            const statement = target.prepare(sql);
            return new Proxy(statement, {
              get(inner, name) {
                if (name !== "bind")
                  return Reflect.get(inner, name).bind?.(inner) ?? Reflect.get(inner, name);
                return (...values: unknown[]) => {
                  const bound = inner.bind(...values);
                  if (/INSERT INTO deliveries/.test(sql) && values.includes("confirmation"))
                    failing.add(bound);
                  return bound;
                };
              },
            });
          };
        if (key === "batch")
          return (statements: D1PreparedStatement[]) =>
            statements.some((statement) => failing.has(statement))
              ? Promise.reject(new Error("D1_ERROR: batch failed (stand-in)"))
              : target.batch(statements);
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const body = await expectAccepted(
      await postInquiry(humanInquiry({ message: "The confirmation record fails." }), {
        env: { ...ON, DB: db },
      }),
    );
    expect(body).not.toHaveProperty("confirmation");
    expect(logs.events("archive_unavailable")).toContainEqual(
      expect.objectContaining({ during: "open confirmation", id: body.id }),
    );
    await settleAllRuns();
    const { toBusiness, toVisitor } = await emails();
    expect([toBusiness.length, toVisitor.length]).toEqual([1, 0]);
  });

  it("a retry past Resend's 24 h key window after a try is dead, never sent again under the same key", async () => {
    const body = await send("Confirmation retried a day later.");
    await settleAllRuns();
    const delivery = await readDelivery(env.DB, body.id, "confirmation");
    const inquiry = await storedRow(body.id);
    if (!delivery) throw new Error("no confirmation record");
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    const context = { env: { ...env, ...ON } as Env, db: env.DB, inquiry, channel: "confirmation" };
    expect(
      await confirmationSender({ ...context, delivery: { ...delivery, attempts: 1, created_at: dayAgo } }),
    ).toMatchObject({ kind: "dead", reason: "idempotency_window_passed" });
    // Within the window, or never tried, it is prepared as usual.
    expect(
      (await confirmationSender({ ...context, delivery: { ...delivery, attempts: 0, created_at: dayAgo } }))
        .kind,
    ).not.toBe("dead");
  });

  it("its failure never delays or repeats the business email, and raises no alert", async () => {
    await disableRetryDelays();
    await standIn.setMode({ match: confirmationEmailCopy.subject, status: 503, name: "application_error" });
    const response = await postInquiry(humanInquiry({ message: "The confirmation fails here." }), {
      env: ON,
    });
    const { id } = await expectAccepted(response);
    const { toBusiness } = await emails();
    expect(toBusiness).toHaveLength(1);
    expect(await readDelivery(env.DB, id, "confirmation")).toMatchObject({ status: "dead" });
    expect(await readDelivery(env.DB, id, "email")).toMatchObject({ status: "sent", attempts: 1 });
    const alerts = await env.DB.prepare("SELECT COUNT(*) AS count FROM alerts").first<{ count: number }>();
    expect(alerts?.count).toBe(0);
    const banner = (await (await callAdmin("/api/admin/channels")).json()) as {
      channels: { channel: string }[];
    };
    expect(banner.channels.map((health) => health.channel)).not.toContain("confirmation");
  });

  it("Not spam on a caught inquiry sends its confirmation too, once", async () => {
    const caught = (await (
      await postInquiry({ ...humanInquiry(), honeypot: "x" }, { env: ON })
    ).json()) as SendEmailAccepted;
    const corrected = await callAdmin(`/api/admin/inquiries/${caught.id}/not-spam`, {
      method: "POST",
      env: ON,
    });
    expect(corrected.status).toBe(200);
    await settleAllRuns();
    const { toVisitor, toBusiness } = await emails();
    expect([toVisitor.length, toBusiness.length]).toEqual([1, 1]);
  });
});

describe("composeConfirmationEmail: the visitor's name cannot carry anything else", () => {
  const compose = (name: string) =>
    composeConfirmationEmail(
      { inquiryId: `inquiry-${"ab".repeat(32)}`, name, email: VISITOR },
      "inquiries@example.com",
    );

  it("never uses a name with markup, digits or symbols: the greeting is Hello, and no markup of theirs is in it", () => {
    for (const name of [
      "<b>Ada</b> & <script>alert(1)</script>",
      "Your refund is held - call +1 900 555 0100 today",
    ]) {
      const email = compose(name);
      expect(email.text.startsWith("Hello,\n"), name).toBe(true);
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain("900 555");
    }
    expect(compose("Mary-Jane O'Neil").html).toContain("Hello Mary-Jane O&#39;Neil,");
  });

  it("never lets a name reach the subject or a header, and folds CR/LF and controls into spaces", () => {
    const email = compose("Ada\r\nBcc: victim@example.com");
    // The name holds an address, so it is not used at all.
    expect(email.text.startsWith("Hello,\n")).toBe(true);
    const folded = compose("Ada\r\nLovelace\t\u0007");
    expect(folded.text.startsWith("Hello Ada Lovelace,\n")).toBe(true);
    for (const value of [folded.subject, folded.from, folded.to, folded.replyTo])
      expect(value).not.toMatch(/[\r\n]/);
    expect(folded.subject).toBe(confirmationEmailCopy.subject);
  });

  it("drops a name that is or holds a link, an address or a mention-like handle", () => {
    for (const name of [
      "https://evil.example/login",
      "www.evil.example",
      "evil.example",
      "@everyone",
      "Visit bit.ly now",
      "see пример.рф for your prize",
    ]) {
      expect(compose(name).text.startsWith("Hello,\n"), name).toBe(true);
    }
  });

  it("removes bidi overrides and zero-width characters, and does not use a name over 60 characters", () => {
    expect(compose("\u202Eeci\u200Blo\u200DA\u2066").text.startsWith("Hello eciloA,\n")).toBe(true);
    expect(compose("A".repeat(60)).text.split("\n")[0]).toBe(`Hello ${"A".repeat(60)},`);
    expect(compose("A".repeat(61)).text.split("\n")[0]).toBe("Hello,");
  });

  it("greets a name in any script as it is", () => {
    expect(compose("ليلى حداد").text.startsWith("Hello ليلى حداد,\n")).toBe(true);
    expect(compose("王小明").text.startsWith("Hello 王小明,\n")).toBe(true);
  });
});
