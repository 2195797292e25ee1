import { contactEmailConfig, EMAIL_CONFIG_DEFAULTS, type SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { expectAccepted } from "../helpers/accepted.ts";
import { DEFAULT_RECIPIENT, postInquiry, validInquiry, WORKER_ORIGIN } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

beforeEach(() => standIn.reset());

describe("POST /api/send-email, happy path", () => {
  it("answers { id, status: sent } (or 202 queued on a slow run) after exactly one valid request to Resend", async () => {
    const accepted = await expectAccepted(await postInquiry(validInquiry()));
    expect(accepted.id).toMatch(/^inquiry-[0-9a-f]{64}$/);

    const { emails, unexpected } = await standIn.recorded();
    expect(unexpected).toEqual([]);
    expect(emails).toHaveLength(1);
    const sent = await standIn.onlyEmail();
    expect(sent.method).toBe("POST");
    expect(sent.url).toMatch(/\/emails$/);
    expect(sent.schemaErrors).toEqual([]);
    expect(sent.problems).toEqual([]);
    expect(sent.headers.authorization).toBe(`Bearer ${TEST_BINDINGS.RESEND_API_KEY}`);
    expect(sent.headers["idempotency-key"]).toBe(accepted.id);
    expect(sent.body).toMatchObject({
      from: `Clearwell Interiors <${TEST_BINDINGS.MAIL_FROM_ADDRESS}>`,
      to: [DEFAULT_RECIPIENT],
      reply_to: "ada@example.com",
      subject: "New Inquiry: Kitchen remodel",
      tags: [{ name: "form", value: "Website_Contact_Form" }],
    });
  });

  it("renders a branded HTML part and a plain-text part with every field", async () => {
    await postInquiry(validInquiry());
    const sent = await standIn.onlyEmail();
    const { html, text } = sent.body;
    expect(html).toContain(`border-top:8px solid ${contactEmailConfig.config.brandColor}`);
    expect(html).toContain("Website Contact Form</h1>");
    for (const value of ["Ada Lovelace", "ada@example.com", "(503) 555-0100", "Kitchen remodel"]) {
      expect(html).toContain(value);
      expect(text).toContain(value);
    }
    expect(html).toContain("We would like a quote for our kitchen.<br>It is about 20 square metres.");
    expect(text).toContain("We would like a quote for our kitchen.\nIt is about 20 square metres.");
    // The page's footer HTML passes the sanitiser unchanged; the text part has the default footer.
    expect(html).toContain(contactEmailConfig.config.footerHtml);
    expect(html).toContain("<strong>Clearwell Interiors</strong> website. Reply to this email");
    expect(text).toContain(`--\n${EMAIL_CONFIG_DEFAULTS.footerText}\n`);
    expect(text).toContain("This message was sent from the Clearwell Interiors website.");
  });

  it("uses the operator's email options when the config is empty (docs/product.md#request-and-response)", async () => {
    const { config: _config, ...fields } = validInquiry();
    await expectAccepted(await postInquiry({ ...fields, phone: "" }));
    const sent = await standIn.onlyEmail();
    const body = sent.body;
    expect(body.subject).toBe(`${contactEmailConfig.subjectPrefix}Kitchen remodel`);
    expect(body.from).toBe(`Clearwell Interiors <${TEST_BINDINGS.MAIL_FROM_ADDRESS}>`);
    expect(body.tags).toEqual([{ name: "form", value: "Website_Contact_Form" }]);
    expect(body.text).toContain("Phone: Not provided");
    expect(sent.schemaErrors).toEqual([]);
  });

  it("escapes visitor HTML in the HTML part", async () => {
    await postInquiry(
      validInquiry({
        name: '<script>alert("name")</script>',
        subject: "<img src=x onerror=alert(1)>",
        message: "<script>alert('message')</script> & <b>bold</b>",
      }),
    );
    const sent = await standIn.onlyEmail();
    const { html, text } = sent.body;
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>bold");
    expect(html).toContain("&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;");
    expect(html).toContain(
      "&lt;script&gt;alert(&#39;message&#39;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(text).toContain("<script>alert('message')</script>");
  });

  it("sends to an allowed recipient named in the config, case-insensitively, in the allowlist's spelling", async () => {
    await expectAccepted(
      await postInquiry(
        validInquiry({
          config: { ...validInquiry().config, recipient: "sales@clearwell-interiors.EXAMPLE" },
        }),
      ),
    );
    const sent = await standIn.onlyEmail();
    expect(sent.body.to).toEqual(["Sales@Clearwell-Interiors.example"]);
  });

  it("ignores the client's fromEmail and replyToEmail", async () => {
    const config = {
      ...validInquiry().config,
      fromEmail: "ceo@bank.example",
      replyToEmail: "evil@attacker.example",
    };
    await expectAccepted(await postInquiry(validInquiry({ config })));
    const sent = await standIn.onlyEmail();
    const body = sent.body;
    expect(body.from).toBe(`Clearwell Interiors <${TEST_BINDINGS.MAIL_FROM_ADDRESS}>`);
    expect(body.reply_to).toBe("ada@example.com");
  });

  it("accepts same-origin requests and content types with a charset", async () => {
    const response = await postInquiry(validInquiry(), {
      origin: WORKER_ORIGIN,
      contentType: "application/json; charset=utf-8",
    });
    await expectAccepted(response);
  });
});

describe("idempotency key", () => {
  it("is the same for the same submission, sent as Idempotency-Key; the stored inquiry is not sent twice", async () => {
    const first = await expectAccepted(await postInquiry(validInquiry()));
    // The first one is delivered by now: the same submission again is answered from its row.
    const secondResponse = await postInquiry(validInquiry());
    const second = (await secondResponse.json()) as SendEmailAccepted;
    expect(second).toEqual({ id: first.id, status: "sent" });
    expect(secondResponse.status).toBe(200);
    const { emails } = await standIn.recorded();
    expect(emails.map((email) => email.headers["idempotency-key"])).toEqual([first.id]);
  });

  it("is one inquiry, sent once with its key, even when the archive is unavailable to the requests", async () => {
    const first = (await (
      await postInquiry(validInquiry(), { env: { DB: undefined } })
    ).json()) as SendEmailAccepted;
    const second = (await (
      await postInquiry(validInquiry(), { env: { DB: undefined } })
    ).json()) as SendEmailAccepted;
    expect(second.id).toBe(first.id);
    await settleAllRuns();
    const { emails } = await standIn.recorded();
    expect(emails.map((email) => email.headers["idempotency-key"])).toEqual([first.id]);
  });

  it("differs when any part of the submission differs", async () => {
    const base = (await (await postInquiry(validInquiry())).json()) as SendEmailAccepted;
    const variants = [
      validInquiry({ message: "A different message for the team." }),
      validInquiry({ name: "Grace Hopper" }),
      validInquiry({ email: "grace@example.com" }),
      validInquiry({ phone: "" }),
      validInquiry({ subject: "Bathroom" }),
      validInquiry({ config: { ...validInquiry().config, recipient: "sales@clearwell-interiors.example" } }),
    ];
    const ids = new Set([base.id]);
    for (const variant of variants) {
      const accepted = (await (await postInquiry(variant)).json()) as SendEmailAccepted;
      ids.add(accepted.id);
    }
    expect(ids.size).toBe(variants.length + 1);
  });
});

describe("CORS", () => {
  it("answers a preflight from an allowed origin", async () => {
    const response = await postInquiry(undefined, {
      method: "OPTIONS",
      contentType: null,
      headers: { "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      origin: "http://localhost:5173",
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(response.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("content-type");
  });

  it("lets an allowed cross origin read successes and errors", async () => {
    const ok = await postInquiry(validInquiry(), { origin: "http://localhost:5173" });
    expect(ok.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    const invalid = await postInquiry(validInquiry({ name: "" }), { origin: "http://localhost:5173" });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
  });
});
