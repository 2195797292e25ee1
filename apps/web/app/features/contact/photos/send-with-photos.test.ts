import type { SendEmailRequest } from "@clearwell/contract";
import { describe, expect, it, vi } from "vitest";
import { sendEmailWithPhotos } from "./send-with-photos.ts";

/**
 * The upload with photos (docs/product.md#contact-form) against a stand-in XMLHttpRequest: the
 * answer read like a JSON send's, progress only when the total is known, aborts and network
 * errors as failures. Nothing reaches the network.
 */

const request = {
  config: { subject: "New Inquiry: Kitchen" },
  name: "Maya Okafor",
  email: "maya@example.com",
  phone: "",
  subject: "Kitchen",
  message: "Please call me about the kitchen.",
} as SendEmailRequest;

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "kitchen.jpg", { type: "image/jpeg" });

/** A stand-in request object with spies; `sent` resolves with it once `send` ran. */
function standIn() {
  const upload = {
    open: vi.fn(),
    setRequestHeader: vi.fn(),
    send: vi.fn(),
    abort: vi.fn(() => upload.onabort?.()),
    upload: { onprogress: null as ((event: Partial<ProgressEvent>) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    status: 0,
    responseText: "",
  };
  return { upload, xhr: () => upload as unknown as XMLHttpRequest };
}

describe("sendEmailWithPhotos", () => {
  it("reads the answer as sendEmail does: 202 queued is a success", async () => {
    const { upload, xhr } = standIn();
    const result = sendEmailWithPhotos("/api/send-email", request, [photo], { xhr });
    upload.status = 202;
    upload.responseText = '{"id":"inquiry-1","status":"queued"}';
    upload.onload?.();
    expect(await result).toEqual({
      success: true,
      message: "Email sent successfully",
      data: { id: "inquiry-1", status: "queued" },
    });
    const body = upload.send.mock.calls[0]?.[0] as FormData;
    expect(JSON.parse(String(body.get("inquiry")))).toEqual(request);
    expect(body.getAll("photos")).toHaveLength(1);
  });

  it("a 413 without JSON is a failure that says the body could not be read", async () => {
    const { upload, xhr } = standIn();
    const result = sendEmailWithPhotos("/x", request, [photo], { xhr });
    upload.status = 413;
    upload.responseText = "<html>Too large</html>";
    upload.onload?.();
    expect(await result).toMatchObject({
      success: false,
      message: "Error parsing response: <html>Too large</html>",
    });
  });

  it("reports progress as a share of the total, only when the total is known", async () => {
    const { upload, xhr } = standIn();
    const onProgress = vi.fn();
    const result = sendEmailWithPhotos("/x", request, [photo], { xhr, onProgress });
    upload.upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 });
    upload.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    upload.upload.onprogress?.({ lengthComputable: true, loaded: 120, total: 100 });
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    upload.onerror?.();
    expect(await result).toMatchObject({ success: false, message: "Network error" });
  });

  it("an abort, before or during the upload, is a failure and stops the request", async () => {
    const before = standIn();
    const aborted = new AbortController();
    aborted.abort();
    const early = await sendEmailWithPhotos("/x", request, [photo], {
      xhr: before.xhr,
      signal: aborted.signal,
    });
    expect(early).toMatchObject({ success: false, message: "The upload was aborted." });
    expect(before.upload.send).not.toHaveBeenCalled();

    const during = standIn();
    const controller = new AbortController();
    const result = sendEmailWithPhotos("/x", request, [photo], {
      xhr: during.xhr,
      signal: controller.signal,
    });
    controller.abort();
    expect(during.upload.abort).toHaveBeenCalledTimes(1);
    expect(await result).toMatchObject({ success: false, message: "The upload was aborted." });
  });
});
