/**
 * The worker's own code on one inquiry, without the runtime around it (the worker benchmark,
 * docs/architecture.md#testing): the steps POST /api/send-email runs in JavaScript for a valid
 * inquiry, each timed in a loop in this Node process (V8, as in workerd). Run by bench/worker.mjs
 * with the Node the repo pins (type stripping); prints one JSON line
 * `{ iterations, steps: [{ step, microseconds }] }`, the mean time of each step per inquiry, in
 * microseconds.
 *
 * The archive write is timed as the worker's own CPU: building the row and binding the prepared
 * statements of the inquiry (`received`) and of its delivery status (`sent`), against a fake D1
 * that records the calls and answers at once (docs/architecture.md#the-inquiry-archive).
 *
 * Not timed here: what the runtime does around the code (the HTTP exchange, the rate-limiter
 * binding, D1's own work and round trips, `console` output, the provider's round trip);
 * bench/worker.mjs measures those as a whole.
 */

import { statusChangeFor } from "../apps/worker/src/archive/record-delivery.ts";
import { storeInquiry } from "../apps/worker/src/archive/store-inquiry.ts";
import { recordStatus } from "../apps/worker/src/archive/update-status.ts";
import { composeEmail, toInquiry } from "../apps/worker/src/email/compose-email.ts";
import { idempotencyKeyFor } from "../apps/worker/src/inquiries/idempotency-key.ts";
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
const id = await idempotencyKeyFor({ recipient: addressing.to, ...request });
const { name, email: visitorEmail, phone, subject, message } = toInquiry(request);

/** Calls the worker made on the fake D1: prepares, binds and batches. */
let d1Calls = 0;

/**
 * A D1 binding that records each call and answers at once with an empty result (`changes: 1`), so
 * only the worker's side of the archive write is timed.
 */
function fakeD1(): D1Database {
  const result = { results: [], success: true, meta: { changes: 1 } };
  const statement = {
    bind: (..._values: unknown[]) => {
      d1Calls++;
      return statement;
    },
    first: async () => null,
    all: async () => result,
    run: async () => result,
  };
  return {
    prepare: (_query: string) => {
      d1Calls++;
      return statement;
    },
    batch: async (statements: unknown[]) => {
      d1Calls++;
      return statements.map(() => result);
    },
  } as unknown as D1Database;
}
const db = fakeD1();

/** The archive's part of one sent inquiry: the `received` row, then the `sent` status change. */
async function archiveWrite(): Promise<void> {
  const at = new Date().toISOString();
  await storeInquiry(db, {
    id,
    status: "received",
    fields: { name, email: visitorEmail, phone, subject, message },
    email,
    apiKeyEnvName: request.config.apiKeyEnvName,
    at,
  });
  await recordStatus(
    db,
    id,
    statusChangeFor({ status: "sent", providerId: "em_bench" }, new Date().toISOString(), "visitor request"),
  );
}

const steps: [string, () => unknown][] = [
  ["parse the JSON body", () => JSON.parse(BODY)],
  ["validate (contract schema)", () => sendEmailRequestSchema.safeParse(parsedBody)],
  ["compose the email (HTML, text, footer sanitised)", () => composeEmail(request, addressing)],
  ["idempotency key (SHA-256)", () => idempotencyKeyFor({ recipient: addressing.to, ...request })],
  ["Resend body (JSON)", () => JSON.stringify(toResendBody(email))],
  ["archive write (row and statements of received + sent, fake D1)", archiveWrite],
];

const results: { step: string; microseconds: number }[] = [];
for (const [step, run] of steps) {
  for (let index = 0; index < 2_000; index++) await run(); // warm-up: let V8 optimise
  const started = performance.now();
  for (let index = 0; index < ITERATIONS; index++) await run();
  results.push({ step, microseconds: ((performance.now() - started) * 1000) / ITERATIONS });
}
if (d1Calls === 0) throw new Error("the archive step made no D1 calls");
console.log(JSON.stringify({ iterations: ITERATIONS, steps: results }));
