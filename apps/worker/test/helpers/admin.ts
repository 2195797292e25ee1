import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { InquiryStatus } from "@clearwell/contract";
import { Jwt } from "hono/utils/jwt";
import type { InquiryRow } from "../../src/core/inquiry-row.ts";
import type { JWTPayload } from "../../src/inbox/access.ts";
import worker from "../../src/index.ts";
import { STAND_IN_URL, TEST_BINDINGS } from "../test-bindings.ts";
import { type ChangedEnv, WORKER_ORIGIN } from "./api.ts";

/** The bindings the admin tests get from vitest.config.ts besides the worker's own. */
type AdminTestBindings = { TEST_ACCESS_PRIVATE_JWK: string; TEST_ACCESS_PREVIOUS_JWK: string };
const testBindings = env as unknown as AdminTestBindings;

/** A private signing key as a JWK (`kid` and `alg` included), as Hono's `Jwt.sign` takes it. */
export type SigningJwk = JsonWebKey & { kid: string; alg: string };

/** The private JWK of the signing key whose public half the Access stand-in publishes. */
const teamJwk = JSON.parse(testBindings.TEST_ACCESS_PRIVATE_JWK) as SigningJwk;

/** The older key the stand-in's `rotating-*` teams publish alone on their first fetch. */
export const previousTeamJwk = JSON.parse(testBindings.TEST_ACCESS_PREVIOUS_JWK) as SigningJwk;

/** The Access team and application the test bindings configure. */
export const ACCESS = {
  teamDomain: TEST_BINDINGS.ACCESS_TEAM_DOMAIN,
  audience: TEST_BINDINGS.ACCESS_AUD,
  /** The key id of the stand-in's published signing key (test/node/access-stand-in.ts). */
  keyId: teamJwk.kid,
} as const;

/** The private half of an RS256 key pair nobody publishes (for bad signatures and unknown key ids). */
export async function strangerKey(): Promise<SigningJwk> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { ...jwk, kid: ACCESS.keyId, alg: "RS256" };
}

/** How to mint an Access token; by default a valid one for the test team and application. */
export type TokenOptions = {
  /** Signing key; default the team's. */
  key?: SigningJwk;
  /** `kid` header; default the team key's. */
  kid?: string;
  iss?: string;
  aud?: string | string[];
  /** Seconds from now; default 600. `null` leaves `exp` out. */
  expiresIn?: number | null;
  /** `nbf` in seconds from now; default none. */
  notBefore?: number;
  /** Extra claims. */
  claims?: JWTPayload;
};

/** Signs an Access application token like Cloudflare Access does (RS256, `aud` an array). */
export async function accessToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const key = options.key ?? teamJwk;
  return Jwt.sign(
    {
      email: "operator@clearwell-interiors.example",
      type: "app",
      ...options.claims,
      iss: options.iss ?? ACCESS.teamDomain,
      aud: options.aud ?? [ACCESS.audience],
      sub: "7335d417-61da-459d-899c-0a01c76a2f94",
      iat: now - 5,
      ...(options.expiresIn === null ? {} : { exp: now + (options.expiresIn ?? 600) }),
      ...(options.notBefore === undefined ? {} : { nbf: now + options.notBefore }),
    },
    { ...key, alg: "RS256", kid: options.kid ?? key.kid },
  );
}

/** How to call the admin API. */
export type AdminRequest = {
  method?: string;
  /** The Access token header; default a valid token; `null` sends none. */
  token?: string | null;
  /** The Origin header; default none on GET, the worker's origin otherwise; `null` sends none. */
  origin?: string | null;
  /** The request URL's origin; default the worker's ({@link WORKER_ORIGIN}). */
  baseUrl?: string;
  /** Bindings to replace for this call (the worker is then called directly). */
  env?: ChangedEnv;
  /** A JSON body (sent with `Content-Type: application/json`). */
  body?: unknown;
  /** A body sent as it is, with `Content-Type: application/json` (e.g. one that is not JSON). */
  rawBody?: string;
};

/**
 * Calls `path` of the worker like the inbox page behind Access would, and checks the one thing
 * every admin answer must have, errors included: `Cache-Control: no-store`.
 */
