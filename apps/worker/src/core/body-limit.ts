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

/** Refuses an inquiry body over {@link MAX_BODY_BYTES} (`POST /api/send-email`), see {@link limitBodyTo}. */
export const limitBody = limitBodyTo(MAX_BODY_BYTES);
