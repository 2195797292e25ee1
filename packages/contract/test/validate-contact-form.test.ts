import { describe, expect, it } from "vitest";
import {
  type ContactFormData,
  FIELD_MAX_LENGTH,
  isContactFormValid,
  toAsciiEmail,
  validateContactForm,
} from "../src/index.ts";

const valid: ContactFormData = {
  name: "Maya Okafor",
  email: "maya@example.com",
  phone: "",
  subject: "Living room refresh",
  message: "We would like a quote for our living room.",
};

const errorsFor = (patch: Partial<ContactFormData>, required?: Parameters<typeof validateContactForm>[1]) =>
  validateContactForm({ ...valid, ...patch }, required);

describe("validateContactForm", () => {
  it("accepts a complete form with no phone", () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(isContactFormValid(validateContactForm(valid))).toBe(true);
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "   \t ", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "  ", "Email is required"],
    ["email", "maya@example", "Please enter a valid email address"],
    ["email", "maya example@mail.com", "Please enter a valid email address"],
    ["email", "maya.example.com", "Please enter a valid email address"],
    ["email", "maya<x>@example.com", "Please enter a valid email address"],
    ["email", '"maya"@example.com', "Please enter a valid email address"],
    ["email", "maya@example.com,eve@example.com", "Please enter a valid email address"],
    ["subject", "", "Subject is required"],
    ["subject", "   ", "Subject is required"],
    ["message", "", "Message is required"],
    ["message", "    ", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["message", "   123456789   ", "Message must be at least 10 characters"],
  ] as const)("%s = %j -> %s", (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("counts the message length after trimming: exactly 10 characters passes", () => {
    expect(errorsFor({ message: "  1234567890  " })).toEqual({});
  });

  it("reports every invalid field at once, one message each", () => {
    const errors = validateContactForm({ name: "", email: "", phone: "", subject: "", message: "" });
    expect(errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
    expect(isContactFormValid(errors)).toBe(false);
  });

  it("leaves phone optional unless the configuration requires it", () => {
    expect(errorsFor({ phone: "" })).toEqual({});
    expect(errorsFor({ phone: "" }, ["name", "email", "phone"])).toEqual({ phone: "Phone is required" });
  });

  it("accepts common phone formats and refuses other text", () => {
    for (const phone of ["(503) 555-0142", "+1 503 555 0142", "503.555.0142"]) {
      expect(errorsFor({ phone })).toEqual({});
    }
    expect(errorsFor({ phone: "call me" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(errorsFor({ phone: "12" })).toEqual({ phone: "Please enter a valid phone number" });
  });

  it.each(Object.entries(FIELD_MAX_LENGTH))("bounds %s at %i characters", (field, max) => {
    const label = field[0]?.toUpperCase() + field.slice(1);
    const base =
      field === "email"
        ? `${"a".repeat(max)}@example.com`
        : field === "phone"
          ? "5".repeat(max + 1)
          : "x".repeat(max + 1);
    expect(errorsFor({ [field]: base })).toEqual({ [field]: `${label} must be at most ${max} characters` });
  });

  it("refuses line breaks in single-line fields but keeps them in the message", () => {
    expect(errorsFor({ subject: "Hello\r\nBcc: victim@example.com" })).toEqual({
      subject: "Subject must be on a single line",
    });
    expect(errorsFor({ name: "Maya\nOkafor" })).toEqual({ name: "Name must be on a single line" });
    expect(errorsFor({ message: "Line one is here\nLine two is here" })).toEqual({});
  });

  it("takes a tab or line break around a single-line value, which is trimmed as the request is (a pasted table cell)", () => {
    expect(errorsFor({ name: "Ada Lovelace\t", phone: "+1 503 555 0142\t", subject: "\tKitchen" })).toEqual(
      {},
    );
    expect(errorsFor({ name: "Ada\tLovelace" })).toEqual({ name: "Name must be on a single line" });
  });
});

describe("the email's local part is a dot-atom (what Resend accepts as a reply-to)", () => {
  for (const bad of ["a..b@example.com", ".ab@example.com", "ab.@example.com", "a.@ex.com"]) {
    it(`refuses ${bad} with the spec's message`, () => {
      expect(errorsFor({ email: bad }).email).toBe("Please enter a valid email address");
      expect(toAsciiEmail(bad)).toBeUndefined();
    });
  }
  for (const good of ["a.b@example.com", "first.middle.last+tag@example.co.uk", "o'neil@example.com"]) {
    it(`accepts ${good}`, () => {
      expect(errorsFor({ email: good }).email).toBeUndefined();
    });
  }
});
