/**
 * Resend's error answers. Every error is JSON `{ statusCode, message, name }`; the names are the
 * ones of Resend's error catalogue, https://resend.com/docs/api-reference/errors (the OpenAPI
 * document defines no error responses), as of 2026-11-23 - the same list the official SDKs
 * (resend on npm: `RESEND_ERROR_CODE_KEY`) recognise.
 */

/** Every error name Resend documents. */
export const RESEND_ERROR_NAMES = [
  "invalid_idempotency_key",
  "validation_error",
  "missing_api_key",
  "restricted_api_key",
  "invalid_api_key",
  "not_found",
  "method_not_allowed",
  "invalid_idempotent_request",
  "concurrent_idempotent_requests",
  "invalid_attachment",
  "invalid_from_address",
  "invalid_access",
  "invalid_parameter",
  "invalid_region",
  "missing_required_field",
  "monthly_quota_exceeded",
  "daily_quota_exceeded",
  "rate_limit_exceeded",
  "security_error",
  "application_error",
  "internal_server_error",
] as const;

/** One of {@link RESEND_ERROR_NAMES}. */
export type ResendErrorName = (typeof RESEND_ERROR_NAMES)[number];

/** The body of every Resend error answer. */
export type ResendErrorBody = { statusCode: number; message: string; name: string };

/**
 * The name the stand-in answers for a status when the test names none. 422 is `validation_error`,
 * what Resend answers for an invalid field (`to`, `from`); `missing_required_field` is kept for a
 * missing one. Every 5xx is `application_error`.
 */
const NAME_BY_STATUS: Record<number, ResendErrorName> = {
  400: "validation_error",
  401: "missing_api_key",
  403: "invalid_api_key",
  404: "not_found",
  405: "method_not_allowed",
  409: "invalid_idempotent_request",
  422: "validation_error",
  429: "rate_limit_exceeded",
  451: "security_error",
  500: "application_error",
};

/** Resend's message per name (the catalogue's wording, shortened). */
const MESSAGE_BY_NAME: Record<ResendErrorName, string> = {
  invalid_idempotency_key: "The key must be between 1-256 chars.",
  validation_error: "We found an error with one or more fields in the request.",
  missing_api_key: "Missing API key in the authorization header.",
  restricted_api_key: "This API key is restricted to only send emails.",
  invalid_api_key: "API key is invalid.",
  not_found: "The requested endpoint does not exist.",
  method_not_allowed: "Method is not allowed for the requested path.",
  invalid_idempotent_request: "Same idempotency key used with a different request payload.",
  concurrent_idempotent_requests: "Same idempotency key used while original request is still in progress.",
  invalid_attachment: "Attachment must have either a `content` or `path`.",
  invalid_from_address: "Invalid `from` field.",
  invalid_access: 'Access must be "full_access" | "sending_access".',
  invalid_parameter: "The parameter must be a valid UUID.",
  invalid_region: "Region must be a supported region.",
  missing_required_field: "The request body is missing one or more required fields.",
  monthly_quota_exceeded: "You have reached your monthly email sending quota.",
  daily_quota_exceeded: "You have reached your daily email sending quota.",
  rate_limit_exceeded: "Too many requests. Please limit the number of requests per second.",
  security_error: "We may have found a security issue with the request.",
  application_error: "An unexpected error occurred.",
  internal_server_error: "An unexpected error occurred.",
};

/**
 * The name Resend answers with `status` when nothing more specific applies: the table above,
 * `application_error` for any other 5xx and `validation_error` for any other 4xx.
 */
export function defaultErrorName(status: number): ResendErrorName {
  return NAME_BY_STATUS[status] ?? (status >= 500 ? "application_error" : "validation_error");
}

/**
 * Resend's error body for `status`: `name` defaults to {@link defaultErrorName}, `message` to the
 * catalogue's message for the name (or a generic one for a name outside the catalogue).
 */
export function resendError(status: number, name?: string, message?: string): ResendErrorBody {
  const errorName = name ?? defaultErrorName(status);
  const known = MESSAGE_BY_NAME[errorName as ResendErrorName] as string | undefined;
  return { statusCode: status, message: message ?? known ?? "The request failed.", name: errorName };
}
