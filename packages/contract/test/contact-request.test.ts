import { describe, expect, it } from "vitest";
import {
  buildContactRequest,
  COMPANY_CONTACT,
  contactEmailConfig,
  contactRequestFromForm,
  fieldErrorsFromZod,
  sendEmailRequestSchema,
  validateContactForm,
} from "../src/index.ts";

const typed = {
  name: "  Ada Lovelace ",
  email: "ada@example.com ",
  phone: "(503) 555-0100 x12",
  subject: " Kitchen remodel",
  message: "We would like a quote.\nIt is about 20 square metres.\n",
};

describe("buildContactRequest", () => {
  it("builds the Contact page's request: config, prefixed subject, trimmed values", () => {
    expect(buildContactRequest(typed)).toEqual({
      config: {
        ...contactEmailConfig.config,
        requiredFields: ["name", "email", "subject", "message"],
        subject: "New Inquiry: Kitchen remodel",
      },
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(503) 555-0100 x12",
      subject: "Kitchen remodel",
      message: "We would like a quote.\nIt is about 20 square metres.",
    });
  });

  it("never cuts an over-long message", () => {
    const message = "m".repeat(6000);
    expect(buildContactRequest({ ...typed, message }).message).toHaveLength(6000);
  });

  it("always sends the honeypot it is given (also empty); the tokens only when not empty", () => {
    const empty = buildContactRequest(typed, { honeypot: "", turnstileToken: "", formToken: "" });
    expect(empty.honeypot).toBe("");
    expect(empty).not.toHaveProperty("turnstileToken");
    expect(empty).not.toHaveProperty("formToken");
    expect(buildContactRequest(typed)).not.toHaveProperty("honeypot");
    const filled = buildContactRequest(typed, {
      honeypot: " x ".repeat(300),
      turnstileToken: "tok",
      formToken: "f".repeat(600),
    });
    expect(filled.honeypot).toHaveLength(500);
    expect(filled.turnstileToken).toBe("tok");
    expect(filled.formToken).toHaveLength(500);
  });
});

describe("contactRequestFromForm (docs/product.md#plain-html-form)", () => {
  const asForm = (entries: Record<string, string>) => new URLSearchParams(entries);

  it("builds the same request as the page from an urlencoded post and keeps the raw values", () => {
    const post = contactRequestFromForm(
      asForm({ ...typed, honeypot: "", formToken: "v1.t.s", submit: "Send" }),
    );
    expect(post.request).toEqual(buildContactRequest(typed, { honeypot: "", formToken: "v1.t.s" }));
    expect(post.values).toEqual(typed);
  });

  it("leaves the honeypot out when the form has no such control (the worker judges it honeypot_missing)", () => {
    const post = contactRequestFromForm(asForm({ ...typed }));
    expect(post.request).not.toHaveProperty("honeypot");
    expect(post.request).not.toHaveProperty("formToken");
  });

  it("reads multipart FormData the same way, ignoring files", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(typed)) form.append(key, value);
    form.set("name", new File(["x"], "name.txt"));
    form.append("cf-turnstile-response", "token-1");
    const post = contactRequestFromForm(form);
    expect(post.values.name).toBe("");
    expect(post.request.turnstileToken).toBe("token-1");
    expect(post.request.email).toBe("ada@example.com");
  });

  it("takes the Turnstile token from turnstileToken as well, and the honeypot as typed", () => {
    const post = contactRequestFromForm(asForm({ ...typed, turnstileToken: "token-2", honeypot: "bot" }));
    expect(post.request.turnstileToken).toBe("token-2");
    expect(post.request.honeypot).toBe("bot");
  });

  it("reads a textarea's CRLF line breaks (as browsers post them) as the page's LF: same length, same request", () => {
    const lines = Array.from({ length: 50 }, (_, n) => `Line ${n} `.padEnd(99, "x"));
    const message = lines.join("\n");
    expect(message).toHaveLength(5_000 - 1);
    const form = new URLSearchParams({ ...typed, message: lines.join("\r\n") });
    const { request, values } = contactRequestFromForm(form);
    expect(values.message).toBe(message);
    expect(request).toEqual(contactRequestFromForm(new URLSearchParams({ ...typed, message })).request);
    expect(sendEmailRequestSchema.safeParse(request).success).toBe(true);
  });

  it("reads absent controls as empty, so validation says '<Field> is required'", () => {
    const post = contactRequestFromForm(asForm({ phone: "12" }));
    expect(post.values).toEqual({ name: "", email: "", phone: "12", subject: "", message: "" });
    const result = sendEmailRequestSchema.safeParse(post.request);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Please enter a valid phone number",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("never throws, whatever the form holds", () => {
    const form = new URLSearchParams("name=%zz&&=&email&message=a%20b");
    expect(() => contactRequestFromForm(form)).not.toThrow();
  });
});

describe("COMPANY_CONTACT", () => {
  it("holds a phone and an email our own field rules accept, and a tel: link with the shown digits", () => {
    const { phone, email } = COMPANY_CONTACT;
    const asInquiry = { name: "Clearwell", subject: "Contact", message: "Our own contact details." };
    expect(validateContactForm({ ...asInquiry, phone: phone.display, email }, ["phone"])).toEqual({});
    expect(phone.href).toBe(`tel:+1${phone.display.replace(/\D/g, "")}`);
    expect(phone.href).toMatch(/^tel:\+\d{11}$/);
  });
});
