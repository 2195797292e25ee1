import { contactEmailConfig } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { envelopeOf, postInquiry, validInquiry } from "./helpers/api.ts";
import { standIn } from "./helpers/stand-in.ts";

beforeEach(() => standIn.reset());

async function expectNothingSent() {
  expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
}

const config = validInquiry().config;

describe("origin policy", () => {
  for (const [label, origin] of [
    ["missing", null],
    ["foreign", "https://attacker.example"],
    ["null", "null"],
    ["look-alike", "https://clearwell-interiors.example.attacker.example"],
    ["other scheme", "http://clearwell-interiors.example"],
  ] as const) {
    it(`refuses a ${label} Origin with 403 origin_not_allowed and sends nothing`, async () => {
      const response = await postInquiry(validInquiry(), { origin });
      expect(response.status).toBe(403);
      expect(await envelopeOf(response)).toEqual({
        code: "origin_not_allowed",
        error: "Requests from this origin are not allowed.",
      });
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
      await expectNothingSent();
    });
  }

  it("refuses a preflight from a foreign origin without CORS headers", async () => {
    const response = await postInquiry(undefined, {
      method: "OPTIONS",
      contentType: null,
      origin: "https://attacker.example",
      headers: { "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(response.headers.get("Access-Control-Allow-Methods")).toBeNull();
  });
});

describe("recipient policy", () => {
  it("refuses a recipient outside CONTACT_RECIPIENTS with 403 recipient_not_allowed", async () => {
    const response = await postInquiry(
      validInquiry({ config: { ...config, recipient: "someone@gmail.example" } }),
    );
    expect(response.status).toBe(403);
    expect(await envelopeOf(response)).toEqual({
      code: "recipient_not_allowed",
      error: "This recipient is not allowed on this server.",
    });
    await expectNothingSent();
  });

  it("refuses everything when the allowlist is empty", async () => {
    const response = await postInquiry(validInquiry(), { env: { CONTACT_RECIPIENTS: " , " } });
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).code).toBe("recipient_not_allowed");
    await expectNothingSent();
  });
});

describe("API key name policy", () => {
  it("refuses a key name outside ALLOWED_API_KEY_NAMES with 403 api_key_name_not_allowed", async () => {
    for (const apiKeyEnvName of ["CLOUDFLARE_API_TOKEN", "MAIL_FROM_ADDRESS", "RESEND_API_KEY_2"]) {
      const response = await postInquiry(validInquiry({ config: { ...config, apiKeyEnvName } }));
      expect(response.status).toBe(403);
      expect(await envelopeOf(response)).toEqual({
        code: "api_key_name_not_allowed",
        error: "This API key setting is not allowed on this server.",
      });
    }
    await expectNothingSent();
  });

  it("refuses a key name that is not a setting name at all (contract rule)", async () => {
    const response = await postInquiry(
      validInquiry({ config: { ...config, apiKeyEnvName: "resend api key" } }),
    );
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields?.["config.apiKeyEnvName"]).toBe(
      "must be the name of a server setting, such as RESEND_API_KEY",
    );
    await expectNothingSent();
  });

  it("reads the key from the allowed setting the request names", async () => {
    // OTHER_ALLOWED_KEY is a test binding (test/test-bindings.ts): the delivery run reads it too.
    const response = await postInquiry(
      validInquiry({ config: { ...config, apiKeyEnvName: "OTHER_ALLOWED_KEY" } }),
    );
    expect(response.status).toBe(200);
    const sent = await standIn.onlyEmail();
    expect(sent.headers.authorization).toBe("Bearer re_other_key");
  });
});

