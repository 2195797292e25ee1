/**
 * The shapes the Resend stand-in (test/node/resend-stand-in.ts, in Node) and the tests (in
 * workerd) exchange through its `/__control/*` routes.
 */

/** How the stand-in answers `POST /emails`. */
export type Behaviour = {
  /** HTTP status to answer (default 200). */
  status?: number;
  /** JSON body to answer (default: `{ id }` on 2xx, a Resend error body otherwise). */
  body?: unknown;
  /** Wait this long before answering, in ms (to trigger the worker's timeout). */
  delayMs?: number;
  /** Destroy the connection instead of answering (a network error). */
  networkError?: boolean;
  /** Extra response headers, e.g. `{ "retry-after": "7" }`. */
  headers?: Record<string, string>;
  /**
   * Behaviours for the next `POST /emails` requests, one each, in order (fault injection, issue 4);
   * when used up, the rest of this behaviour applies.
   */
  script?: Omit<Behaviour, "script" | "siteverify">[];
  /** How Turnstile's siteverify answers (default: like Cloudflare's test secrets). */
  siteverify?: { status?: number; networkError?: boolean; delayMs?: number };
};

/** One email the stand-in accepted, by idempotency key (Resend sends each key at most once). */
export type Delivery = {
  idempotencyKey: string;
  /** The id answered for it (the same on every replay). */
  id: string;
  /** The recipient list of the accepted request. */
  to: unknown;
  /** Later requests with the same key and body, answered with the stored result, not sent again. */
  replays: number;
};

/** One siteverify call as the stand-in received it (form fields). */
export type SiteverifyCall = { secret: string; response: string; remoteip: string | null };

/** Deliveries and siteverify calls, as `GET /__control/deliveries` returns them. */
export type Deliveries = { delivered: Delivery[]; siteverify: SiteverifyCall[] };

/** One request the worker sent to `POST /emails`. */
export type RecordedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  rawBody: string;
  /** Ajv's errors against SendEmailRequest, [] when valid. */
  schemaErrors: string[];
  /** Problems Resend would have with it besides the schema (key, idempotency header, tags). */
  problems: string[];
};

/** The stand-in's recorded traffic, as `GET /__control/requests` returns it. */
export type Recorded = { emails: RecordedRequest[]; unexpected: string[] };
