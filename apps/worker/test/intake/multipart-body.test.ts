import { describe, expect, it, vi } from "vitest";
import { discardRest } from "../../src/core/body-limit.ts";
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

/** `text` cut into chunks of `size` characters. */
function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks;
}

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

  it("reads a body sent one byte, or three bytes, per chunk the same", async () => {
    const message = '--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nHi\r\n--c\r\n';
    const photo = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nJPEG';
    for (const size of [1, 3]) {
      const body = new MultipartInquiry(
        streamOf(chunksOf(`${FIELD}${message}${photo}\r\n--b--\r\n`, size)),
        "b",
      );
      expect(await body.readTexts(), `${size}`).toEqual([
        ["name", "Ada"],
        ["message", "Hi\r\n--c"],
      ]);
      const photos = await body.nextPhoto();
      expect([photos?.filename, new TextDecoder().decode(photos?.bytes)]).toEqual(["a.jpg", "JPEG"]);
      expect(await body.nextPhoto()).toBeUndefined();
    }
  });

  it("looks at each byte of the text parts a few times, however small the chunks", async () => {
    const message = `--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n${"x".repeat(16 * 1024)}\r\n`;
    const whole = `${FIELD}${message}--b--\r\n`;
    const indexOf = Uint8Array.prototype.indexOf;
    let examined = 0;
    const spy = vi.spyOn(Uint8Array.prototype, "indexOf").mockImplementation(function (
      this: Uint8Array,
      value: number,
      from = 0,
    ) {
      examined += this.length - Math.max(0, from);
      return indexOf.call(this, value, from);
    });
    try {
      const body = new MultipartInquiry(streamOf(chunksOf(whole, 1)), "b");
      expect((await body.readTexts()).map(([name]) => name)).toEqual(["name", "message"]);
    } finally {
      spy.mockRestore();
    }
    expect(examined).toBeGreaterThan(whole.length);
    expect(examined).toBeLessThan(10 * whole.length);
  });

  it("stops at the first file part's headers: none of its content is read until the photos are asked for", async () => {
    const file = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n';
    const chunks = [`${FIELD}${file}`, "JPEG bytes", "\r\n--b--\r\n"];
    let reads = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          reads += 1;
          const next = chunks.shift();
          if (next) controller.enqueue(encoder.encode(next));
          else controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const body = new MultipartInquiry(stream, "b");
    expect(await body.readTexts()).toEqual([["name", "Ada"]]);
    expect(reads).toBe(1);
    expect(body.photosChosen).toBe(true);
    const photo = await body.nextPhoto();
    expect(photo?.filename).toBe("a.jpg");
    expect(new TextDecoder().decode(photo?.bytes)).toBe("JPEG bytes");
    expect(await body.nextPhoto()).toBeUndefined();
  });

  it("refuses a file under another name at its headers", async () => {
    const file = '--b\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF';
    const body = new MultipartInquiry(streamOf([`${FIELD}${file}`]), "b");
    await expect(body.readTexts()).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a body that ends before its closing boundary as unreadable", async () => {
    const body = new MultipartInquiry(streamOf([FIELD]), "b");
    await expect(body.readTexts()).rejects.toBeInstanceOf(FormBodyError);
  });

  it("reads the rest and throws it away when discarded, so the answer reaches a client still sending", async () => {
    const stream = streamOf([FIELD, "x".repeat(1024), "y".repeat(1024), "--b--\r\n"]);
    const body = new MultipartInquiry(stream, "b");
    await body.discard();
    expect(stream.locked).toBe(false);
    const rest = await stream.getReader().read();
    expect(rest.done).toBe(true);
    await expect(body.nextPhoto()).resolves.toBeUndefined();
  });

  it("stops throwing a body away past its limit: the rest is cancelled unread", async () => {
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await discardRest(endless, 8 * 1024);
    expect(cancelled).toBe(true);
    expect(pulls).toBeGreaterThanOrEqual(9);
    expect(pulls).toBeLessThan(20);
  });
});
