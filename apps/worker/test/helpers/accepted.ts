import type { SendEmailAccepted } from "@clearwell/contract";
import { expect } from "vitest";
import { settleAllRuns } from "./workflow-runs.ts";

/**
 * Asserts that `response` accepted a clean inquiry in one of its two correct answers
 * (docs/architecture.md#worker-checks, step 13): `200 { status: "sent" }` when the email step
 * finished within the request's wait, `202 { status: "queued" }` when it was still running. Which
 * one comes depends on the machine's speed, so a test takes either, then waits until every delivery
 * run of the test has completed, so the email, the webhooks and the stored row it checks next are
 * there. Resolves with the answer's body.
 */
export async function expectAccepted(response: Response): Promise<SendEmailAccepted> {
  const body = (await response.json()) as SendEmailAccepted;
  expect([
    { status: 200, body: "sent" },
    { status: 202, body: "queued" },
  ]).toContainEqual({ status: response.status, body: body.status });
  await settleAllRuns();
  return body;
}
