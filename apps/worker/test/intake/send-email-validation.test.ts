import { VALIDATION_MESSAGES } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { expectAccepted } from "../helpers/accepted.ts";
import { envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { standIn } from "../helpers/stand-in.ts";

beforeEach(() => standIn.reset());

/** Asserts that the worker sent nothing to the provider (and nothing anywhere else). */
async function expectNothingSent() {
  expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
}

describe("validation (docs/product.md#contact-form): 400 validation_failed with the exact field messages", () => {
  const rows: [string, Record<string, unknown>, Record<string, string>][] = [
    ["name missing", { name: "" }, { name: "Name is required" }],
    ["name blank after trimming", { name: "   " }, { name: "Name is required" }],
    ["email missing", { email: "" }, { email: "Email is required" }],
    ["email without @", { email: "ada.example.com" }, { email: "Please enter a valid email address" }],
    ["email with a space", { email: "ada @example.com" }, { email: "Please enter a valid email address" }],
    ["subject missing", { subject: " " }, { subject: "Subject is required" }],
    ["message missing", { message: "" }, { message: "Message is required" }],
    ["message too short", { message: "  too short " }, { message: "Message must be at least 10 characters" }],
  ];
  for (const [label, change, fields] of rows) {
    it(label, async () => {
      const response = await postInquiry(validInquiry(change));
      expect(response.status).toBe(400);
      const envelope = await envelopeOf(response);
      expect(envelope.code).toBe("validation_failed");
      expect(envelope.fields).toEqual(fields);
      expect(envelope.error).toBe(`The inquiry is not valid: ${Object.values(fields).join("; ")}.`);
      await expectNothingSent();
    });
  }

  it("reports every invalid field at once", async () => {
    const response = await postInquiry(validInquiry({ name: "", email: "", subject: "", message: "" }));
    const envelope = await envelopeOf(response);
    expect(envelope.fields).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
      email: VALIDATION_MESSAGES.emailRequired,
      subject: VALIDATION_MESSAGES.subjectRequired,
      message: VALIDATION_MESSAGES.messageRequired,
    });
    await expectNothingSent();
  });

  it("enforces config.requiredFields containing phone", async () => {
    const config = {
      ...validInquiry().config,
      requiredFields: ["name", "email", "message", "phone"] as const,
    };
    const response = await postInquiry(
      validInquiry({ phone: "", config: { ...config, requiredFields: [...config.requiredFields] } }),
    );
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields).toEqual({ phone: "Phone is required" });
    await expectNothingSent();
  });

  it("keeps phone optional by default", async () => {
    await expectAccepted(await postInquiry(validInquiry({ phone: "" })));
  });

  it("refuses unknown keys, at the top level and in config", async () => {
    const top = await envelopeOf(await postInquiry({ ...validInquiry(), admin: true }));
    expect(top.code).toBe("validation_failed");
    expect(top.fields?.body).toMatch(/admin/);
    const nested = await envelopeOf(
      await postInquiry({ ...validInquiry(), config: { ...validInquiry().config, bcc: "x@example.com" } }),
    );
    expect(nested.fields?.config).toMatch(/bcc/);
    await expectNothingSent();
  });

  it("refuses wrong types", async () => {
    const response = await postInquiry({ ...validInquiry(), name: 42, message: ["a", "b"] });
    expect(response.status).toBe(400);
    const envelope = await envelopeOf(response);
    expect(envelope.fields?.name).toBe("Name must be text");
    expect(envelope.fields?.message).toBe("Message must be text");
    const notAnObject = await envelopeOf(await postInquiry([1, 2, 3]));
    expect(notAnObject.code).toBe("validation_failed");
    expect(notAnObject.fields).toEqual({ body: expect.stringMatching(/expected object, received array/) });
    await expectNothingSent();
  });

  it("refuses a brandColor that is not a hex colour", async () => {
    for (const brandColor of ["orange", "#c2410", "red;background:url(https://x.example)", "#c2410c;x"]) {
      const response = await postInquiry(validInquiry({ config: { ...validInquiry().config, brandColor } }));
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).fields).toEqual({
        "config.brandColor": "must be a hex colour such as #c2410c",
      });
    }
    await expectNothingSent();
  });

  it("refuses an over-long field with its own message", async () => {
    const response = await postInquiry(validInquiry({ name: "x".repeat(101) }));
    expect((await envelopeOf(response)).fields).toEqual({ name: "Name must be at most 100 characters" });
    await expectNothingSent();
  });
});

describe("request format", () => {
  it("415 unsupported_media_type for another content type, or none", async () => {
    for (const contentType of ["text/plain", "application/jsonp", "text/html", null]) {
      const response = await postInquiry(JSON.stringify(validInquiry()), { contentType });
      expect(response.status).toBe(415);
      expect(await envelopeOf(response)).toEqual({
        code: "unsupported_media_type",
        error: "The request body must be JSON (Content-Type: application/json).",
      });
    }
    await expectNothingSent();
  });

  it("400 invalid_json for malformed or empty JSON", async () => {
    for (const body of ['{"name": "Ada",', "", "undefined"]) {
      const response = await postInquiry(body);
      expect(response.status).toBe(400);
      expect(await envelopeOf(response)).toEqual({
        code: "invalid_json",
        error: "The request body is not valid JSON.",
      });
    }
    await expectNothingSent();
  });

  it("413 payload_too_large over 32 KiB, with or without Content-Length", async () => {
    const big = JSON.stringify(validInquiry({ message: "x".repeat(33 * 1024) }));
    const response = await postInquiry(big);
    expect(response.status).toBe(413);
    expect(await envelopeOf(response)).toEqual({
      code: "payload_too_large",
      error: "The request body is larger than 32 KiB.",
    });

    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096)
          controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const streamed = await postInquiry(stream);
    expect(streamed.status).toBe(413);
    await expectNothingSent();
  });

  it("accepts a body just under the limit as far as size goes (then validates it)", async () => {
    const response = await postInquiry(validInquiry({ message: "x".repeat(30 * 1024) }));
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields).toEqual({
      message: "Message must be at most 5000 characters",
    });
  });
});
