import { MAX_PHOTOS_TOTAL_BYTES, PHOTO_FIELD, PHOTO_MESSAGES } from "@clearwell/contract/photos";
import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono/types";
import { apiError } from "./api-error.ts";

/** Largest inquiry body in bytes, JSON and form posts alike (docs/product.md#constants); a valid one stays well under. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Largest admin API body, in bytes: a 254-character block entry is under 1.6 KiB escaped. */
export const ADMIN_MAX_BODY_BYTES = 4 * 1024;

/** Largest body of the local webhook receiver, in bytes: twice the largest `json` webhook. */
export const LOCAL_WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/** Refuses a body over `maxBytes` (whole KiB) before it is read in full: 413 `payload_too_large`. */
export function limitBodyTo(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw apiError(413, "payload_too_large", `The request body is larger than ${maxBytes / 1024} KiB.`);
    },
  });
}

/** Largest multipart `Content-Length` in bytes: photos, text and 1 MiB of part headers (docs/reference.md#photos). */
export const MAX_MULTIPART_BODY_BYTES = MAX_PHOTOS_TOTAL_BYTES + MAX_BODY_BYTES + 1024 * 1024;

/** The most {@link discardRest} reads before cancelling: the platform's largest body on Free and Pro. */
export const DISCARD_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Reads and drops the rest of a body, so an early answer reaches a client still uploading (cut off, it
 * may show a dropped connection); past `maxBytes` the rest is cancelled (docs/reference.md#photos). Never throws.
 */
export async function discardRest(
  body: ReadableStream<Uint8Array> | null,
  maxBytes = DISCARD_MAX_BYTES,
): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= maxBytes; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // broken while thrown away: nothing more to do
  } finally {
    reader.releaseLock();
  }
}

/** `multipart/form-data`, with its parameters. */
const MULTIPART_TYPE = /^\s*multipart\/form-data\s*(?:;|$)/i;

const limitTextBody = limitBodyTo(MAX_BODY_BYTES);

/**
 * `POST /api/send-email`'s limit: {@link MAX_BODY_BYTES}, except multipart, whose parts are limited as read;
 * one announcing over {@link MAX_MULTIPART_BODY_BYTES} is 400 with the photos' total message at once.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  if (!MULTIPART_TYPE.test(c.req.header("Content-Type") ?? "")) return limitTextBody(c, next);
  const length = Number(c.req.header("Content-Length") ?? "");
  if (Number.isFinite(length) && length > MAX_MULTIPART_BODY_BYTES) {
    const message = PHOTO_MESSAGES.total_too_large;
    await discardRest(c.req.raw.body);
    throw apiError(400, "validation_failed", `The inquiry is not valid: ${message}.`, {
      [PHOTO_FIELD]: message,
    });
  }
  await next();
};