describe("footer HTML is sanitised", () => {
  it("drops scripts, event handlers, styles and unsafe links but keeps the allowed markup", async () => {
    const footerHtml = [
      '<p onclick="alert(1)">Visit <a href="https://clearwell-interiors.example/x?a=1&amp;b=2" onmouseover="x()">us</a></p>',
      "<script>alert('footer')</script><style>body{display:none}</style>",
      '<img src=x onerror="alert(2)"><b style="color:red">bold</b><em>em</em><i>i</i><br>',
      '<a href="javascript:alert(3)">js</a><a href="&#106;avascript:alert(4)">entity</a>',
      '<a href="mailto:hello@clearwell-interiors.example">mail</a><iframe src="https://x.example"></iframe>',
      "<div>kept text</div>",
    ].join("");
    const response = await postInquiry(validInquiry({ config: { ...config, footerHtml } }));
    expect(response.status).toBe(200);
    const sent = await standIn.onlyEmail();
    const { html } = sent.body;
    const footer = html.slice(html.lastIndexOf("<td"));
    for (const banned of [
      "<script",
      "alert(",
      "onclick",
      "onmouseover",
      "onerror",
      "<img",
      "<style",
      "<iframe",
      "javascript:",
      "<div",
      'style="color',
    ]) {
      expect(footer).not.toContain(banned);
    }
    expect(footer).toContain('<a href="https://clearwell-interiors.example/x?a=1&amp;b=2">us</a>');
    expect(footer).toContain('<a href="mailto:hello@clearwell-interiors.example">mail</a>');
    expect(footer).toContain("<b>bold</b><em>em</em><i>i</i><br>");
    expect(footer).toContain("kept text");
  });

  it("sanitises footer.html of the request too, which wins over config.footerHtml", async () => {
    const response = await postInquiry(
      validInquiry({
        footer: { text: "Plain footer", html: '<strong>Hi</strong><svg onload="alert(1)"></svg>' },
      }),
    );
    expect(response.status).toBe(200);
    const sent = await standIn.onlyEmail();
    const { html, text } = sent.body;
    expect(html).toContain("<strong>Hi</strong>");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("onload");
    expect(html).not.toContain(contactEmailConfig.config.footerHtml);
    expect(html).not.toContain("Reply to this email to answer the visitor directly.");
    expect(text).toContain("Plain footer");
  });

  it("escapes footer text when there is no footer HTML", async () => {
    const { footerHtml: _omit, ...rest } = config ?? {};
    await postInquiry(validInquiry({ config: { ...rest, footerText: "<script>x</script> & co" } }));
    const sent = await standIn.onlyEmail();
    expect(sent.body.html).toContain("<p>&lt;script&gt;x&lt;/script&gt; &amp; co</p>");
  });
});

describe("header injection", () => {
  const injected = [
    ["name", { name: "Ada\r\nBcc: victim@example.com" }, "Name must be on a single line"],
    ["email", { email: "ada@example.com\r\nBcc: victim@example.com" }, "Email must be on a single line"],
    ["subject", { subject: "Hi\nBcc: victim@example.com" }, "Subject must be on a single line"],
    [
      "config.subject",
      { config: { ...config, subject: "New Inquiry\r\nBcc: victim@example.com" } },
      "must be on a single line",
    ],
    [
      "config.fromName",
      { config: { ...config, fromName: "Evil\r\nBcc: victim@example.com" } },
      "must be on a single line",
    ],
  ] as const;
  for (const [field, change, message] of injected) {
    it(`refuses CR/LF in ${field} and sends nothing`, async () => {
      const response = await postInquiry(validInquiry(change as never));
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).fields).toEqual({ [field]: message });
      await expectNothingSent();
    });
  }

  it("refuses a visitor address that could carry a second address or a display name", async () => {
    for (const email of ['"Evil" <evil@x.example>@a.example', "a<b>@example.com", "a,b@example.com"]) {
      const response = await postInquiry(validInquiry({ email }));
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).fields).toEqual({ email: "Please enter a valid email address" });
    }
    await expectNothingSent();
  });

  it("cleans the sender name of quotes, angle brackets and separators", async () => {
    const response = await postInquiry(
      validInquiry({ config: { ...config, fromName: 'Evil" <ceo@bank.example>, x; y' } }),
    );
    expect(response.status).toBe(200);
    const sent = await standIn.onlyEmail();
    const body = sent.body;
    expect(body.from).toBe("Evil ceo bank.example x y <inquiries@clearwell-interiors.example>");
    for (const header of [body.from, body.subject, body.reply_to]) expect(header).not.toMatch(/[\r\n]/);
  });
});
