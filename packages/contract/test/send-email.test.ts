import { describe, expect, it, vi } from "vitest";
import {
  INQUIRY_PART,
  readSendEmailAnswer,
  type SendEmailRequest,
  sendEmail,
  sendEmailFailure,
} from "../src/index.ts";

const request: SendEmailRequest = {
  config: { subject: "New Inquiry: Kitchen" },
  name: "Maya Okafor",
  email: "maya@example.com",
  phone: "",
  subject: "Kitchen",
  message: "Please call me about the kitchen.",
};

/** A fetch that answers with the given body and status, recording what it was called with. */
function answering(body: string, status = 200) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
}

describe("sendEmail", () => {
  it("POSTs the JSON body to the endpoint", async () => {
    const fetch = answering('{"id":"inquiry-1","status":"sent"}');
    await sendEmail("/api/send-email", request, { fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/send-email");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("ok status -> success, Email sent successfully, parsed body as data", async () => {
    const result = await sendEmail("/x", request, { fetch: answering('{"id":"inquiry-1","status":"sent"}') });
    expect(result).toEqual({
      success: true,
      message: "Email sent successfully",
      data: { id: "inquiry-1", status: "sent" },
    });
  });

  it("empty body -> { error: Empty response from server }, outcome by status (ok)", async () => {
    const result = await sendEmail("/x", request, { fetch: answering("", 200) });
    expect(result).toEqual({
      success: true,
      message: "Email sent successfully",
      data: { error: "Empty response from server" },
    });
  });

  it("empty body with a failing status -> failure with Empty response from server", async () => {
    const result = await sendEmail("/x", request, { fetch: answering("", 502) });
    expect(result).toEqual({
      success: false,
      message: "Empty response from server",
      data: { error: "Empty response from server" },
    });
  });

  it("unparseable body -> Error parsing response + the whole text when short", async () => {
    const result = await sendEmail("/x", request, { fetch: answering("<html>Bad gateway</html>", 200) });
    expect(result).toEqual({
      success: false,
      message: "Error parsing response: <html>Bad gateway</html>",
      data: "<html>Bad gateway</html>",
    });
  });

  it("unparseable body -> first 100 characters and ... when longer", async () => {
    const text = `<${"x".repeat(150)}`;
    const result = await sendEmail("/x", request, { fetch: answering(text, 500) });
    expect(result.success).toBe(false);
    expect(result.message).toBe(`Error parsing response: <${"x".repeat(99)}...`);
    expect(result.data).toBe(text);
  });

  it("exactly 100 characters of text -> no ...", async () => {
    const text = "y".repeat(100);
    const result = await sendEmail("/x", request, { fetch: answering(text, 200) });
    expect(result.message).toBe(`Error parsing response: ${text}`);
  });

  it("not ok -> the body's error field", async () => {
    const body = '{"error":"Recipient is not allowed","code":"recipient_not_allowed"}';
    const result = await sendEmail("/x", request, { fetch: answering(body, 403) });
    expect(result).toEqual({
      success: false,
      message: "Recipient is not allowed",
      data: { error: "Recipient is not allowed", code: "recipient_not_allowed" },
    });
  });

  it("not ok without an error field -> Server error: <status>", async () => {
    const result = await sendEmail("/x", request, { fetch: answering('{"detail":"nope"}', 503) });
    expect(result).toEqual({ success: false, message: "Server error: 503", data: { detail: "nope" } });
  });

  it("thrown error -> its message", async () => {
    const error = new TypeError("Failed to fetch");
    const fetch = vi.fn(async () => {
      throw error;
    });
    expect(await sendEmail("/x", request, { fetch })).toEqual({
      success: false,
      message: "Failed to fetch",
      data: error,
    });
  });

  it("thrown non-error or error without message -> An unknown error occurred", async () => {
    for (const thrown of ["boom", new Error("")]) {
      const fetch = vi.fn(async () => {
        throw thrown;
      });
      const result = await sendEmail("/x", request, { fetch });
      expect(result).toEqual({ success: false, message: "An unknown error occurred", data: thrown });
    }
  });
});

describe("readSendEmailAnswer (shared by the JSON send and the upload with photos)", () => {
  it("reads a 2xx answer as a success, 202 queued included", () => {
    expect(readSendEmailAnswer(202, '{"id":"inquiry-2","status":"queued"}')).toEqual({
      success: true,
      message: "Email sent successfully",
      data: { id: "inquiry-2", status: "queued" },
    });
  });

  it("reads the error envelope of a 400 with its field messages", () => {
    const body =
      '{"error":"Validation failed","code":"validation_failed","fields":{"photos":"Add at most 5 photos"}}';
    const result = readSendEmailAnswer(400, body);
    expect(result.success).toBe(false);
    expect(result.message).toBe("Validation failed");
    expect(result.data).toEqual({
      error: "Validation failed",
      code: "validation_failed",
      fields: { photos: "Add at most 5 photos" },
    });
  });

  it("a status of 199 or 300 is not a success", () => {
    expect(readSendEmailAnswer(300, "{}")).toEqual({
      success: false,
      message: "Server error: 300",
      data: {},
    });
    expect(readSendEmailAnswer(199, "{}").success).toBe(false);
  });

  it("sendEmailFailure gives the error's message, or An unknown error occurred", () => {
    const error = new Error("Network error");
    expect(sendEmailFailure(error)).toEqual({ success: false, message: "Network error", data: error });
    expect(sendEmailFailure(undefined)).toEqual({
      success: false,
      message: "An unknown error occurred",
      data: undefined,
    });
  });

  it("the inquiry's multipart part is named inquiry", () => {
    expect(INQUIRY_PART).toBe("inquiry");
  });
});
