import { describe, expect, it } from "vitest";
import {
  type ContactFormData,
  fieldErrorsFromZod,
  sendEmailRequestSchema,
  toAsciiEmail,
  VALIDATION_MESSAGES,
  validateContactForm,
} from "../src/index.ts";

const valid: ContactFormData = {
  name: "Maya Okafor",
  email: "maya@example.com",
  phone: "",
  subject: "Kitchen",
  message: "Please call me about the kitchen.",
};

const errorsFor = (changes: Partial<ContactFormData>) => validateContactForm({ ...valid, ...changes });

describe("phone numbers as people write them (docs/product.md#contact-form)", () => {
  it.each([
    "+1 503-555-0100 ext. 12",
    "503.555.0100 x12",
    "(503) 555-0100 #12",
    "+44 20 7946 0958",
    "+49 (0)30 1234567",
    "0049 30 1234567",
    "503-555-0100 extension 7",
    "503-555-0100, ext 7",
    "503/555 0100",
    "  (503) 555-0142  ",
    // Copied from a web page or a contacts app: no-break spaces and non-breaking hyphens.
    "503\u00a0555\u00a00142",
    "503\u2011555\u20110142",
  ])("accepts %j", (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it.each([
    ["call me", VALIDATION_MESSAGES.phoneInvalid],
    ["12", VALIDATION_MESSAGES.phoneInvalid],
    ["12 ext. 3456", VALIDATION_MESSAGES.phoneInvalid],
    ["503-555-0100 ext.", VALIDATION_MESSAGES.phoneInvalid],
    ["503-555-0100 call after 5", VALIDATION_MESSAGES.phoneInvalid],
    ["five0three 555 0100", VALIDATION_MESSAGES.phoneInvalid],
    ["555-\n0100", VALIDATION_MESSAGES.lineBreak("phone")],
    ["555\u00000100 1", VALIDATION_MESSAGES.lineBreak("phone")],
  ])("refuses %j", (phone, message) => {
    expect(errorsFor({ phone })).toEqual({ phone: message });
  });
});

describe("internationalised email domains", () => {
  it.each([
    ["anna@müller.de", "anna@xn--mller-kva.de"],
    ["user@例え.jp", "user@xn--r8jz45g.jp"],
    ["info@bücher.example.com", "info@xn--bcher-kva.example.com"],
    ["ada@example.com", "ada@example.com"],
  ])("accepts %j as %j", (email, ascii) => {
    expect(errorsFor({ email })).toEqual({});
    expect(toAsciiEmail(email)).toBe(ascii);
  });

  it.each([
    "anna@müller",
    "anna @müller.de",
    "anna@mül ler.de",
    '"anna"@müller.de',
    "anna@müller.de,eve@example.com",
    "<anna@müller.de>",
    "anna@müller.de/x",
    "anna@müller.de?x",
    "anna@müller.de#x",
    "anna@user:pw@müller.de",
    "anna@müller.de\r\nBcc: eve@example.com",
    "änna@example.com",
    "@müller.de",
  ])("refuses %j", (email) => {
    expect(toAsciiEmail(email)).toBeUndefined();
    expect(Object.keys(errorsFor({ email }))).toEqual(["email"]);
  });
});

describe("the request schema with real-world input", () => {
  const request = { ...valid, config: { requiredFields: ["name", "email", "subject", "message"] } };

  it("reports a 6,000-character message with the too-long message instead of cutting it", () => {
    const message = "m".repeat(6000);
    const result = sendEmailRequestSchema.safeParse({ ...request, message });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      message: "Message must be at most 5000 characters",
    });
  });

  it("keeps the too-long message up to the hard cap of four times the limit", () => {
    const result = sendEmailRequestSchema.safeParse({ ...request, name: "n".repeat(400) });
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      name: VALIDATION_MESSAGES.tooLong("name"),
    });
    const over = sendEmailRequestSchema.safeParse({ ...request, name: "n".repeat(401) });
    expect(over.success ? {} : fieldErrorsFromZod(over.error)).toEqual({
      name: VALIDATION_MESSAGES.tooLong("name"),
    });
  });

  it("says '<Field> is required' for a missing key", () => {
    const { name: _name, email: _email, subject: _subject, message: _message, ...rest } = request;
    const result = sendEmailRequestSchema.safeParse(rest);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("says '<Field> is required' for null and '<Field> must be text' for other types", () => {
    const result = sendEmailRequestSchema.safeParse({ ...request, name: null, subject: 7, phone: null });
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      name: "Name is required",
      subject: "Subject must be text",
      phone: "Phone must be text",
    });
  });

  it("accepts a phone with an extension and an internationalised email", () => {
    const result = sendEmailRequestSchema.safeParse({
      ...request,
      phone: "+1 503-555-0100 ext. 12",
      email: "anna@müller.de",
    });
    expect(result.success).toBe(true);
  });
});
