import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono/types";
import { apiError } from "./api-error.ts";

/**
 * Request body limits (docs/reference.md#error-codes): every route that reads a body reads it
 * through one of these, and a bigger body is answered 413 `payload_too_large` before it is read
 * in full.
 */

/**
 * Largest accepted request body, in bytes: 32 KiB, for JSON and form posts alike. The contract's
 * hard caps (message 20 000 characters, footer 2 x 2 000, the other fields and the config a few
 * hundred each) keep any valid inquiry - even a 5 000-character message in 4-byte UTF-8 - well
 * under it; anything bigger is refused before it is read in full.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Largest admin API body, in bytes: 4 KiB. The admin API takes small JSON only: `{ block }` for
 * "Mark as spam" (under 30 bytes) and `{ value }` for a block-list entry (at most 254 characters,
 * under 1.6 KiB even with every character JSON-escaped).
 */
export const ADMIN_MAX_BODY_BYTES = 4 * 1024;

/**
 * Largest body of the local webhook receiver, in bytes: 64 KiB. The worker's largest `json`
 * webhook, an inquiry with every field at its limit, is under half of it.
 */
export const LOCAL_WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/**
 * Middleware refusing a body over `maxBytes` with 413 `payload_too_large` and the JSON error
 * envelope `The request body is larger than <n> KiB.` (Hono's `bodyLimit`: by `Content-Length`
 * when given, else while reading the stream). A request without a body passes.
 *
 * @param maxBytes - the limit in bytes, a whole number of KiB.
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
