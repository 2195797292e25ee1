import { STAND_IN_URL } from "./e2e-env.ts";
import type { Behaviour, RecordedEmail, RecordedRequest } from "./resend-stand-in.ts";

async function control<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STAND_IN_URL}${path}`, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The tests' handle on the Resend stand-in's control API (./resend-stand-in.ts). Pass a `match`
 * unique to the test (e.g. a token in the visitor's email) so parallel tests never see each
 * other's emails or failures.
 */
export const standIn = {
  /** Emails the stand-in accepted whose request body contains `match`. */
  emails: (match: string) => control<RecordedEmail[]>("GET", `/__emails?match=${encodeURIComponent(match)}`),
  /** Every `POST /emails` (accepted or not) whose body contains `match`, with the status answered. */
  requests: (match: string) =>
    control<RecordedRequest[]>("GET", `/__requests?match=${encodeURIComponent(match)}`),
  /** Answer requests containing `match` with `status` (a Resend error body), optionally after a delay. */
  fail: (match: string, status: number, delayMs?: number) =>
    control<unknown>("POST", "/__fail", { match, status, delayMs } satisfies Behaviour),
  /** Answer requests containing `match` normally, but only after `delayMs` milliseconds. */
  delay: (match: string, delayMs: number) =>
    control<unknown>("POST", "/__delay", { match, delayMs } satisfies Behaviour),
};
