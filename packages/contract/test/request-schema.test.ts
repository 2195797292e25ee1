import { describe, expect, it } from "vitest";
import {
  EMAIL_CONFIG_DEFAULTS,
  fieldErrorsFromZod,
  loadZodMessages,
  sendEmailRequestSchema,
} from "../src/index.ts";

// As the worker does at start-up: problems without a message of ours are described in English.
loadZodMessages();

const form = {
  name: "Maya Okafor",
  email: "maya@example.com",
  subject: "Kitchen",
  message: "Please call me about the kitchen.",
};

describe("sendEmailRequestSchema", () => {
  it("applies every default when config is omitted", () => {
    const parsed = sendEmailRequestSchema.parse(form);
    expect(parsed.phone).toBe("");
    expect(parsed.config).toEqual({
      subject: "New Contact Form Submission",
      fromName: "Clearwell Interiors",
      formName: "Contact Form",
      brandColor: EMAIL_CONFIG_DEFAULTS.brandColor,
      requiredFields: ["name", "email", "message"],
      footerText: "This message was sent from the Clearwell Interiors website.",
      apiKeyEnvName: "RESEND_API_KEY",
    });
  });

  it("keeps all eleven options when given", () => {
    const config = {
      recipient: "studio@example.com",
      subject: "New Inquiry: Kitchen",
      fromEmail: "web@example.com",
      fromName: "Clearwell Interiors",
      replyToEmail: "maya@example.com",
      formName: "Website Contact Form",
      brandColor: "#c2410c",
      requiredFields: ["name", "email", "subject", "message"] as const,
      footerText: "Sent from the website.",
      footerHtml: "<p>Sent from the website.</p>",
      apiKeyEnvName: "RESEND_API_KEY",
    };
    expect(sendEmailRequestSchema.parse({ ...form, config }).config).toEqual(config);
  });

  it("refuses unknown keys at the top level and in config", () => {
    const result = sendEmailRequestSchema.safeParse({
      ...form,
      admin: true,
      config: { bcc: "x@example.com" },
    });
    expect(result.success).toBe(false);
    const fields = result.success ? {} : fieldErrorsFromZod(result.error);
    expect(fields.body).toMatch(/admin/);
    expect(fields.config).toMatch(/bcc/);
  });

  it("reports the field messages at the field paths", () => {
    const result = sendEmailRequestSchema.safeParse({ ...form, email: "not an email", message: "short" });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
  });

  it("enforces the config's requiredFields on top of the field rules", () => {
    const result = sendEmailRequestSchema.safeParse({ ...form, config: { requiredFields: ["phone"] } });
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({ phone: "Phone is required" });
  });

  it.each([
    ["brandColor", "orange", "config.brandColor"],
    ["brandColor", "#12345", "config.brandColor"],
    ["apiKeyEnvName", "resend_api_key; DROP", "config.apiKeyEnvName"],
    ["recipient", "not-an-address", "config.recipient"],
    ["subject", "Hi\r\nBcc: x@example.com", "config.subject"],
    ["fromName", "Evil\nHeader", "config.fromName"],
  ])("refuses config.%s = %j", (key, value, path) => {
    const result = sendEmailRequestSchema.safeParse({ ...form, config: { [key]: value } });
    expect(result.success).toBe(false);
    expect(Object.keys(result.success ? {} : fieldErrorsFromZod(result.error))).toEqual([path]);
  });

  it("counts every limit in UTF-16 code units, as the field rules do", () => {
    const emoji = "😀"; // two code units, one code point
    const footer = (count: number) =>
      sendEmailRequestSchema.safeParse({ ...form, footer: { text: emoji.repeat(count) } });
    expect(footer(1000).success).toBe(true);
    const over = footer(1001);
    expect(over.success ? {} : fieldErrorsFromZod(over.error)).toEqual({
      "footer.text": "must be at most 2000 characters",
    });
    const subject = sendEmailRequestSchema.safeParse({ ...form, config: { subject: emoji.repeat(151) } });
    expect(subject.success ? {} : fieldErrorsFromZod(subject.error)).toEqual({
      "config.subject": "must be at most 300 characters",
    });
  });

  it("refuses wrong types with a message naming the field", () => {
    const result = sendEmailRequestSchema.safeParse({ ...form, name: 42 });
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({ name: "Name must be text" });
  });
});

describe("anti-abuse fields", () => {
  it("accepts an empty honeypot and a Turnstile token", () => {
    const parsed = sendEmailRequestSchema.parse({
      ...form,
      honeypot: "",
      turnstileToken: "XXXX.DUMMY.TOKEN",
    });
    expect(parsed.honeypot).toBe("");
    expect(parsed.turnstileToken).toBe("XXXX.DUMMY.TOKEN");
  });

  it("bounds both fields", () => {
    const result = sendEmailRequestSchema.safeParse({
      ...form,
      honeypot: "x".repeat(501),
      turnstileToken: "t".repeat(2049),
    });
    expect(Object.keys(result.success ? {} : fieldErrorsFromZod(result.error)).sort()).toEqual([
      "honeypot",
      "turnstileToken",
    ]);
  });
});