export async function callAdmin(path: string, request: AdminRequest = {}): Promise<Response> {
  const method = request.method ?? "GET";
  const base = request.baseUrl ?? WORKER_ORIGIN;
  const headers = new Headers();
  const token = request.token === undefined ? await accessToken() : request.token;
  if (token !== null) headers.set("Cf-Access-Jwt-Assertion", token);
  const origin = request.origin === undefined ? (method === "GET" ? null : base) : request.origin;
  if (origin !== null) headers.set("Origin", origin);
  if (request.body !== undefined || request.rawBody !== undefined)
    headers.set("Content-Type", "application/json");
  const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const httpRequest = new Request(`${base}${path}`, { method, headers, body });
  let response: Response;
  if (request.env) {
    const ctx = createExecutionContext();
    response = await worker.fetch(httpRequest, { ...env, ...request.env } as Env, ctx);
    await waitOnExecutionContext(ctx);
  } else {
    response = await exports.default.fetch(httpRequest);
  }
  if (response.headers.get("Cache-Control") !== "no-store") {
    throw new Error(`${method} ${path} -> ${response.status} without Cache-Control: no-store`);
  }
  return response;
}

/** How often the Access stand-in served its certs since the last `standIn.reset()`. */
export async function accessCertsFetches(): Promise<number> {
  const response = await fetch(`${STAND_IN_URL}/__outbound/access-certs`);
  return ((await response.json()) as { fetches: number }).fetches;
}

let seeded = 0;

/** A fresh inquiry id in the archive's format (`inquiry-` and 64 hex digits). */
export function inquiryId(): string {
  seeded += 1;
  return `inquiry-${seeded.toString(16).padStart(64, "0")}`;
}

/** A stored row with everything the admin views read; `changes` override the defaults. */
export function inquiryRow(changes: Partial<InquiryRow> = {}): InquiryRow {
  const id = changes.id ?? inquiryId();
  const at = changes.received_at ?? "2026-11-20T10:00:00.000Z";
  return {
    id,
    received_at: at,
    updated_at: at,
    status: "sent",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "(503) 555-0100",
    subject: "Kitchen remodel",
    message: "We would like a quote for our kitchen.",
    email_json: JSON.stringify({ subject: "New Inquiry" }),
    api_key_env_name: "RESEND_API_KEY",
    idempotency_key: id,
    idempotency_key_at: at,
    attempts: 1,
    last_error: null,
    provider_message_id: "em_seeded",
    spam_reason: changes.status === "spam" ? "honeypot" : null,
    ...changes,
  } as InquiryRow;
}

const INSERT_INQUIRY = `INSERT INTO inquiries (id, received_at, updated_at, status, name, email, phone, subject,
  message, email_json, api_key_env_name, idempotency_key, idempotency_key_at, attempts, last_error,
  provider_message_id, spam_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Stores `rows` with prepared INSERTs in one batch and returns them. */
export async function seedInquiries(rows: InquiryRow[]): Promise<InquiryRow[]> {
  const insert = env.DB.prepare(INSERT_INQUIRY);
  await env.DB.batch(
    rows.map((r) =>
      insert.bind(
        r.id,
        r.received_at,
        r.updated_at,
        r.status,
        r.name,
        r.email,
        r.phone,
        r.subject,
        r.message,
        r.email_json,
        r.api_key_env_name,
        r.idempotency_key,
        r.idempotency_key_at,
        r.attempts,
        r.last_error,
        r.provider_message_id,
        r.spam_reason,
      ),
    ),
  );
  return rows;
}

/** Stores one inquiry (see {@link inquiryRow}) and returns its row. */
export async function seedInquiry(changes: Partial<InquiryRow> = {}): Promise<InquiryRow> {
  const [row] = await seedInquiries([inquiryRow(changes)]);
  return row as InquiryRow;
}

/** Appends delivery-history events of inquiry `id`, in order. */
export async function seedEvents(
  id: string,
  events: { at: string; status: InquiryStatus; detail: string | null }[],
): Promise<void> {
  const insert = env.DB.prepare(
    "INSERT INTO inquiry_events (inquiry_id, at, status, detail) VALUES (?, ?, ?, ?)",
  );
  await env.DB.batch(events.map((event) => insert.bind(id, event.at, event.status, event.detail)));
}

/** How many history events inquiry `id` has in the archive. */
export async function eventCount(id: string): Promise<number> {
  return (
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiry_events WHERE inquiry_id = ?")
      .bind(id)
      .first<number>("n")) ?? 0
  );
}

/** A D1 binding whose every query fails like an unreachable database. */
export function failingDb(): D1Database {
  const fail = async () => {
    throw new Error("D1_ERROR: Network connection lost.");
  };
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail } as unknown as D1Database;
}

/** The audit trail's rows on inquiry `id` (docs/reference.md#audit-trail), oldest first. */
export async function auditOf(id: string): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare(
    "SELECT actor, action, inquiry_id, detail FROM admin_audit WHERE inquiry_id = ? ORDER BY seq",
  )
    .bind(id)
    .all();
  return results;
}
