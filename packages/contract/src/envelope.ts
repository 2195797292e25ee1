import * as z from "zod/mini";

/** The error envelope's `code`s, each explained in docs/reference.md#error-codes. */
export const ERROR_CODES = [
  "unsupported_media_type",
  "invalid_json",
  "payload_too_large",
  "validation_failed",
  "origin_not_allowed",
  "recipient_not_allowed",
  "config_not_allowed",
  "api_key_name_not_allowed",
  "provider_unavailable",
  "rate_limited",
  "challenge_failed",
  "challenge_unavailable",
  "not_found",
  "method_not_allowed",
  "internal_error",
  "admin_not_configured",
  "access_token_missing",
  "access_token_invalid",
  "access_unavailable",
  "invalid_query",
  "export_too_large",
  "inquiry_not_resendable",
  "archive_unavailable",
  "delivery_not_retryable",
  "webhook_not_configured",
  "webhook_signature_missing",
  "webhook_signature_invalid",
  "webhook_replayed",
  "invalid_webhook_event",
  "form_token_not_configured",
  "inquiry_not_spam",
  "inquiry_already_spam",
  "block_entry_invalid",
  "block_not_allowed",
  "blocked_sender_not_found",
  "inquiry_not_answerable",
  "inquiry_already_answered",
  "reply_limit_reached",
  "reply_not_configured",
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The worker's JSON error envelope; the page shows `error` (docs/product.md#error-catalogue). */
export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.optional(z.record(z.string(), z.string())),
});

/** See {@link errorEnvelopeSchema}. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The answer to an accepted inquiry (docs/product.md#request-and-response); `photosNotKept` as in docs/product.md#photos. */
export type SendEmailAccepted = {
  id: string;
  status: "sent" | "queued";
  confirmation?: true;
  photosNotKept?: true;
};
