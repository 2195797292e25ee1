import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { apiError } from "./api-error.ts";

/**
 * Largest accepted request body, in bytes: 32 KiB. The contract's hard caps (message 20 000
 * characters, footer 2 x 2 000, the other fields and the config a few hundred each) keep any valid
 * inquiry - even a 5 000-character message in 4-byte UTF-8 - well under it; anything bigger is
 * refused before it is read in full.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/** `application/json`, optionally with parameters such as `; charset=utf-8`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Refuses anything that is not `Content-Type: application/json` with 415
 * `unsupported_media_type` (issue 2 section 3).
 */
export const requireJson = createMiddleware<AppEnv>(async (c, next) => {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!JSON_MEDIA_TYPE.test(contentType.trim())) {
    throw apiError(
      415,
      "unsupported_media_type",
      "The request body must be JSON (Content-Type: application/json).",
    );
  }
  await next();
});

/** Refuses bodies over {@link MAX_BODY_BYTES} with 413 `payload_too_large`. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw apiError(413, "payload_too_large", `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
  },
});

/**
 * Parses the body as JSON once (Hono caches it for the validator) and refuses malformed JSON with
 * 400 `invalid_json`.
 */
export const parseJson = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await c.req.json();
  } catch {
    throw apiError(400, "invalid_json", "The request body is not valid JSON.");
  }
  await next();
});
