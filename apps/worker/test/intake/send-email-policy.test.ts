import { contactEmailConfig } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { expectAccepted } from "../helpers/accepted.ts";
import { envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { inquiryCount } from "../helpers/archive.ts";
import { standIn } from "../helpers/stand-in.ts";

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
    await expectAccepted(response);
    const sent = await standIn.onlyEmail();
    expect(sent.headers.authorization).toBe("Bearer re_other_key");
  });
});

describe("the email's presentation is the operator's (403 config_not_allowed)", () => {
  const phishing = [
    ["config.fromName", { config: { ...config, fromName: "Resend Billing" } }],
    ["config.subject", { config: { ...config, subject: "Resend Billing - sending suspended" } }],
    ["config.formName", { config: { ...config, formName: "Billing" } }],
    ["config.brandColor", { config: { ...config, brandColor: "#ff0000" } }],
    [
      "config.footerHtml",
      { config: { ...config, footerHtml: '<a href="https://evil.example">Verify your domain</a>' } },
    ],
    ["config.footerText", { config: { ...config, footerText: "Your account is suspended." } }],
    ["footer.html", { footer: { html: "<strong>Pay now</strong>" } }],
    ["footer.text", { footer: { text: "Pay now" } }],
  ] as const;
  for (const [option, change] of phishing) {
    it(`refuses another ${option}, storing and sending nothing`, async () => {
      const response = await postInquiry(validInquiry(change as never));
      expect(response.status).toBe(403);
      expect(await envelopeOf(response)).toEqual({
        code: "config_not_allowed",
        error: `This email setting is not allowed on this server: ${option}.`,
      });
      expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
      expect(await inquiryCount()).toBe(0);
    });
  }

  it("accepts the operator's own values, and fills in every option a request leaves out", async () => {
    const { config: _config, ...fields } = validInquiry();
    const response = await postInquiry({ ...fields, footer: { html: contactEmailConfig.config.footerHtml } });
    await expectAccepted(response);
    const { body } = await standIn.onlyEmail();
    expect(body.subject).toBe(`${contactEmailConfig.subjectPrefix}Kitchen remodel`);
    expect(body.from).toBe(`${contactEmailConfig.config.fromName} <inquiries@clearwell-interiors.example>`);
    expect(body.tags).toEqual([{ name: "form", value: "Website_Contact_Form" }]);
    expect(body.html).toContain(contactEmailConfig.config.footerHtml);
  });

  it("the subject must be the operator's prefix and the visitor's own subject", async () => {
    const mismatched = validInquiry({ config: { ...config, subject: "New Inquiry: Something else" } });
    expect((await postInquiry(mismatched)).status).toBe(403);
    const padded = validInquiry({ subject: "  Kitchen remodel  " });
    expect(padded.config?.subject).toBe("New Inquiry: Kitchen remodel");
    await expectAccepted(await postInquiry(padded));
  });
});

describe("header injection", () => {
  const injected = [
    ["name", { name: "Ada\r\nBcc: victim@example.com" }, "Name must be on a single line"],
    ["email", { email: "ada@example.com\r\nBcc: victim@example.com" }, "Email must be on a single line"],
    ["subject", { subject: "Hi\nBcc: victim@example.com", config }, "Subject must be on a single line"],
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
});
