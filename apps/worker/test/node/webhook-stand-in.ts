/**
 * A stand-in for the receivers of the notification webhooks (docs/reference.md#notification-channels):
 * every request to its host is recorded (path, the Standard Webhooks headers, the raw body) and
 * answered by the next step of that path's script, then 204. A step can answer any status with a
 * `Retry-After`, answer late (past the worker's timeout), or drop the connection.
 */
import type { WebhookCall, WebhookStep } from "../stand-in-types.ts";

/** The stand-in: its handler, its controls and what it recorded. */
export type WebhookStandIn = {
  /** Answers a request to the webhook host, or `null` when `host` is not this stand-in's. */
  handle: (request: Request) => Promise<Response> | null;
  /** Replaces the script of `path`. */
  script: (path: string, steps: WebhookStep[]) => void;
  calls: () => WebhookCall[];
  reset: () => void;
};

/** Creates the stand-in for requests to `host`. */
export function createWebhookStandIn(host: string): WebhookStandIn {
  let calls: WebhookCall[] = [];
  let scripts = new Map<string, WebhookStep[]>();

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    calls.push({
      path: url.pathname,
      at: Date.now(),
      headers: {
        "content-type": request.headers.get("content-type"),
        "webhook-id": request.headers.get("webhook-id"),
        "webhook-timestamp": request.headers.get("webhook-timestamp"),
        "webhook-signature": request.headers.get("webhook-signature"),
      },
      body: await request.text(),
    });
    const step = scripts.get(url.pathname)?.shift() ?? {};
    if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    if (step.networkError) return Response.error();
    const headers: Record<string, string> = step.retryAfter ? { "Retry-After": step.retryAfter } : {};
    return new Response(step.status === undefined || step.status === 204 ? null : "{}", {
      status: step.status ?? 204,
      headers,
    });
  }

  return {
    handle: (request) => (new URL(request.url).host === host ? answer(request) : null),
    script: (path, steps) => scripts.set(path, [...steps]),
    calls: () => calls,
    reset: () => {
      calls = [];
      scripts = new Map();
    },
  };
}
