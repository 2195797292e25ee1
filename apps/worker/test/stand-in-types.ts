/**
 * The shapes the worker tests (in workerd) and the outbound stand-ins besides Resend's
 * (test/node/outbound.ts, in Node) exchange through the `/__outbound/*` control routes. Resend's
 * stand-in has its own types in @clearwell/testing/resend/client.
 */

/** How Turnstile's siteverify answers (default: like Cloudflare's test secrets). */
export type SiteverifyMode = {
  /** Answer this status with an error body instead (non-200). */
  status?: number;
  /** Drop the connection instead of answering. */
  networkError?: boolean;
  /** Answer this many milliseconds late (past the worker's timeout). */
  delayMs?: number;
};

/** One siteverify call as the stand-in received it (form fields). */
export type SiteverifyCall = { secret: string; response: string; remoteip: string | null };

/** One answer of the webhook stand-in (default: 204 at once). */
export type WebhookStep = {
  status?: number;
  /** The `Retry-After` header to answer with. */
  retryAfter?: string;
  /** Answer this many milliseconds late. */
  delayMs?: number;
  /** Drop the connection instead of answering. */
  networkError?: boolean;
};

/** One request the webhook stand-in received: when (ms since the epoch), its path, headers and body. */
export type WebhookCall = {
  path: string;
  at: number;
  headers: Record<"content-type" | "webhook-id" | "webhook-timestamp" | "webhook-signature", string | null>;
  body: string;
};

/** How GitHub's token endpoint answers (default: like GitHub, test/node/github-stand-in.ts). */
export type GithubTokenMode = {
  /** Answer this status with a text body instead (non-200). */
  status?: number;
  /** Drop the connection instead of answering. */
  networkError?: boolean;
  /** Answer 200 with this raw body instead. */
  body?: string;
};

/** One token request as GitHub's stand-in received it (form fields and the Accept header). */
export type GithubTokenCall = {
  accept: string | null;
  clientId: string | null;
  clientSecret: string | null;
  code: string | null;
  redirectUri: string | null;
};

/** Paths of the `/__outbound/*` control routes. */
export const OUTBOUND_CONTROL = {
  /** `POST`: forget unexpected requests, siteverify calls and mode, the certs counter. */
  reset: "/__outbound/reset",
  /** `GET`: `string[]`, every outbound request no stand-in answers (`METHOD url`). */
  unexpected: "/__outbound/unexpected",
  /** `GET`: {@link SiteverifyCall}[]. */
  siteverify: "/__outbound/siteverify",
  /** `POST` a {@link SiteverifyMode}. */
  siteverifyMode: "/__outbound/siteverify-mode",
  /** `GET`: `{ fetches }`, how often the Access certs were served. */
  accessCerts: "/__outbound/access-certs",
  /** `GET`: {@link WebhookCall}[], every request the webhook stand-in received. */
  webhooks: "/__outbound/webhooks",
  /** `POST` `{ path, steps: WebhookStep[] }`: how the webhook stand-in answers `path` next. */
  webhookScript: "/__outbound/webhook-script",
  /** `GET`: {@link GithubTokenCall}[], every token request GitHub's stand-in received. */
  githubTokenCalls: "/__outbound/github-token-calls",
  /** `POST` a {@link GithubTokenMode}. */
  githubTokenMode: "/__outbound/github-token-mode",
  /** `POST` a line of text: printed on the test run's output (vitest hides passing tests' console). */
  report: "/__outbound/report",
} as const;
