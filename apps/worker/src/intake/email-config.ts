import { contactEmailConfig, EMAIL_CONFIG_DEFAULTS, type ParsedSendEmailRequest } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";

/** The operator's presentation values (docs/decisions.md#the-email-is-the-operators). */
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
 * The path (`config.fromName`, `footer.html`, ...) of the first presentation option that `raw`, the
 * body as sent, gives a value other than the operator's; `null` when there is none.
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
 * `request` with the operator's presentation values in place (check 7b of
 * docs/architecture.md#worker-checks).
 * @throws HTTPException 403 `config_not_allowed` naming the option ({@link disallowedEmailOption}).
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
