/**
 * A stand-in for a Cloudflare Access team's signing keys (docs/reference.md#cloudflare-access):
 * `GET http://<team host>/cdn-cgi/access/certs` answers a key set (JWKS) with one RS256 public key
 * made per run; the tests sign their Access tokens with its private half. Every
 * `<label>.<team host>` serves the same keys (a team whose keys no isolate has cached yet), except
 * `access-down.<team host>`, which answers 503 (an Access outage).
 */
import { generateKeyPairSync } from "node:crypto";

/** Where a Cloudflare Access team publishes its signing keys. */
export const ACCESS_CERTS_PATH = "/cdn-cgi/access/certs";

/** The key id of the signing key the stand-in publishes. */
export const ACCESS_KEY_ID = "access-test-key-1";

/** The Access stand-in: its handler, the private JWK for the tests, and a fetch counter. */
export type AccessStandIn = {
  /** Answers the certs of `teamHost` and its subdomains; `null` for any other request. */
  handle(request: Request): Response | null;
  /** The private JWK (RS256, `kid` {@link ACCESS_KEY_ID}) whose public half is published. */
  privateJwk: Record<string, unknown>;
  /** How often the certs were served since the last reset. */
  fetches(): number;
  reset(): void;
};

/** Creates the stand-in for the Access team at `http://<teamHost>`, with a fresh RSA key pair. */
export function createAccessStandIn(teamHost: string): AccessStandIn {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const tag = { kid: ACCESS_KEY_ID, alg: "RS256", use: "sig" };
  const publicJwk = { ...publicKey.export({ format: "jwk" }), ...tag };
  let fetches = 0;
  return {
    handle(request) {
      const url = new URL(request.url);
      if (request.method !== "GET" || url.pathname !== ACCESS_CERTS_PATH) return null;
      if (url.host === `access-down.${teamHost}`)
        return Response.json({ error: "stand-in outage" }, { status: 503 });
      if (url.host !== teamHost && !url.host.endsWith(`.${teamHost}`)) return null;
      fetches += 1;
      return Response.json({ keys: [publicJwk] });
    },
    privateJwk: { ...privateKey.export({ format: "jwk" }), ...tag },
    fetches: () => fetches,
    reset() {
      fetches = 0;
    },
  };
}
