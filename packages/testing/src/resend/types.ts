/**
 * The shapes the Resend stand-in and its client exchange over the control routes (JSON). Free of
 * Node imports, so a test running in workerd or a browser runner can use them
 * (docs/architecture.md#testing).
 */

/**
 * One answer of the stand-in to `POST /emails`. Without `status`, `hang` or `networkError` the
 * request is checked like Resend checks it and, when it passes, accepted: 200 `{ id }`.
 */
export type ResendStep = {
  /**
   * Answer this error status (400-599) with Resend's error body `{ statusCode, message, name }`
   * instead of accepting the email. Checks of the request itself (key, `Idempotency-Key`, body)
   * still come first: a request Resend would refuse is refused with the refusal's status.
   */
  status?: number;
  /** The error `name` for `status`; default the catalogue's name for it (errors.ts). */
  name?: string;
  /** The error `message`; default the catalogue's message for the name. */
  message?: string;
  /** Seconds to send as `retry-after` with the error (Resend sends it with 429). */
  retryAfter?: number;
  /**
   * Answer this many milliseconds later (a slow provider). The email is accepted before the wait,
   * so a delay longer than the client's timeout is "accepted, but answered after the client gave
   * up" - a retry with the same `Idempotency-Key` is then answered from memory.
   */
  delayMs?: number;
  /** Never answer (a provider that hangs); nothing is accepted. The client's timeout ends it. */
  hang?: boolean;
  /** Drop the connection without an answer (a network error); nothing is accepted. */
  networkError?: boolean;
};

/**
 * How the stand-in answers `POST /emails` from now on (`setMode`). Each call adds a rule; the
 * newest rule that applies to a request decides its answer, `reset` removes them all.
 */
export type ResendMode = ResendStep & {
  /**
   * Apply only to requests whose raw body contains this text (e.g. a token in the visitor's
   * email), so tests running in parallel steer only their own requests. Default: every request.
   */
  match?: string;
  /**
   * Steps for the next requests this rule applies to, one each, in order (fault injection); when
   * used up, the rule's own fields apply.
   */
  script?: ResendStep[];
};

/** One `POST /emails` as the stand-in received it, and what it answered. */
export type RecordedRequest = {
  /** ISO time of arrival. */
  receivedAt: string;
  method: string;
  url: string;
  /** Request headers, names in lower case (the test key is recorded as sent). */
  headers: Record<string, string>;
  rawBody: string;
  /** The parsed JSON body, `null` when the body is not JSON. */
  body: unknown;
  /** Where the body breaks `SendEmailRequest` of Resend's OpenAPI (Ajv's errors); `[]` when valid. */
  schemaErrors: string[];
  /** Other reasons Resend would refuse it (key, `Idempotency-Key`, `Content-Type`, tags); `[]` when none. */
  problems: string[];
  /** The status answered; `null` while the answer is pending, or when none came (hang, network error). */
  status: number | null;
  /** The JSON body answered (`{ id }` or the error body); `null` when none. */
  answer: unknown;
  /** Whether the client closed the request before the stand-in answered (it timed out). */
  clientGaveUp: boolean;
};

/** One email the stand-in accepted: Resend sends each `Idempotency-Key` at most once. */
export type AcceptedEmail = {
  /** The id answered (`{ id }`), the same on every replay. */
  id: string;
  idempotencyKey: string;
  /** The accepted request body (a `SendEmailRequest`). */
  body: unknown;
  /** Later requests with the same key and body, answered with this id and not sent again. */
  replays: number;
};

/** A domain's status at Resend (`Domain.status` of the OpenAPI document). */
export type DomainStatus =
  | "not_started"
  | "pending"
  | "verified"
  | "failed"
  | "partially_verified"
  | "partially_failed";

/** One DNS record of a domain, as `GET /domains/{domain_id}` lists it (`DomainRecord`). */
export type DomainRecord = {
  /** What the record is for: `SPF` and `DKIM` for sending. */
  record: "SPF" | "DKIM" | "Receiving" | "Tracking" | "TrackingCAA";
  /** The record's host name, e.g. `send.example.com`. */
  name: string;
  type: "MX" | "TXT" | "CNAME" | "CAA";
  value: string;
  /** Whether Resend found the record in DNS yet. */
  status: "not_started" | "pending" | "verified" | "failed" | "temporary_failure";
  /** e.g. `Auto`. */
  ttl: string;
  /** MX records only. */
  priority?: number;
};

/**
 * One domain of the stand-in's account (`setDomains`). Without `records`, the three sending
 * records Resend asks for (an MX and a TXT on `send.<name>`, a DKIM TXT on
 * `resend._domainkey.<name>`) are made up, each with the status that fits the domain's: all
 * verified for `verified`, the DKIM one pending or failed for `partially_*`, else the domain's own.
 */
export type DomainSetting = {
  /** The domain, e.g. `clearwell-interiors.example`. */
  name: string;
  status: DomainStatus;
  /** Default: a UUID made when the domains are set. */
  id?: string;
  /** Default `us-east-1`. */
  region?: string;
  records?: DomainRecord[];
};

/** The account's domains until `setDomains` or after `reset`: one verified domain. */
export const DEFAULT_DOMAINS: readonly DomainSetting[] = [
  { name: "clearwell-interiors.example", status: "verified" },
];

/** One webhook created with `POST /webhooks`, its signing secret included (Resend shows it once). */
export type CreatedWebhook = {
  id: string;
  endpoint: string;
  events: string[];
  /** `whsec_` and base64 of 24 random bytes, the Standard Webhooks form Resend uses. */
  signing_secret: string;
  /** Always `enabled`. */
  status: string;
  created_at: string;
};

/** Paths of the control routes, served next to `POST /emails` on the stand-in's origin. */
export const CONTROL_PATHS = {
  /** `GET`: `{ ok: true }` once the stand-in serves (Playwright waits for it). */
  health: "/__control/health",
  /** `POST`: forget every request, email, rule and idempotency key. */
  reset: "/__control/reset",
  /** `POST` a {@link ResendMode}: add a rule. */
  mode: "/__control/mode",
  /** `GET ?match=`: every {@link RecordedRequest}, oldest first. */
  requests: "/__control/requests",
  /** `GET ?match=`: every {@link AcceptedEmail}, oldest first. */
  emails: "/__control/emails",
  /** `POST` a list of {@link DomainSetting}: the account's domains from now on (`[]`: none). */
  domains: "/__control/domains",
  /** `GET`: every {@link CreatedWebhook}, oldest first, with its signing secret. */
  webhooks: "/__control/webhooks",
} as const;
