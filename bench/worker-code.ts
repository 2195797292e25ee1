/**
 * The worker's own code on one inquiry, without the runtime around it (issue 5 "Worker
 * benchmark"): the steps POST /api/send-email runs in JavaScript for a valid inquiry, each timed in
 * a loop in this Node process (V8, as in workerd). Run by bench/worker.mjs with the Node the repo
 * pins (type stripping); prints one JSON line `{ iterations, steps: [{ step, microseconds }] }`,
 * the mean time of each step per inquiry, in microseconds.
 *
 * Not timed here: what the runtime does around the code (the HTTP exchange, the rate-limiter
 * binding, `console` output, the provider's round trip); bench/worker.mjs measures those as a whole.
 */

import { composeEmail } from "../apps/worker/src/email/compose-email.ts";
import { idempotencyKeyFor } from "../apps/worker/src/email/idempotency-key.ts";
import { toResendBody } from "../apps/worker/src/providers/resend.ts";
import { sendEmailRequestSchema } from "../packages/contract/src/index.ts";
import { INQUIRY } from "./inquiry.ts";

const ITERATIONS = Number(process.env.BENCH_CODE_ITERATIONS ?? 20_000);
const BODY = JSON.stringify(INQUIRY);
const parsedBody: unknown = JSON.parse(BODY);
const request = sendEmailRequestSchema.parse(parsedBody);
const addressing = {
  to: "hello@clearwell-interiors.example",
  fromAddress: "inquiries@clearwell-interiors.example",
};
const email = composeEmail(request, addressing);

const steps: [string, () => unknown][] = [
  ["parse the JSON body", () => JSON.parse(BODY)],
  ["validate (contract schema, SPEC 5)", () => sendEmailRequestSchema.safeParse(parsedBody)],
  ["compose the email (HTML, text, footer sanitised)", () => composeEmail(request, addressing)],
  ["idempotency key (SHA-256)", () => idempotencyKeyFor({ recipient: addressing.to, ...request })],
  ["Resend body (JSON)", () => JSON.stringify(toResendBody(email))],
];

const results: { step: string; microseconds: number }[] = [];
for (const [step, run] of steps) {
  for (let index = 0; index < 2_000; index++) await run(); // warm-up: let V8 optimise
  const started = performance.now();
  for (let index = 0; index < ITERATIONS; index++) await run();
  results.push({ step, microseconds: ((performance.now() - started) * 1000) / ITERATIONS });
}
console.log(JSON.stringify({ iterations: ITERATIONS, steps: results }));
