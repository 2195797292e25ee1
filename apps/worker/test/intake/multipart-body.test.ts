import { describe, expect, it } from "vitest";
import { FormBodyError } from "../../src/intake/request-body/form-body.ts";
import { MultipartInquiry } from "../../src/intake/request-body/multipart-body.ts";

/**
 * Reading a multipart inquiry body part by part (docs/reference.md#photos), with the body arriving
 * in chunks cut where a network may cut them.
 */

const encoder = new TextEncoder();

/** A stream handing out `chunks` one read at a time. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const queue = chunks.map((chunk) => encoder.encode(chunk));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

const FIELD = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n';

describe("MultipartInquiry", () => {
  it("stops at the closing boundary: a final CRLF in a chunk of its own is not an error", async () => {
    const body = new MultipartInquiry(streamOf([`${FIELD}--b--`, "\r\n"]), "b");
    expect(await body.readTexts()).toEqual([["name", "Ada"]]);
    expect(await body.nextPhoto()).toBeUndefined();
  });

  it("reads a part cut across chunks anywhere", async () => {
    const whole = `${FIELD}--b--\r\n`;
    for (let cut = 1; cut < whole.length; cut += 1) {
      const body = new MultipartInquiry(streamOf([whole.slice(0, cut), whole.slice(cut)]), "b");
      expect(await body.readTexts(), `cut at ${cut}`).toEqual([["name", "Ada"]]);
    }
  });

  it("refuses a body that ends before its closing boundary as unreadable", async () => {
    const body = new MultipartInquiry(streamOf([FIELD]), "b");
    await expect(body.readTexts()).rejects.toBeInstanceOf(FormBodyError);
  });

  it("lets the rest go unread when discarded", async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(encoder.encode(pulls === 1 ? FIELD : "x".repeat(1024)));
      },
    });
    const body = new MultipartInquiry(stream, "b");
    await body.discard();
    expect(pulls).toBeLessThanOrEqual(1);
    await expect(body.nextPhoto()).resolves.toBeUndefined();
  });
});
