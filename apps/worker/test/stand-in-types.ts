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
};

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
