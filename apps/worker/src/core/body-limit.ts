import { MAX_PHOTOS_TOTAL_BYTES, PHOTO_FIELD, PHOTO_MESSAGES } from "@clearwell/contract/photos";
import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono/types";
import { apiError } from "./api-error.ts";

/**
 * Largest inquiry body, in bytes, JSON and form posts alike (docs/product.md#constants): a valid
 * inquiry, even a 5,000-character message in 4-byte UTF-8, stays well under it.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/** Largest admin API body, in bytes: a 254-character block entry is under 1.6 KiB escaped. */
export const ADMIN_MAX_BODY_BYTES = 4 * 1024;

/** Largest body of the local webhook receiver, in bytes: twice the largest `json` webhook. */
export const LOCAL_WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/**
 * Middleware refusing a body over `maxBytes` before it is read in full (Hono's `bodyLimit`).
 * @param maxBytes - the limit in bytes, a whole number of KiB.
 * @throws HTTPException 413 `payload_too_large`.
 */
export function limitBodyTo(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw apiError(413, "payload_too_large", `The request body is larger than ${maxBytes / 1024} KiB.`);
    },
  });
}

/**
 * Largest `multipart/form-data` inquiry body a `Content-Length` may announce, in bytes: 25 MB of
 * photos, {@link MAX_BODY_BYTES} of text and 1 MiB for the parts' headers and boundaries
 * (docs/reference.md#photos). The parts themselves are limited while they are read.
 */
export const MAX_MULTIPART_BODY_BYTES = MAX_PHOTOS_TOTAL_BYTES + MAX_BODY_BYTES + 1024 * 1024;

/** The most {@link discardRest} reads before it cancels: 100 MiB, the platform's largest request body on the Free and Pro plans. */
export const DISCARD_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Reads the rest of a request body and throws it away, chunk by chunk (nothing is kept), so that an
 * answer given before the body was read reaches a client still sending it: one cut off mid-upload
 * may show a dropped connection instead of the answer. Past `maxBytes` the rest is cancelled
 * unread (docs/reference.md#photos). Never throws.
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
    // A body that breaks while it is thrown away: nothing more to do.
  } finally {
    reader.releaseLock();
  }
}

/** `multipart/form-data`, with its parameters. */
const MULTIPART_TYPE = /^\s*multipart\/form-data\s*(?:;|$)/i;

const limitTextBody = limitBodyTo(MAX_BODY_BYTES);

/**
 * Refuses an inquiry body over {@link MAX_BODY_BYTES} (`POST /api/send-email`), see {@link limitBodyTo}.
 * A `multipart/form-data` body (which may carry photos) is not counted here: one whose
 * `Content-Length` is over {@link MAX_MULTIPART_BODY_BYTES} can only hold more than 25 MB of photos
 * and is refused at once with 400 `validation_failed` and `fields.photos` (the total's message);
 * otherwise its parts are limited one by one as they are read (docs/reference.md#photos).
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
