import { contactEmailConfig, EMAIL_CONFIG_DEFAULTS, type ParsedSendEmailRequest } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";
import {
  isApiKeyNameAllowed,
  readSecret,
  readServerSettings,
  type ServerSettings,
} from "../core/server-settings.ts";
import { requireHuman, TURNSTILE_SECRET_NAME } from "./turnstile.ts";

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

/** A request that passed checks 7b to 10: the operator's email options in place, and its recipient. */
export type CheckedRequest = {
  request: ParsedSendEmailRequest;
  /** The allowed recipient ({@link resolveRecipient}). */
  to: string;
  /** The server's settings, read once for this request. */
  settings: ServerSettings;
  /** Whether Turnstile is on (`TURNSTILE_SECRET_KEY` set): the form token rules read it. */
  turnstile: boolean;
};

/**
 * The recipient the inquiry goes to (docs/decisions.md#recipient-not-client-choice): `requested`
 * when on `allowed` (ignoring case), the first allowed address when none is requested.
 * @returns the address in the allowlist's own spelling, or `undefined` (refuse).
 */
export function resolveRecipient(
  requested: string | undefined,
  allowed: readonly string[],
): string | undefined {
  const wanted = requested?.trim();
  if (!wanted) return allowed[0];
  const lower = wanted.toLowerCase();
  return allowed.find((address) => address.toLowerCase() === lower);
}

/**
 * Checks 7b to 10 of docs/architecture.md#worker-checks on a validated request: the operator's
 * email options, Turnstile, the recipient allowlist, the key-name allowlist. Writes nothing.
 * @param raw - the body as sent, for the email options it gave.
 * @param remoteIp - the visitor's IP (`CF-Connecting-IP`), for Turnstile's `remoteip`.
 * @throws HTTPException with the refusal's envelope: 403 `config_not_allowed`, 403
 *   `challenge_failed`, 503 `challenge_unavailable`, 403 `recipient_not_allowed`, 403
 *   `api_key_name_not_allowed`.
 */
export async function checkRequest(
  env: Env,
  validated: ParsedSendEmailRequest,
  raw: unknown,
  remoteIp: string | undefined,
): Promise<CheckedRequest> {
  const request = withOperatorEmailConfig(raw, validated);
  const settings = readServerSettings(env);
  await requireHuman({ env, token: request.turnstileToken, remoteIp, timeoutMs: settings.providerTimeoutMs });
  const to = resolveRecipient(request.config.recipient, settings.recipients);
  if (!to) throw apiError(403, "recipient_not_allowed", "This recipient is not allowed on this server.");
  if (!isApiKeyNameAllowed(request.config.apiKeyEnvName, settings.apiKeyNames)) {
    throw apiError(403, "api_key_name_not_allowed", "This API key setting is not allowed on this server.");
  }
  return { request, to, settings, turnstile: readSecret(env, TURNSTILE_SECRET_NAME) !== undefined };
}
