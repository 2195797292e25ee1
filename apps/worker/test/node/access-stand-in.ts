/**
 * A stand-in for a Cloudflare Access team's signing keys (docs/reference.md#cloudflare-access):
 * `GET http://<team host>/cdn-cgi/access/certs` answers a key set (JWKS) with one RS256 public key
 * made per run; the tests sign their Access tokens with its private half. Every
 * `<label>.<team host>` serves the same keys (a team whose keys no isolate has cached yet), except
 * `access-down.<team host>`, which answers 503 (an Access outage), and `rotating-<label>.<team host>`,
 * which publishes only an older key on its first fetch and both keys after it (a key rotation).
 */
import { generateKeyPairSync } from "node:crypto";

/** Where a Cloudflare Access team publishes its signing keys. */
export const ACCESS_CERTS_PATH = "/cdn-cgi/access/certs";

/** The key id of the signing key the stand-in publishes. */
export const ACCESS_KEY_ID = "access-test-key-1";

/** The key id of the older key the rotating teams publish before {@link ACCESS_KEY_ID}. */
export const ACCESS_PREVIOUS_KEY_ID = "access-test-key-0";

/** The Access stand-in: its handler, the private JWKs for the tests, and a fetch counter. */
export type AccessStandIn = {
  /** Answers the certs of `teamHost` and its subdomains; `null` for any other request. */
  handle(request: Request): Response | null;
  /** The private JWK (RS256, `kid` {@link ACCESS_KEY_ID}) whose public half is published. */
  privateJwk: Record<string, unknown>;
  /** The private JWK (RS256, `kid` {@link ACCESS_PREVIOUS_KEY_ID}) of the rotating teams' older key. */
  previousPrivateJwk: Record<string, unknown>;
  /** How often the certs were served since the last reset. */
  fetches(): number;
  reset(): void;
};

/** A fresh RS256 key pair as JWKs tagged with `kid`. */
function keyPair(kid: string): { publicJwk: Record<string, unknown>; privateJwk: Record<string, unknown> } {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const tag = { kid, alg: "RS256", use: "sig" };
  return {
    publicJwk: { ...publicKey.export({ format: "jwk" }), ...tag },
    privateJwk: { ...privateKey.export({ format: "jwk" }), ...tag },
  };
}

/** Creates the stand-in for the Access team at `http://<teamHost>`, with fresh RSA key pairs. */
export function createAccessStandIn(teamHost: string): AccessStandIn {
  const current = keyPair(ACCESS_KEY_ID);
  const previous = keyPair(ACCESS_PREVIOUS_KEY_ID);
  const fetchesByHost = new Map<string, number>();
  let fetches = 0;
  return {
    handle(request) {
      const url = new URL(request.url);
      if (request.method !== "GET" || url.pathname !== ACCESS_CERTS_PATH) return null;
      if (url.host === `access-down.${teamHost}`)
        return Response.json({ error: "stand-in outage" }, { status: 503 });
      if (url.host !== teamHost && !url.host.endsWith(`.${teamHost}`)) return null;
      fetches += 1;
      const hostFetches = (fetchesByHost.get(url.host) ?? 0) + 1;
      fetchesByHost.set(url.host, hostFetches);
      if (!url.host.startsWith("rotating-")) return Response.json({ keys: [current.publicJwk] });
      const keys = hostFetches === 1 ? [previous.publicJwk] : [current.publicJwk, previous.publicJwk];
      return Response.json({ keys });
    },
    privateJwk: current.privateJwk,
    previousPrivateJwk: previous.privateJwk,
    fetches: () => fetches,
    reset() {
      fetches = 0;
    },
  };
}
