import { Hono } from "hono/tiny";
import { apiError } from "../../core/api-error.ts";
import type { AppEnv } from "../../core/app-env.ts";
import { orWhenArchiveFails } from "../../core/archive.ts";
import { noStore } from "../../core/no-store.ts";
import { readSecret } from "../../core/server-settings.ts";

/**
 * The form token's version prefix (rules 3 and 4 of docs/product.md#abuse-defences). A token is
 * `v1.<issued at, ms since the epoch, base 36>.<HMAC-SHA256 of "v1.<issued at>", base64url>`.
 */
const VERSION = "v1";

/** A token older than this, in ms, is `expired` (how rule 3 judges it: docs/product.md#abuse-defences). */
const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How far in the future an issue time may be (clock differences between locations), in ms. */
const CLOCK_TOLERANCE_MS = 60_000;

/**
 * What a form token says: `valid` (signed here, `ageMs` old), `expired`, or `invalid` (missing,
 * malformed, forged, another secret's, or issued in the future).
 */
export type FormTokenCheck = { kind: "valid"; ageMs: number } | { kind: "expired" } | { kind: "invalid" };

/** `FORM_TOKEN_SECRET` trimmed, or `undefined`: the token rules are off (docs/reference.md#secrets). */
export function formTokenSecret(env: Env): string | undefined {
  return readSecret(env, "FORM_TOKEN_SECRET");
}

function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new form token issued at `nowMs` (ms since the epoch). */
export async function issueFormToken(secret: string, nowMs: number): Promise<string> {
  const payload = `${VERSION}.${Math.floor(nowMs).toString(36)}`;
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(secret),
    new TextEncoder().encode(payload),
  );
  return `${payload}.${base64url(signature)}`;
}

/**
 * Checks a form token at `nowMs` (ms since the epoch), the signature in constant time; only the
 * canonical base64url spelling is valid, as `form_token_uses` counts by spelling. Never throws.
 */
export async function checkFormToken(
  secret: string,
  token: string | undefined,
  nowMs: number,
): Promise<FormTokenCheck> {
  const [version, issued, signature, ...rest] = (token ?? "").split(".");
  if (version !== VERSION || !issued || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issued)) {
    return { kind: "invalid" };
  }
  const bytes = fromBase64url(signature);
  // Four spellings of 32 bytes exist (the last character's spare bits): only the issued one counts.
  if (!bytes || base64url(bytes.buffer) !== signature) return { kind: "invalid" };
  const signed = await crypto.subtle.verify(
    "HMAC",
    await signingKey(secret),
    bytes,
    new TextEncoder().encode(`${version}.${issued}`),
  );
  const issuedAt = Number.parseInt(issued, 36);
  if (!signed || issuedAt > nowMs + CLOCK_TOLERANCE_MS) return { kind: "invalid" };
  const ageMs = Math.max(0, nowMs - issuedAt);
  return ageMs > FORM_TOKEN_MAX_AGE_MS ? { kind: "expired" } : { kind: "valid", ageMs };
}

/** The answer page's token: the posted one while valid, else a new one; `undefined` without the secret. */
export async function formTokenForPage(
  env: Env,
  posted: unknown,
  nowMs: number,
): Promise<string | undefined> {
  const secret = formTokenSecret(env);
  if (!secret) return undefined;
  if (typeof posted === "string" && (await checkFormToken(secret, posted, nowMs)).kind === "valid")
    return posted;
  return issueFormToken(secret, nowMs);
}

/** A form token is accepted at most this many times in its life (docs/product.md#abuse-defences). */
export const FORM_TOKEN_MAX_USES = 5;

/**
 * Counts one more use of `token` as written (only its canonical spelling gets here) atomically.
 * @returns its uses, this one included; throws what D1 throws.
 */
async function countFormTokenUse(db: D1Database, token: string, nowIso: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO form_token_uses (token, uses, first_used_at) VALUES (?, 1, ?)
       ON CONFLICT (token) DO UPDATE SET uses = uses + 1 RETURNING uses`,
    )
    .bind(token, nowIso)
    .first<{ uses: number }>();
  return row?.uses ?? 1;
}

/**
 * The form token's check with its uses counted (rule 3 of docs/product.md#abuse-defences); `null`
 * while the token rules are off (no `FORM_TOKEN_SECRET`). A D1 failure counts no use.
 */
export async function judgeFormToken(
  env: Env,
  token: string | undefined,
  { turnstile, now }: { turnstile: boolean; now: number },
): Promise<FormTokenCheck | null> {
  const secret = formTokenSecret(env);
  if (!secret) return null;
  const check = await checkFormToken(secret, token, now);
  if (check.kind === "invalid" || !token) return check;
  if (check.kind === "expired" && !turnstile) return { kind: "invalid" };
  return orWhenArchiveFails(
    "form_token_uses",
    null,
    async (): Promise<FormTokenCheck> =>
      (await countFormTokenUse(env.DB, token, new Date(now).toISOString())) > FORM_TOKEN_MAX_USES
        ? { kind: "invalid" }
        : check,
    () => check,
  );
}

/** `GET /api/form-token`: `{ formToken }`, or 503 without the secret (docs/product.md#abuse-defences). */
export const formTokenRoute = new Hono<AppEnv>().use("/", noStore).get("/", async (c) => {
  const secret = formTokenSecret(c.env);
  if (!secret) {
    throw apiError(503, "form_token_not_configured", "Form tokens are not configured on this server.");
  }
  return c.json({ formToken: await issueFormToken(secret, Date.now()) }, 200);
});
