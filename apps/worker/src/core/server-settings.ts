/**
 * The server's settings, read from the worker's vars (wrangler.jsonc,
 * docs/reference.md#configuration). The page is public, so these - never the client's config -
 * decide who may send, to whom, with which key and through which provider.
 */

/** Provider timeout used when `PROVIDER_TIMEOUT_MS` is missing or not a positive integer, in ms. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/** `SPAM_MAX_LINKS` when missing or not a non-negative integer: a message with more URLs is spam. */
export const DEFAULT_SPAM_MAX_LINKS = 3;

/** `VISITS_DAILY_LIMIT` when missing or not a non-negative integer: page views counted per UTC day. */
export const DEFAULT_VISITS_DAILY_LIMIT = 20_000;

/** `SPAM_DAILY_LIMIT` when missing or not a non-negative integer: spam stored per UTC day. */
export const DEFAULT_SPAM_DAILY_LIMIT = 500;

/** `PHOTOS_DAILY_BYTES` when missing or not a non-negative integer: 2 GB of photos stored per UTC day. */
export const DEFAULT_PHOTOS_DAILY_BYTES = 2_000_000_000;

/** `AUTORESPONDER_DAILY_LIMIT` when missing or not a non-negative integer: confirmations per UTC day. */
export const DEFAULT_AUTORESPONDER_DAILY_LIMIT = 50;

/** The settings of one request, parsed from the vars. Lists are trimmed and never contain "". */
export type ServerSettings = {
  /** `MAIL_PROVIDER` as configured, trimmed and lower-cased ("resend", "outbox" or anything). */
  provider: string;
  /** `RESEND_API_URL` without trailing slashes, e.g. `https://api.resend.com`. */
  resendApiUrl: string;
  /** `MAIL_FROM_ADDRESS`: the verified sender address. */
  fromAddress: string;
  /** `CONTACT_RECIPIENTS`: allowed recipients in their configured spelling; the first is the default. */
  recipients: string[];
  /** `ALLOWED_ORIGINS`: origins (scheme://host[:port]) allowed besides the worker's own. */
  allowedOrigins: string[];
  /** `ALLOWED_API_KEY_NAMES`: env setting names a request may name in `config.apiKeyEnvName`. */
  apiKeyNames: string[];
  /** `PROVIDER_TIMEOUT_MS`: timeout of one provider request, in milliseconds. */
  providerTimeoutMs: number;
  /** `SPAM_MAX_LINKS`: a message with more URLs than this is spam (`links`). */
  spamMaxLinks: number;
  /**
   * `VISITS_DAILY_LIMIT`: page views the visits beacon counts per UTC day, all pages together; past
   * it, beacons are not counted, so a flood cannot use up the archive's daily writes.
   */
  visitsDailyLimit: number;
  /** `SPAM_DAILY_LIMIT`: spam inquiries stored per UTC day; past it, spam is counted, not stored. */
  spamDailyLimit: number;
  /**
   * `PHOTOS_DAILY_BYTES`: photo bytes stored per UTC day, all inquiries together; past it, an
   * inquiry is accepted without its photos (docs/product.md#photos).
   */
  photosDailyBytes: number;
  /** `AUTORESPONDER` is `on` (trimmed, any case): clean inquiries also get a confirmation email. */
  autoresponder: boolean;
  /** `AUTORESPONDER_DAILY_LIMIT`: confirmation emails per UTC day in total. */
  autoresponderDailyLimit: number;
  /** `SPAM_NOTICE` is not `off` (trimmed, any case): the daily spam notice is on (docs/reference.md#daily-spam-notice). */
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

/**
 * Reads {@link ServerSettings} from the worker's env. Never throws: missing vars give empty lists
 * (which refuse everything), the default timeout and limits, the autoresponder off and the daily
 * spam notice on.
 */
export function readServerSettings(env: Env): ServerSettings {
  const timeout = Number.parseInt(env.PROVIDER_TIMEOUT_MS ?? "", 10);
  return {
    provider: (env.MAIL_PROVIDER ?? "").trim().toLowerCase(),
    resendApiUrl: (env.RESEND_API_URL || "https://api.resend.com").trim().replace(/\/+$/, ""),
    fromAddress: (env.MAIL_FROM_ADDRESS ?? "").trim(),
    recipients: splitList(env.CONTACT_RECIPIENTS),
    allowedOrigins: splitList(env.ALLOWED_ORIGINS).map((origin) => origin.replace(/\/+$/, "")),
    apiKeyNames: splitList(env.ALLOWED_API_KEY_NAMES),
    providerTimeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_PROVIDER_TIMEOUT_MS,
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
 * Whether a clean inquiry's visitor gets a confirmation email (docs/product.md#the-confirmation):
 * on only while `AUTORESPONDER` is `on` AND Turnstile is configured (the `TURNSTILE_SECRET_KEY`
 * secret is set), because without Turnstile a script could aim confirmations at any address. With
 * `MAIL_PROVIDER` `outbox` (local development: nothing leaves the machine) Turnstile is not
 * required. Never throws.
 *
 * @returns `{ on: true }`, or `{ on: false, reason }` with `autoresponder_off` (the var is not
 *   `on`) or `turnstile_not_configured` (on, but no Turnstile secret and a real mail provider).
 */
export function confirmationState(
  env: Env,
): { on: true } | { on: false; reason: "autoresponder_off" | "turnstile_not_configured" } {
  const settings = readServerSettings(env);
  if (!settings.autoresponder) return { on: false, reason: "autoresponder_off" };
  if (settings.provider === "outbox") return { on: true };
  const secret: unknown = (env as unknown as Record<string, unknown>).TURNSTILE_SECRET_KEY;
  const turnstile = typeof secret === "string" && secret.trim() !== "";
  return turnstile ? { on: true } : { on: false, reason: "turnstile_not_configured" };
}
