import type { ErrorCode } from "@clearwell/contract";

/**
 * An independent model of what `POST /api/send-email` answers a JSON request, for the fuzz tests.
 * It is written from the documented rules (docs/product.md#contact-form,
 * docs/product.md#request-and-response, docs/product.md#constants, docs/product.md#abuse-defences)
 * with plain string checks, and never calls the contract's schema or field rules: a schema that
 * became too lax (or too strict) answers differently from this model, and the fuzz test fails.
 */

/** What the worker must answer: a refusal with its status and code, or an acceptance (200 or 202). */
export type ExpectedAnswer = { kind: "refused"; status: number; code: ErrorCode } | { kind: "accepted" };

/** The server's allowlists the answer depends on (the test's `CONTACT_RECIPIENTS` and `ALLOWED_API_KEY_NAMES`). */
export type OracleSettings = { recipients: readonly string[]; apiKeyNames: readonly string[] };

/** Largest request body, in UTF-8 bytes: 32 KiB. */
const BODY_LIMIT_BYTES = 32 * 1024;
/** Field limits in characters after trimming; before the field rules each raw value is capped at 4 x this. */
const FIELD_LIMITS = { name: 100, email: 254, phone: 40, subject: 150, message: 5000 } as const;
const HARD_CAP_FACTOR = 4;
/** Shortest message, in characters after trimming. */
const MESSAGE_MIN = 10;
/** Fewest digits in the main part of a phone number. */
const PHONE_MIN_DIGITS = 5;
const FOOTER_MAX = 2000;
const HONEYPOT_MAX = 500;
const TURNSTILE_TOKEN_MAX = 2048;
const FORM_TOKEN_MAX = 500;
const CONFIG_ADDRESS_MAX = 254;
const DEFAULT_API_KEY_NAME = "RESEND_API_KEY";
/** The operator's email presentation (docs/product.md#request-and-response): a request may send only these. */
const OPERATOR_OPTIONS: Record<string, string> = {
  fromName: "Clearwell Interiors",
  formName: "Website Contact Form",
  brandColor: "#c2410c",
  footerHtml:
    "<p>Sent from the contact form on the <strong>Clearwell Interiors</strong> website. Reply to this email to answer the visitor directly.</p>",
  footerText: "This message was sent from the Clearwell Interiors website.",
};
const OPERATOR_SUBJECT_PREFIX = "New Inquiry: ";

type Field = keyof typeof FIELD_LIMITS;
const FIELDS = Object.keys(FIELD_LIMITS) as Field[];
const TOP_KEYS = new Set<string>([...FIELDS, "config", "footer", "honeypot", "turnstileToken", "formToken"]);
const CONFIG_KEYS = new Set<string>([
  "recipient",
  "subject",
  "fromEmail",
  "fromName",
  "replyToEmail",
  "formName",
  "brandColor",
  "requiredFields",
  "footerText",
  "footerHtml",
  "apiKeyEnvName",
]);
const FOOTER_KEYS = new Set<string>(["text", "html"]);

const DIGITS = "0123456789";
const ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const HEX = `${DIGITS}abcdefABCDEF`;
/** Characters of an address's local part (before `@`) as the HTML email input has them. */
const LOCAL_PART_CHARS = `${ASCII_LETTERS}${DIGITS}.!#$%&'*+/=?^_\`{|}~-`;
/** Characters of the main part of a phone number after an optional leading `+`. */
const PHONE_CHARS = `${DIGITS} ()./-`;

const chars = (text: string) => Array.from(text);
const allIn = (text: string, allowed: string) => chars(text).every((char) => allowed.includes(char));
const isAsciiAlnum = (char: string) => ASCII_LETTERS.includes(char) || DIGITS.includes(char);

