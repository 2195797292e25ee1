/**
 * The prefix of a Standard Webhooks secret, `whsec_<base64 key>` (the scheme:
 * docs/reference.md#notification-channels). Web Crypto rather than the `standardwebhooks` package,
 * which the tests check against (docs/decisions.md#small-bundles).
 */
const SECRET_PREFIX = "whsec_";

/** How far a signed timestamp may be from now, either way, in seconds (the scheme's 5 minutes). */
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** The signature headers' values. */
export type WebhookSignatureHeaders = { id: string; timestamp: string; signature: string };

/** What {@link verifyWebhook} found: the parsed body, or why it is refused (a short reason, no secret). */
export type WebhookVerdict = { ok: true; payload: unknown } | { ok: false; reason: string };

function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The HMAC-SHA256 key of a `whsec_<base64>` secret (prefix optional); throws when not base64 or empty. */
async function signingKey(secret: string): Promise<CryptoKey> {
  const raw = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (raw.byteLength === 0) throw new Error("The webhook secret is empty.");
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

function signedContent(id: string, timestampSeconds: number, body: string): BufferSource {
  return new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`);
}

/**
 * The `webhook-signature` of `body` as message `id` at `timestampSeconds`: `v1,<base64 HMAC-SHA256>`.
 * @throws Error when the secret is not a `whsec_<base64>` value.
 */
export async function signWebhook(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(secret),
    signedContent(id, timestampSeconds, body),
  );
  return `v1,${toBase64(signature)}`;
}

/** At most this many space-separated signatures of one `webhook-signature` header are compared. */
export const MAX_SIGNATURE_CANDIDATES = 5;

/** Whether two byte strings are equal, in time that depends on their lengths only. */
function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let difference = 0;
  for (let index = 0; index < a.byteLength; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * Checks a signed message: its timestamp within {@link WEBHOOK_TOLERANCE_SECONDS}, one of its first
 * {@link MAX_SIGNATURE_CANDIDATES} signatures matching in constant time, a JSON body. Never throws.
 * @returns `{ ok: true, payload }` with the parsed body, or `{ ok: false, reason }`.
 */
export async function verifyWebhook(
  secret: string,
  body: string,
  headers: WebhookSignatureHeaders,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<WebhookVerdict> {
  if (!headers.id || !headers.timestamp || !headers.signature)
    return { ok: false, reason: "missing headers" };
  if (!/^\d{1,12}$/.test(headers.timestamp)) return { ok: false, reason: "invalid timestamp" };
  const timestamp = Number(headers.timestamp);
  if (nowSeconds - timestamp > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: "timestamp too old" };
  if (timestamp - nowSeconds > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: "timestamp too new" };
  let key: CryptoKey;
  try {
    key = await signingKey(secret);
  } catch {
    return { ok: false, reason: "invalid secret" };
  }
  const candidates = headers.signature
    .split(" ")
    .slice(0, MAX_SIGNATURE_CANDIDATES)
    .flatMap((versioned) => {
      const [version, signature] = versioned.split(",");
      if (version !== "v1" || !signature) return [];
      try {
        return [fromBase64(signature)];
      } catch {
        return [];
      }
    });
  if (candidates.length === 0) return { ok: false, reason: "no matching signature" };
  const expected = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, signedContent(headers.id, timestamp, body)),
  );
  if (candidates.some((candidate) => equalInConstantTime(candidate, expected))) {
    try {
      return { ok: true, payload: JSON.parse(body) };
    } catch {
      return { ok: false, reason: "body is not JSON" };
    }
  }
  return { ok: false, reason: "no matching signature" };
}
