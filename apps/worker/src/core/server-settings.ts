/**
 * The server's settings from the worker's vars (docs/reference.md#configuration, each var's meaning and
 * fallback). The page is public, so these, never the client's config, decide who may send what to whom.
 */

/** `env[name]` trimmed, or `undefined` when unset or blank; never put in an answer or log (docs/reference.md#secrets). */
export function readSecret(env: Env, name: string): string | undefined {
  const value: unknown = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Whether `name` is one of `ALLOWED_API_KEY_NAMES`, exactly (docs/product.md#abuse-defences). */
export function isApiKeyNameAllowed(name: string, allowedNames: readonly string[]): boolean {
  return allowedNames.includes(name);
}

/** `PROVIDER_TIMEOUT_MS` when missing or not a positive integer, in ms. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/** `SPAM_MAX_LINKS` when missing or not a non-negative integer (as are the defaults below). */
export const DEFAULT_SPAM_MAX_LINKS = 3;

/** `VISITS_DAILY_LIMIT`'s default: page views counted per UTC day. */
export const DEFAULT_VISITS_DAILY_LIMIT = 20_000;

/** `SPAM_DAILY_LIMIT`'s default: spam stored per UTC day. */
export const DEFAULT_SPAM_DAILY_LIMIT = 500;

/** `PHOTOS_DAILY_BYTES`'s default: 2 GB of photos stored per UTC day. */
export const DEFAULT_PHOTOS_DAILY_BYTES = 2_000_000_000;

/** `AUTORESPONDER_DAILY_LIMIT`'s default: confirmations per UTC day. */
export const DEFAULT_AUTORESPONDER_DAILY_LIMIT = 50;

/**
 * One request's settings, each the var of its name in docs/reference.md#configuration; lists trimmed,
 * never holding "". `provider` lower-cased, `resendApiUrl` without trailing slashes.
 */
export type ServerSettings = {
  provider: string;
  resendApiUrl: string;
  fromAddress: string;
  /** `CONTACT_RECIPIENTS` in their configured spelling; the first is the default. */
  recipients: string[];
  /** `ALLOWED_ORIGINS`, besides the worker's own. */
  allowedOrigins: string[];
  /** `ALLOWED_API_KEY_NAMES`. */
  apiKeyNames: string[];
  providerTimeoutMs: number;
  spamMaxLinks: number;
  visitsDailyLimit: number;
  spamDailyLimit: number;
  photosDailyBytes: number;
  /** `AUTORESPONDER` is `on` (trimmed, any case). */
  autoresponder: boolean;
  autoresponderDailyLimit: number;
  /** `SPAM_NOTICE` is not `off` (trimmed, any case). */
  spamNotice: boolean;
};

/** A var as a non-negative integer of at most `digits` digits, or `fallback` when it is anything else. */
function countOr(value: string | undefined, fallback: number, digits = 9): number {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= digits && /^\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : fallback;
}

/** Splits a comma-separated var into trimmed, non-empty items. */
export function splitList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Never throws: missing vars give empty lists (refusing everything), the defaults, autoresponder off, notice on. */
export function readServerSettings(env: Env): ServerSettings {
  const timeout = countOr(env.PROVIDER_TIMEOUT_MS, DEFAULT_PROVIDER_TIMEOUT_MS);
  return {
    provider: (env.MAIL_PROVIDER ?? "").trim().toLowerCase(),
    resendApiUrl: ((env.RESEND_API_URL ?? "").trim() || "https://api.resend.com").replace(/\/+$/, ""),
    fromAddress: (env.MAIL_FROM_ADDRESS ?? "").trim(),
    recipients: splitList(env.CONTACT_RECIPIENTS),
    allowedOrigins: splitList(env.ALLOWED_ORIGINS).map((origin) => origin.replace(/\/+$/, "")),
    apiKeyNames: splitList(env.ALLOWED_API_KEY_NAMES),
    providerTimeoutMs: timeout > 0 ? timeout : DEFAULT_PROVIDER_TIMEOUT_MS,
    spamMaxLinks: countOr(env.SPAM_MAX_LINKS, DEFAULT_SPAM_MAX_LINKS),
    spamDailyLimit: countOr(env.SPAM_DAILY_LIMIT, DEFAULT_SPAM_DAILY_LIMIT),
    visitsDailyLimit: countOr(env.VISITS_DAILY_LIMIT, DEFAULT_VISITS_DAILY_LIMIT),
    photosDailyBytes: countOr(env.PHOTOS_DAILY_BYTES, DEFAULT_PHOTOS_DAILY_BYTES, 15),
    autoresponder: (env.AUTORESPONDER ?? "").trim().toLowerCase() === "on",
    autoresponderDailyLimit: countOr(env.AUTORESPONDER_DAILY_LIMIT, DEFAULT_AUTORESPONDER_DAILY_LIMIT),
    spamNotice: (env.SPAM_NOTICE ?? "").trim().toLowerCase() !== "off",
  };
}

/**
 * Whether clean inquiries get a confirmation (docs/product.md#the-confirmation): only with `AUTORESPONDER`
 * `on` and `TURNSTILE_SECRET_KEY` set, else a script could aim them at any address (the `outbox` needs
 * no Turnstile: nothing leaves the machine). Never throws.
 */
export function confirmationState(
  env: Env,
): { on: true } | { on: false; reason: "autoresponder_off" | "turnstile_not_configured" } {
  const settings = readServerSettings(env);
  if (!settings.autoresponder) return { on: false, reason: "autoresponder_off" };
  if (settings.provider === "outbox") return { on: true };
  return readSecret(env, "TURNSTILE_SECRET_KEY")
    ? { on: true }
    : { on: false, reason: "turnstile_not_configured" };
}
