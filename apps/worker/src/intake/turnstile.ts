import type { ErrorCode } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";
import { logEvent } from "../core/log-event.ts";
import { readSecret } from "../core/server-settings.ts";
import { noAnswerOutcome } from "../delivery/channel/send-outcome.ts";

/** The env setting of the Turnstile secret key; Turnstile is on exactly when it is set. */
export const TURNSTILE_SECRET_NAME = "TURNSTILE_SECRET_KEY";

/** Turnstile's siteverify endpoint (used when `TURNSTILE_VERIFY_URL` is empty). */
export const DEFAULT_TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** The envelope code of a missing or refused token (403, with `fields.turnstileToken`). */
export const TURNSTILE_FAILED_CODE: ErrorCode = "challenge_failed";

/** siteverify error codes that mean the operator's secret is wrong, not the visitor's token. */
const SECRET_ERRORS = new Set(["missing-input-secret", "invalid-input-secret"]);

/**
 * One token's check: `passed`; `failed` (the visitor's token: missing, invalid, expired, reused);
 * `unavailable` (siteverify unreachable or unreadable, or it refused the secret or failed itself).
 */
export type TurnstileOutcome =
  | { result: "passed" }
  | { result: "failed"; errorCodes: string[] }
  | { result: "unavailable"; reason: string; errorCodes: string[] };

/** What {@link verifyTurnstileToken} needs. */
export type TurnstileCheck = {
  secret: string;
  /** The widget's response token from the request body, if any. */
  token: string | undefined;
  /** The visitor's IP (`CF-Connecting-IP`), sent as `remoteip` when known. */
  remoteIp: string | undefined;
  verifyUrl: string;
  /** In milliseconds. */
  timeoutMs: number;
};

/** siteverify's `error-codes` as short safe strings (they go into logs). */
function errorCodesOf(body: unknown): string[] {
  const codes = (body as { "error-codes"?: unknown } | null)?.["error-codes"];
  if (!Array.isArray(codes)) return [];
  return codes.filter((code): code is string => typeof code === "string" && /^[a-z0-9-]{1,64}$/.test(code));
}

/**
 * Verifies a Turnstile token at siteverify (docs/reference.md#turnstile): `POST` form-encoded `secret`,
 * `response` and `remoteip`. A blank token fails without a call. Never throws.
 */
export async function verifyTurnstileToken(check: TurnstileCheck): Promise<TurnstileOutcome> {
  const token = check.token?.trim();
  if (!token) return { result: "failed", errorCodes: ["missing-input-response"] };
  const form = new URLSearchParams({ secret: check.secret, response: token });
  if (check.remoteIp) form.set("remoteip", check.remoteIp);
  let body: unknown;
  try {
    const response = await fetch(check.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(check.timeoutMs),
    });
    if (!response.ok) return { result: "unavailable", reason: `status ${response.status}`, errorCodes: [] };
    body = await response.json();
  } catch (error) {
    return { result: "unavailable", reason: noAnswerOutcome(error).name, errorCodes: [] };
  }
  const errorCodes = errorCodesOf(body);
  if ((body as { success?: unknown } | null)?.success === true) return { result: "passed" };
  if (errorCodes.some((code) => SECRET_ERRORS.has(code) || code === "internal-error")) {
    return { result: "unavailable", reason: "siteverify refused the secret or failed", errorCodes };
  }
  return { result: "failed", errorCodes };
}

/** What {@link requireHuman} reads from the request and the env. */
export type HumanCheckInput = {
  env: Env;
  token: string | undefined;
  remoteIp: string | undefined;
  timeoutMs: number;
};

/**
 * The Turnstile check of `POST /api/send-email` (docs/product.md#abuse-defences); returns at once
 * while `TURNSTILE_SECRET_KEY` is unset.
 * @throws HTTPException 403 {@link TURNSTILE_FAILED_CODE} with `fields.turnstileToken`, or 503
 *   `challenge_unavailable` (logged `turnstile_unavailable`).
 */
export async function requireHuman(input: HumanCheckInput): Promise<void> {
  const secret = readSecret(input.env, TURNSTILE_SECRET_NAME);
  if (!secret) return;
  const outcome = await verifyTurnstileToken({
    secret,
    token: input.token,
    remoteIp: input.remoteIp,
    verifyUrl: input.env.TURNSTILE_VERIFY_URL?.trim() || DEFAULT_TURNSTILE_VERIFY_URL,
    timeoutMs: input.timeoutMs,
  });
  if (outcome.result === "passed") return;
  if (outcome.result === "failed") {
    logEvent("warn", "turnstile_failed", { errorCodes: outcome.errorCodes.join(",") });
    throw apiError(
      403,
      TURNSTILE_FAILED_CODE,
      "The security check did not pass. Please complete it again and resend your inquiry.",
      { turnstileToken: "Please complete the security check" },
    );
  }
  logEvent("error", "turnstile_unavailable", {
    reason: outcome.reason,
    errorCodes: outcome.errorCodes.join(","),
    hint: outcome.errorCodes.some((code) => SECRET_ERRORS.has(code))
      ? "siteverify refused TURNSTILE_SECRET_KEY: set the secret key of the widget with `wrangler secret put TURNSTILE_SECRET_KEY`."
      : undefined,
  });
  throw apiError(
    503,
    "challenge_unavailable",
    "The security check is unavailable right now. Please try again in a few minutes.",
  );
}
