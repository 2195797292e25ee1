/**
 * A stand-in for Turnstile's siteverify (docs/reference.md#turnstile):
 * `POST https://challenges.cloudflare.com/turnstile/v0/siteverify` answers like Cloudflare's test
 * secrets (`1x...AA` passes, `2x...AA` fails, `3x...AA` token already spent), or fails the way a
 * {@link SiteverifyMode} says. Every call is recorded with its form fields.
 */
import type { SiteverifyCall, SiteverifyMode } from "../stand-in-types.ts";

/** Turnstile's siteverify: the host and path the worker calls (the scheme arrives as http). */
const SITEVERIFY = { host: "challenges.cloudflare.com", path: "/turnstile/v0/siteverify" };

/** Cloudflare's Turnstile test secrets: always passes / always fails / token already spent. */
const TEST_SECRETS: Record<string, { success: boolean; "error-codes": string[] }> = {
  "1x0000000000000000000000000000000AA": { success: true, "error-codes": [] },
  "2x0000000000000000000000000000000AA": { success: false, "error-codes": ["invalid-input-response"] },
  "3x0000000000000000000000000000000AA": { success: false, "error-codes": ["timeout-or-duplicate"] },
};

/** The Turnstile stand-in: its handler, its calls, and how it answers. */
export type TurnstileStandIn = {
  /** Answers siteverify; `null` for any other request. */
  handle(request: Request): Promise<Response> | null;
  calls(): SiteverifyCall[];
  setMode(mode: SiteverifyMode): void;
  reset(): void;
};

/** Creates the stand-in (answers like the test secrets until a mode is set). */
export function createTurnstileStandIn(): TurnstileStandIn {
  let calls: SiteverifyCall[] = [];
  let mode: SiteverifyMode = {};

  async function verify(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const secret = form.get("secret") ?? "";
    calls.push({ secret, response: form.get("response") ?? "", remoteip: form.get("remoteip") });
    const { delayMs, networkError, status } = mode;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (networkError) return Response.error();
    if (status && status !== 200) return Response.json({ error: "stand-in outage" }, { status });
    const answer = !form.get("response")
      ? { success: false, "error-codes": ["missing-input-response"] }
      : (TEST_SECRETS[secret] ?? { success: false, "error-codes": ["invalid-input-secret"] });
    return Response.json({ ...answer, hostname: "worker.test" });
  }

  return {
    handle(request) {
      const url = new URL(request.url);
      const isSiteverify = url.host === SITEVERIFY.host && url.pathname === SITEVERIFY.path;
      return request.method === "POST" && isSiteverify ? verify(request) : null;
    },
    calls: () => [...calls],
    setMode(next) {
      mode = next;
    },
    reset() {
      calls = [];
      mode = {};
    },
  };
}
