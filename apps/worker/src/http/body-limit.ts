import { bodyLimit } from "hono/body-limit";
import { apiError } from "./api-error.ts";

/**
 * Largest accepted request body, in bytes: 32 KiB, for JSON and form posts alike. The contract's
 * hard caps (message 20 000 characters, footer 2 x 2 000, the other fields and the config a few
 * hundred each) keep any valid inquiry - even a 5 000-character message in 4-byte UTF-8 - well
 * under it; anything bigger is refused before it is read in full.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Refuses bodies over {@link MAX_BODY_BYTES} with 413 `payload_too_large` (Hono's `bodyLimit`:
 * by `Content-Length` when given, else while reading the stream).
 */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw apiError(413, "payload_too_large", `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
  },
});