/** A JSON object (not an array, not null). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property, never one inherited from `Object.prototype` (`constructor`, ...). */
function own(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** No line break or other control character (code points 0-31 and 127). */
function isSingleLine(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** A text of at most `max` characters, or absent; single-line when asked. */
function optionalText(value: unknown, max: number, singleLine = false): boolean {
  if (value === undefined) return true;
  return typeof value === "string" && value.length <= max && (!singleLine || isSingleLine(value));
}

/** One domain label: letters (any script, for internationalised domains), marks, digits, inner hyphens. */
function isDomainLabel(label: string): boolean {
  if (label.length === 0 || label.length > 63 || label.startsWith("-") || label.endsWith("-")) return false;
  return chars(label).every((char) => char === "-" || /[\p{L}\p{M}\p{N}]/u.test(char));
}

/**
 * The visitor's address: an ASCII local part, `@`, and a domain of at least two labels (letters of
 * any script allowed, so `anna@müller.de` passes); no spaces, quotes, brackets or commas.
 */
function isVisitorAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  return allIn(local, LOCAL_PART_CHARS) && labels.length >= 2 && labels.every(isDomainLabel);
}

/**
 * An address in the email configuration (`recipient`, `fromEmail`, `replyToEmail`): dot-separated
 * atoms of ASCII letters, digits and `_ ' + -` (not ending in a quote), `@`, domain labels of
 * letters, digits and hyphens starting with a letter or digit, and a top-level domain of two or more
 * letters; at most 254 characters.
 */
function isConfigAddress(value: unknown): boolean {
  if (typeof value !== "string" || value.length > CONFIG_ADDRESS_MAX) return false;
  const parts = value.split("@");
  if (parts.length !== 2) return false;
  const [local = "", domain = ""] = parts;
  const atoms = local.split(".");
  const atomsOk = atoms.every(
    (atom) => atom.length > 0 && chars(atom).every((c) => isAsciiAlnum(c) || "_'+-".includes(c)),
  );
  if (!atomsOk || local.endsWith("'")) return false;
  const labels = domain.split(".");
  const tld = labels.pop() ?? "";
  if (labels.length === 0 || tld.length < 2 || !allIn(tld, ASCII_LETTERS)) return false;
  return labels.every(
    (label) => isAsciiAlnum(label[0] ?? "") && chars(label).every((c) => isAsciiAlnum(c) || c === "-"),
  );
}

/**
 * A phone number: an optional leading `+`, then digits, spaces, brackets, dots, dashes and slashes
 * with at least 5 digits, and optionally an extension at the end (`,`, then `ext`, `ext.`,
 * `extension`, `x` or `#`, then 1 to 6 digits).
 */
function isPhoneNumber(value: string): boolean {
  const extension = /,?\s*(?:extension|ext\.?|x|#)\s*[0-9]{1,6}$/i.exec(value);
  const main = extension ? value.slice(0, extension.index) : value;
  const rest = main.startsWith("+") ? main.slice(1) : main;
  if (rest.length === 0 || !allIn(rest, PHONE_CHARS)) return false;
  return chars(rest).filter((char) => DIGITS.includes(char)).length >= PHONE_MIN_DIGITS;
}

/** One of the five fields against its rules (docs/product.md#contact-form). */
function isFieldValid(field: Field, raw: string, required: boolean): boolean {
  if (raw.length > FIELD_LIMITS[field] * HARD_CAP_FACTOR) return false;
  const value = raw.trim();
  if (value.length === 0) return field === "phone" && !required;
  if (field !== "message" && !isSingleLine(raw)) return false;
  if (value.length > FIELD_LIMITS[field]) return false;
  if (field === "email") return isVisitorAddress(value);
  if (field === "phone") return isPhoneNumber(value);
  if (field === "message") return value.length >= MESSAGE_MIN;
  return true;
}

/** The email configuration options (docs/product.md#request-and-response); absent means the defaults. */
function isConfigValid(config: unknown): boolean {
  if (config === undefined) return true;
  if (!isObject(config) || Object.keys(config).some((key) => !CONFIG_KEYS.has(key))) return false;
  const brandColor = own(config, "brandColor");
  const requiredFields = own(config, "requiredFields");
  const apiKeyEnvName = own(config, "apiKeyEnvName");
  return (
    ["recipient", "fromEmail", "replyToEmail"].every(
      (key) => own(config, key) === undefined || isConfigAddress(own(config, key)),
    ) &&
    optionalText(own(config, "subject"), 300, true) &&
    optionalText(own(config, "fromName"), 100, true) &&
    optionalText(own(config, "formName"), 100, true) &&
    optionalText(own(config, "footerText"), FOOTER_MAX) &&
    optionalText(own(config, "footerHtml"), FOOTER_MAX) &&
    (brandColor === undefined ||
      (typeof brandColor === "string" &&
        brandColor.startsWith("#") &&
        (brandColor.length === 4 || brandColor.length === 7) &&
        allIn(brandColor.slice(1), HEX))) &&
    (requiredFields === undefined ||
      (Array.isArray(requiredFields) &&
        requiredFields.length <= FIELDS.length &&
        requiredFields.every((field) => (FIELDS as unknown[]).includes(field)))) &&
    (apiKeyEnvName === undefined ||
      (typeof apiKeyEnvName === "string" &&
        apiKeyEnvName.length >= 1 &&
        apiKeyEnvName.length <= 64 &&
        ASCII_LETTERS.slice(26).includes(apiKeyEnvName[0] ?? "") &&
        allIn(apiKeyEnvName, `${ASCII_LETTERS.slice(26)}${DIGITS}_`)))
  );
}

/** The request body's shape and every rule on it, config included. */
function isRequestValid(request: unknown): boolean {
  if (!isObject(request) || Object.keys(request).some((key) => !TOP_KEYS.has(key))) return false;
  const config = own(request, "config");
  const footer = own(request, "footer");
  if (!isConfigValid(config)) return false;
  if (footer !== undefined) {
    if (!isObject(footer) || Object.keys(footer).some((key) => !FOOTER_KEYS.has(key))) return false;
    if (!optionalText(own(footer, "text"), FOOTER_MAX) || !optionalText(own(footer, "html"), FOOTER_MAX)) {
      return false;
    }
  }
  if (!optionalText(own(request, "honeypot"), HONEYPOT_MAX)) return false;
  if (!optionalText(own(request, "turnstileToken"), TURNSTILE_TOKEN_MAX)) return false;
  if (!optionalText(own(request, "formToken"), FORM_TOKEN_MAX)) return false;
  const requiredFields = isObject(config) ? own(config, "requiredFields") : undefined;
  const phoneRequired = Array.isArray(requiredFields) && requiredFields.includes("phone");
  return FIELDS.every((field) => {
    // An absent phone is "" (null is not: it is a value of the wrong type).
    const value = field === "phone" && !Object.hasOwn(request, field) ? "" : own(request, field);
    return typeof value === "string" && isFieldValid(field, value, field === "phone" && phoneRequired);
  });
}

/** `application/json`, optionally followed by parameters (`; charset=utf-8`). */
function isJsonType(contentType: string): boolean {
  const type = contentType.trim().toLowerCase();
  if (!type.startsWith("application/json")) return false;
  const rest = type.slice("application/json".length).trimStart();
  return rest === "" || rest.startsWith(";");
}

/**
 * What the worker must answer `body` sent with `contentType` from an allowed origin, within the
 * rate limit, with Turnstile off: 415 `unsupported_media_type` (not JSON), 413
 * `payload_too_large` (over 32 KiB), 400 `invalid_json`, 400 `validation_failed` (any rule of the
 * body broken), then the server's policy - a presentation option (sender name, form name, brand
 * colour, footer, subject) other than the operator's is 403 `config_not_allowed`, a recipient
 * outside the allowlist is 403 `recipient_not_allowed`, a key name outside it 403
 * `api_key_name_not_allowed` - and otherwise accepted (spam too: it gets the decoy, which looks
 * the same).
 */
export function expectedAnswer(body: string, contentType: string, settings: OracleSettings): ExpectedAnswer {
  if (!isJsonType(contentType)) return { kind: "refused", status: 415, code: "unsupported_media_type" };
  if (new TextEncoder().encode(body).length > BODY_LIMIT_BYTES) {
    return { kind: "refused", status: 413, code: "payload_too_large" };
  }
  let request: unknown;
  try {
    // The body is read as UTF-8, which drops a leading byte order mark.
    request = JSON.parse(body.startsWith("\uFEFF") ? body.slice(1) : body);
  } catch {
    return { kind: "refused", status: 400, code: "invalid_json" };
  }
  if (!isObject(request) || !isRequestValid(request)) {
    return { kind: "refused", status: 400, code: "validation_failed" };
  }
  const config = isObject(own(request, "config")) ? (own(request, "config") as Record<string, unknown>) : {};
  const footer = isObject(own(request, "footer")) ? (own(request, "footer") as Record<string, unknown>) : {};
  const notOperators = (value: unknown, operators: string | undefined) =>
    value !== undefined && value !== operators;
  if (
    Object.keys(OPERATOR_OPTIONS).some((key) => notOperators(own(config, key), OPERATOR_OPTIONS[key])) ||
    notOperators(
      own(config, "subject"),
      `${OPERATOR_SUBJECT_PREFIX}${String(own(request, "subject")).trim()}`,
    ) ||
    notOperators(own(footer, "html"), OPERATOR_OPTIONS.footerHtml) ||
    notOperators(own(footer, "text"), OPERATOR_OPTIONS.footerText)
  ) {
    return { kind: "refused", status: 403, code: "config_not_allowed" };
  }
  const recipient = own(config, "recipient");
  if (typeof recipient === "string") {
    const wanted = recipient.trim().toLowerCase();
    if (!settings.recipients.some((allowed) => allowed.toLowerCase() === wanted)) {
      return { kind: "refused", status: 403, code: "recipient_not_allowed" };
    }
  } else if (settings.recipients.length === 0) {
    return { kind: "refused", status: 403, code: "recipient_not_allowed" };
  }
  const keyName = own(config, "apiKeyEnvName") ?? DEFAULT_API_KEY_NAME;
  if (!settings.apiKeyNames.includes(keyName as string)) {
    return { kind: "refused", status: 403, code: "api_key_name_not_allowed" };
  }
  return { kind: "accepted" };
}

/** Splits a comma-separated allowlist var as the worker reads it: trimmed, no empty items. */
export function allowlist(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
