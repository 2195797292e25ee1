import { contactEmailConfig, EMAIL_CONFIG_DEFAULTS, type ParsedSendEmailRequest } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";

/**
 * The email's presentation is the operator's, never the caller's (docs/decisions.md#the-email-is-the-operators):
 * the sender's display name, the subject's prefix, the form's name, the brand colour and the footer
 * come from the contract's `contactEmailConfig` (the one definition the site and the worker share)
 * and `EMAIL_CONFIG_DEFAULTS.footerText`. A request may leave any of them out; one it sends must be
 * exactly the operator's value, else the request is refused.
 */

/** The operator's value of each presentation option (the subject: its prefix). */
export const OPERATOR_EMAIL_CONFIG = {
  fromName: contactEmailConfig.config.fromName,
  formName: contactEmailConfig.config.formName,
  brandColor: contactEmailConfig.config.brandColor,
  footerHtml: contactEmailConfig.config.footerHtml,
  footerText: EMAIL_CONFIG_DEFAULTS.footerText,
  subjectPrefix: contactEmailConfig.subjectPrefix,
} as const;

/** The config options a request may send only with the operator's value. */
const FIXED_OPTIONS = ["fromName", "formName", "brandColor", "footerHtml", "footerText"] as const;

/** `value` as an object of its own keys, or `{}` (the raw body before validation). */
function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The first presentation option `raw` (the request body as sent, before defaults) gives a value
 * other than the operator's, by its path (`config.fromName`, `config.subject`, `footer.html`, ...),
 * or `null` when every one it sends is the operator's. The subject must be the operator's prefix
 * followed by the visitor's (trimmed) subject.
 */
export function disallowedEmailOption(raw: unknown, request: ParsedSendEmailRequest): string | null {
  const body = recordOf(raw);
  const config = recordOf(body.config);
  for (const option of FIXED_OPTIONS) {
    if (config[option] !== undefined && config[option] !== OPERATOR_EMAIL_CONFIG[option])
      return `config.${option}`;
  }
  if (
    config.subject !== undefined &&
    config.subject !== `${OPERATOR_EMAIL_CONFIG.subjectPrefix}${request.subject.trim()}`
  ) {
    return "config.subject";
  }
  const footer = recordOf(body.footer);
  if (footer.html !== undefined && footer.html !== OPERATOR_EMAIL_CONFIG.footerHtml) return "footer.html";
  if (footer.text !== undefined && footer.text !== OPERATOR_EMAIL_CONFIG.footerText) return "footer.text";
  return null;
}

/**
 * Checks the presentation options of a validated request against the operator's
 * ({@link disallowedEmailOption}) and answers the request with the operator's values in place, so
 * an option left out takes the operator's value.
 *
 * @throws HTTPException 403 `config_not_allowed` naming the option, when the request sent another
 *   value: nothing is sent or stored.
 */
export function withOperatorEmailConfig(
  raw: unknown,
  request: ParsedSendEmailRequest,
): ParsedSendEmailRequest {
  const option = disallowedEmailOption(raw, request);
  if (option) {
    throw apiError(403, "config_not_allowed", `This email setting is not allowed on this server: ${option}.`);
  }
  const { subjectPrefix, ...fixed } = OPERATOR_EMAIL_CONFIG;
  return {
    ...request,
    config: { ...request.config, ...fixed, subject: `${subjectPrefix}${request.subject.trim()}` },
    footer: undefined,
  };
}
