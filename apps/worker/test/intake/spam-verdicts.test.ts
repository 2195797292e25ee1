import { env, exports } from "cloudflare:workers";
import { blockEntryOf, type SendEmailRequest, type SpamReason } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import type { InquiryRow } from "../../src/core/inquiry-row.ts";
import { addBlockedSender } from "../../src/intake/spam/block-list.ts";
import { checkFormToken, issueFormToken } from "../../src/intake/spam/form-token.ts";
import { countLinks } from "../../src/intake/spam/spam-judgement.ts";
import { expectAccepted as expectCleanAnswer } from "../helpers/accepted.ts";
import {
  AGED_FORM_TOKEN,
  callWorker,
  postInquiry,
  typedValues,
  validInquiry,
  WORKER_ORIGIN,
} from "../helpers/api.ts";
import { fakeAssets, postForm } from "../helpers/form-post.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/**
 * The spam rules (docs/product.md#abuse-defences) on both kinds of request - the page's JSON and a
 * plain HTML form post - and their false-positive guards: every verdict is stored with its
 * reason, answered like a success, never emailed; every real inquiry is delivered.
 */

const logs = captureLogs();
beforeEach(() => standIn.reset());

const SECRET = TEST_BINDINGS.FORM_TOKEN_SECRET;
const HOUR_MS = 60 * 60 * 1000;

/** A form token issued `ageMs` ago with the tests' secret. */
function tokenAged(ageMs: number): Promise<string> {
  return issueFormToken(SECRET, Date.now() - ageMs);
}

/** The base64url alphabet, in value order. */
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * The four spellings of form token `token` that decode to the same bytes: its 32-byte signature is
 * 43 base64url characters, whose last carries 4 bits and 2 spare ones, set here each way.
 */
function signatureSpellings(token: string): string[] {
  const last = BASE64URL.indexOf(token.slice(-1));
  return [0, 1, 2, 3].map((spare) => `${token.slice(0, -1)}${BASE64URL[(last & ~3) | spare]}`);
}

/** Every stored inquiry, newest first. */
async function storedRows(): Promise<InquiryRow[]> {
  return (await env.DB.prepare("SELECT * FROM inquiries ORDER BY received_at DESC").all<InquiryRow>())
    .results;
}

/** Message text with `count` URLs in it. */
function messageWithLinks(count: number): string {
  const links = Array.from({ length: count }, (_, index) => `https://example.com/page-${index}`);
  return `Please look at these examples of what we like: ${links.join(" and ")} - thank you.`;
}

type Kind = "json" | "form";

/**
 * Sends one submission the way `kind` does: the page's JSON request (built by the contract's
 * builder from `values` and `guards`), or the served page's plain form post of the same values
 * and hidden fields. A guard left `undefined` is left out of the request.
 */
async function submit(
  kind: Kind,
  values: Parameters<typeof typedValues>[0] = {},
  guards: { honeypot?: string; formToken?: string } = { honeypot: "", formToken: AGED_FORM_TOKEN },
  { turnstile = false } = {},
): Promise<Response> {
  const typed = typedValues(values);
  // With `turnstile`, Turnstile is on (its always-pass test secret) and the request carries a token.
  const env = turnstile ? { TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" } : {};
  const turnstileToken = "XXXX.DUMMY.TOKEN.XXXX";
  if (kind === "json") {
    const request: SendEmailRequest = { ...validInquiry(), ...typed };
    delete request.honeypot;
    delete request.formToken;
    request.config = { ...request.config, subject: `New Inquiry: ${typed.subject.trim()}` };
    if (guards.honeypot !== undefined) request.honeypot = guards.honeypot;
    if (guards.formToken !== undefined) request.formToken = guards.formToken;
    if (turnstile) request.turnstileToken = turnstileToken;
    return postInquiry(request, { env });
  }
  const entries: Record<string, string> = { ...typed };
  if (guards.honeypot !== undefined) entries.honeypot = guards.honeypot;
  if (guards.formToken !== undefined) entries.formToken = guards.formToken;
  if (turnstile) entries["cf-turnstile-response"] = turnstileToken;
  return postForm(entries, "urlencoded", { withPageFields: false, env });
}

/** Asserts the answer of an accepted submission of `kind`: 200 sent (JSON) or 303 to the thank-you page. */
function expectAccepted(kind: Kind, response: Response): void {
  if (kind === "json") expect(response.status).toBe(200);
  else {
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/thank-you");
  }
}

/**
 * Asserts the answer of a clean submission of `kind`: JSON `200 sent` or `202 queued` (its email
 * step may still run when the answer is due; `expectCleanAnswer` then waits for the delivery), a
 * form post 303 to the thank-you page.
 */
async function expectReceived(kind: Kind, response: Response): Promise<void> {
  if (kind === "json") await expectCleanAnswer(response);
  else expectAccepted(kind, response);
}

/** Puts what the operator typed on the block list, as the admin API stores it (`blockEntryOf`). */
async function block(text: string): Promise<void> {
  const entry = blockEntryOf(text);
  if (!entry) throw new Error(`not a block-list entry: ${text}`);
  await addBlockedSender(env.DB, entry, "local", new Date().toISOString());
}

/** Asserts the newest stored inquiry is spam for `reason`, with no email composed and no channel. */
async function expectSpam(reason: SpamReason): Promise<void> {
  const [row, ...others] = await storedRows();
  expect(others).toEqual([]);
  expect(row).toMatchObject({ status: "spam", spam_reason: reason, email_json: "", name: "Ada Lovelace" });
  const deliveries = await env.DB.prepare("SELECT COUNT(*) AS count FROM deliveries").first<{
    count: number;
  }>();
  expect(deliveries?.count).toBe(0);
  await settleAllRuns();
  expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  expect(logs.events("spam_caught")).toEqual([{ level: "warn", event: "spam_caught", reason }]);
}

/** Asserts the inquiry was delivered: stored clean and emailed once. */
async function expectDelivered(): Promise<void> {
  await settleAllRuns();
  const [row] = await storedRows();
  expect(row).toMatchObject({ spam_reason: null });
  expect(row?.status).not.toBe("spam");
  expect((await standIn.recorded()).emails).toHaveLength(1);
  expect(logs.events("spam_caught")).toEqual([]);
}

for (const kind of ["json", "form"] as const) {
  describe(`each rule's verdict on a ${kind === "json" ? "JSON request" : "plain form post"}`, () => {
    it("honeypot: a filled honeypot", async () => {
      expectAccepted(
        kind,
        await submit(kind, {}, { honeypot: "https://spam.example", formToken: AGED_FORM_TOKEN }),
      );
      await expectSpam("honeypot");
    });

    it("honeypot_missing: no honeypot field at all", async () => {
      expectAccepted(kind, await submit(kind, {}, { formToken: AGED_FORM_TOKEN }));
      await expectSpam("honeypot_missing");
    });

    it("token_invalid: no form token", async () => {
      expectAccepted(kind, await submit(kind, {}, { honeypot: "" }));
      await expectSpam("token_invalid");
    });

    it("token_invalid: a forged token (signed with another secret) is spam, never a 5xx", async () => {
      const forged = await issueFormToken("not-the-secret", Date.now() - HOUR_MS);
      expectAccepted(kind, await submit(kind, {}, { honeypot: "", formToken: forged }));
      await expectSpam("token_invalid");
    });

    it("token_invalid: a malformed token", async () => {
      expectAccepted(kind, await submit(kind, {}, { honeypot: "", formToken: "v1.%%%.<script>" }));
      await expectSpam("token_invalid");
    });

    it("token_invalid: a token older than 24 h with no other sign of a person (no Turnstile)", async () => {
      expectAccepted(
        kind,
        await submit(kind, {}, { honeypot: "", formToken: await tokenAged(25 * HOUR_MS) }),
      );
      await expectSpam("token_invalid");
    });

    it("token_invalid: one token used more than 5 times (the 6th use)", async () => {
      const formToken = await tokenAged(HOUR_MS);
      await env.DB.prepare("INSERT INTO form_token_uses (token, uses, first_used_at) VALUES (?, 5, ?)")
        .bind(formToken, new Date().toISOString())
        .run();
      expectAccepted(kind, await submit(kind, {}, { honeypot: "", formToken }));
      await expectSpam("token_invalid");
    });

    it("too_fast: sent less than 3 s after the form was rendered", async () => {
      expectAccepted(kind, await submit(kind, {}, { honeypot: "", formToken: await tokenAged(1_000) }));
      await expectSpam("too_fast");
    });

    it("links: more than 3 URLs in the message", async () => {
      expectAccepted(kind, await submit(kind, { message: messageWithLinks(4) }));
      await expectSpam("links");
    });

    it("blocked_sender: the sender's domain is on the block list", async () => {
      await addBlockedSender(
        env.DB,
        { kind: "domain", value: "example.com" },
        "local",
        new Date().toISOString(),
      );
      expectAccepted(kind, await submit(kind, { email: "Ada@Example.com" }));
      await expectSpam("blocked_sender");
    });

    for (const spelling of ["x@ｓｐａｍ.com", "x@ſpam.com", "x@SPAM.com"]) {
      it(`blocked_sender: ${spelling} is caught by a block on spam.com (compared in canonical form)`, async () => {
        await addBlockedSender(
          env.DB,
          blockEntryOf("spam.com") ?? { kind: "domain", value: "" },
          "local",
          new Date().toISOString(),
        );
        expectAccepted(kind, await submit(kind, { email: spelling }));
        await expectSpam("blocked_sender");
      });
    }

    it("blocked_sender: a domain entry blocks its subdomains (spam.com blocks x@mail.spam.com)", async () => {
      await block("spam.com");
      expectAccepted(kind, await submit(kind, { email: "x@Mail.Spam.com" }));
      await expectSpam("blocked_sender");
    });

    for (const [entry, spelling] of [
      ["eve@example.com", "Eve+promo@EXAMPLE.com"],
      ["jane@gmail.com", "J.ane+news@GoogleMail.com"],
      ["J.ane@googlemail.com", "ja.ne@gmail.com"],
    ] as const) {
      it(`blocked_sender: an address entry ${entry} blocks its spelling ${spelling} (+tag, case, Gmail dots)`, async () => {
        await block(entry);
        expectAccepted(kind, await submit(kind, { email: spelling }));
        await expectSpam("blocked_sender");
      });
    }
  });

  describe(`false-positive guards on a ${kind === "json" ? "JSON request" : "plain form post"}: delivered`, () => {
    it("a real inquiry in Arabic", async () => {
      await expectReceived(
        kind,
        await submit(kind, {
          name: "ليلى حداد",
          subject: "تصميم غرفة المعيشة",
          message: "مرحبا، نرغب في إعادة تصميم غرفة المعيشة وتحسين جودة الهواء في منزلنا. شكرا لكم.",
        }),
      );
      await expectDelivered();
    });

    it("a real inquiry in Chinese", async () => {
      await expectReceived(
        kind,
        await submit(kind, {
          name: "王小明",
          subject: "厨房改造",
          message: "您好，我们想改造厨房，并检测室内甲醛。谢谢！",
        }),
      );
      await expectDelivered();
    });

    for (const count of [1, 2, 3]) {
      it(`a message with ${count} link${count === 1 ? "" : "s"}`, async () => {
        await expectReceived(kind, await submit(kind, { message: messageWithLinks(count) }));
        await expectDelivered();
      });
    }

    it("from a tab left open for two days on a site with Turnstile (an expired token is not spam)", async () => {
      const guards = { honeypot: "", formToken: await tokenAged(48 * HOUR_MS) };
      await expectReceived(kind, await submit(kind, {}, guards, { turnstile: true }));
      await expectDelivered();
    });

    it("from a slow phone or a tab open 23 hours (a token up to 24 h old is fine)", async () => {
      await expectReceived(
        kind,
        await submit(kind, {}, { honeypot: "", formToken: await tokenAged(23 * HOUR_MS) }),
      );
      await expectDelivered();
    });

    it("a blocked address does not block its neighbours at the same domain", async () => {
      await addBlockedSender(
        env.DB,
        { kind: "address", value: "eve@example.com" },
        "local",
        new Date().toISOString(),
      );
      await expectReceived(kind, await submit(kind, { email: "ada@example.com" }));
      await expectDelivered();
    });

    it("a blocked domain does not block a domain that only ends like it (spam.com, not notspam.com)", async () => {
      await block("spam.com");
      await expectReceived(kind, await submit(kind, { email: "x@notspam.com" }));
      await expectDelivered();
    });

    it("a blocked address at another provider keeps its dots (j.ane@example.com is not jane@example.com)", async () => {
      await block("j.ane@example.com");
      await expectReceived(kind, await submit(kind, { email: "jane@example.com" }));
      await expectDelivered();
    });
  });
}

describe("a visitor whose JavaScript is off", () => {
  it("posts the served page's form (its honeypot and token) and the inquiry is delivered", async () => {
    expect((await postForm(typedValues(), "multipart")).status).toBe(303);
    await expectDelivered();
  });
});

describe("the spam daily limit (SPAM_DAILY_LIMIT)", () => {
  it("stores spam up to the limit; past it, spam is counted and logged, not stored, and still gets the decoy", async () => {
    const env2 = { SPAM_DAILY_LIMIT: "2" };
    for (let index = 0; index < 3; index += 1) {
      const response = await postInquiry(
        { ...validInquiry({ message: `Spam number ${index} here.` }), honeypot: "bot" },
        { env: env2 },
      );
      expect(response.status).toBe(200);
    }
    expect((await storedRows()).map((row) => row.status)).toEqual(["spam", "spam"]);
    expect(logs.events("spam_over_limit")).toEqual([
      { level: "warn", event: "spam_over_limit", reason: "honeypot", count: 3, limit: 2 },
    ]);
    const counted = await env.DB.prepare("SELECT count FROM daily_counts WHERE name = 'spam'").first<{
      count: number;
    }>();
    expect(counted?.count).toBe(3);
  });
});

describe("without FORM_TOKEN_SECRET the token rules are off", () => {
  it("an inquiry without a token is delivered; the missing secret is logged with a hint", async () => {
    const request = validInquiry();
    delete request.formToken;
    await expectCleanAnswer(await postInquiry(request, { env: { FORM_TOKEN_SECRET: undefined } }));
    await expectDelivered();
    expect(logs.events("form_token_not_configured")).toEqual([
      {
        level: "warn",
        event: "form_token_not_configured",
        hint: expect.stringContaining("FORM_TOKEN_SECRET"),
      },
    ]);
  });
});

describe("the form token", () => {
  it("checks its signature, its age and its shape", async () => {
    const now = Date.now();
    const token = await issueFormToken(SECRET, now - 10_000);
    expect(token).toMatch(/^v1\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(await checkFormToken(SECRET, token, now)).toEqual({ kind: "valid", ageMs: 10_000 });
    expect(await checkFormToken(SECRET, await issueFormToken(SECRET, now - 25 * HOUR_MS), now)).toEqual({
      kind: "expired",
    });
    expect(await checkFormToken("other", token, now)).toEqual({ kind: "invalid" });
    const [version, issued, signature] = token.split(".");
    const tampered = `${version}.${(Number.parseInt(issued ?? "", 36) - 60_000).toString(36)}.${signature}`;
    expect(await checkFormToken(SECRET, tampered, now)).toEqual({ kind: "invalid" });
    expect(await checkFormToken(SECRET, await issueFormToken(SECRET, now + 5 * 60_000), now)).toEqual({
      kind: "invalid",
    });
    for (const malformed of [undefined, "", "v1", "v1..", "v2.abc.def", `${token}.extra`, "v1.zz.!!!"]) {
      expect(await checkFormToken(SECRET, malformed, now)).toEqual({ kind: "invalid" });
    }
  });

  it("is counted by its bytes, not its spelling: its four spellings together get at most 5 uses", async () => {
    const token = await tokenAged(HOUR_MS);
    const spellings = signatureSpellings(token);
    expect(new Set(spellings).size).toBe(4);
    expect(spellings).toContain(token);
    // The other three decode to the same signature bytes, yet are not the token the worker issued.
    for (const spelling of spellings.filter((other) => other !== token))
      expect(await checkFormToken(SECRET, spelling, Date.now()), spelling).toEqual({ kind: "invalid" });
    for (const [index, formToken] of [...spellings, ...spellings].entries()) {
      const response = await postInquiry(
        validInquiry({ message: `Inquiry number ${index} about our kitchen.`, formToken }),
      );
      expect([200, 202]).toContain(response.status);
    }
    await settleAllRuns();
    const rows = await storedRows();
    expect(rows).toHaveLength(8);
    const clean = rows.filter((row) => row.spam_reason === null);
    expect(clean.length).toBeLessThanOrEqual(5);
    expect(rows.filter((row) => row.spam_reason !== null).map((row) => row.spam_reason)).toEqual(
      Array(rows.length - clean.length).fill("token_invalid"),
    );
  });

  it("GET /api/form-token issues a valid token, never cached", async () => {
    const response = await exports.default.fetch(`${WORKER_ORIGIN}/api/form-token`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { formToken } = (await response.json()) as { formToken: string };
    expect((await checkFormToken(SECRET, formToken, Date.now())).kind).toBe("valid");
  });

  it("GET /contact carries a fresh token in its form, with the asset's headers and no validators", async () => {
    const page = await callWorker("/contact", { method: "GET" }, { ASSETS: fakeAssets().ASSETS });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    expect(page.headers.get("ETag")).toBeNull();
    const html = await page.text();
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect((await checkFormToken(SECRET, token, Date.now())).kind).toBe("valid");
    expect(html).toContain("<h1>Contact us</h1>");
  });

  it("a refused form post's page carries the posted token when still valid, else a fresh one", async () => {
    const posted = await tokenAged(20_000);
    const kept = await (
      await postForm({ ...typedValues({ name: "" }), formToken: posted }, "urlencoded")
    ).text();
    expect(/name="formToken" value="([^"]+)"/.exec(kept)?.[1]).toBe(posted);
    const fresh = await (
      await postForm({ ...typedValues({ name: "" }), formToken: "forged" }, "urlencoded")
    ).text();
    const token = /name="formToken" value="([^"]+)"/.exec(fresh)?.[1];
    expect(token).not.toBe("forged");
    expect((await checkFormToken(SECRET, token, Date.now())).kind).toBe("valid");
  });
});

describe("countLinks", () => {
  it("counts http, https and www. addresses, not bare words or e-mail addresses", () => {
    expect(countLinks("see https://a.example/x, http://b.example and www.c.example")).toBe(3);
    expect(countLinks("mail me at ada@example.com about example.com")).toBe(0);
  });
});
