/**
 * The worker's own code on one inquiry, without the runtime around it (the worker benchmark,
 * docs/architecture.md#testing): the steps POST /api/send-email runs in JavaScript for a valid
 * inquiry, each timed in a loop in this Node process (V8, as in workerd). Run by bench/worker.mjs
 * with the Node the repo pins (type stripping); prints one JSON line
 * `{ iterations, steps: [{ step, microseconds }] }`, the mean time of each step per inquiry, in
 * microseconds.
 *
 * The archive write is timed as the worker's own CPU: building the row and binding the prepared
 * statements of the inquiry (`received`), of its channels' records (`pending`) and of the email
 * channel's `sent`, against a fake D1 that records the calls and answers at once
 * (docs/architecture.md#the-inquiry-archive). Creating the delivery run is timed against a fake
 * Workflows binding that answers at once (docs/architecture.md#delivery-channels).
 *
 * Not timed here: what the runtime does around the code (the HTTP exchange, the rate-limiter
 * binding, D1's own work and round trips, `console` output, the provider's round trip);
 * bench/worker.mjs measures those as a whole.
 */

import { idempotencyKeyFor, storeInquiry } from "../apps/worker/src/archive/store-inquiry.ts";
import { composeEmail, emailContentOf } from "../apps/worker/src/delivery/email/compose-email.ts";
import { toResendBody } from "../apps/worker/src/delivery/email/resend.ts";
import { openDeliveries, recordDelivery } from "../apps/worker/src/delivery/records/deliveries.ts";
import { readDelivery } from "../apps/worker/src/delivery/records/delivery-reads.ts";
import { startDeliveryRun } from "../apps/worker/src/delivery/run/delivery-runs.ts";
import { withOperatorEmailConfig } from "../apps/worker/src/intake/request-checks.ts";
import { checkFormToken, issueFormToken } from "../apps/worker/src/intake/spam/form-token.ts";
import { spamVerdict } from "../apps/worker/src/intake/spam/spam-judgement.ts";
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
const { name, email: visitorEmail, phone, subject, message } = emailContentOf(request);
const FORM_TOKEN_SECRET = "bench-form-token-secret";
const formToken = await issueFormToken(FORM_TOKEN_SECRET, Date.now() - 60_000);

/** The spam rules on the inquiry, its form token checked (HMAC-SHA256), the block list a fake answering "no". */
async function judgeSpam(): Promise<void> {
  const verdict = await spamVerdict(request, {
    formToken: await checkFormToken(FORM_TOKEN_SECRET, formToken, Date.now()),
    maxLinks: 3,
    isBlocked: async () => false,
  });
  if (verdict !== null) throw new Error(`the benchmark's inquiry was judged spam: ${verdict}`);
}

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

/** Instances the fake Workflows binding was asked to create. */
let runsCreated = 0;

/** A Workflows binding whose `create` answers at once: only the worker's side is timed. */
const workflow = {
  create: async () => {
    runsCreated++;
    return {};
  },
} as unknown as Workflow;
const runEnv = { INQUIRY_DELIVERY: workflow } as unknown as Env;

/**
 * The archive's part of one sent inquiry: the `received` row, the three channels' `pending`
 * records (email and two webhooks), the email's `sent` and the request's one read of it.
 */
async function archiveWrite(): Promise<void> {
  const at = new Date().toISOString();
  await storeInquiry(db, {
    id,
    status: "received",
    fields: { name, email: visitorEmail, phone, subject, message },
    email,
    spamReason: null,
    apiKeyEnvName: request.config.apiKeyEnvName,
    at,
  });
  await openDeliveries(db, id, ["email", "webhook:crm", "webhook:sales"], at);
  await recordDelivery(db, id, "email", {
    status: "sent",
    at: new Date().toISOString(),
    attempted: true,
    lastError: null,
    providerMessageId: "em_bench",
    detail: "attempt 1; provider message em_bench",
    onlyFrom: ["pending", "queued"],
  });
  await readDelivery(db, id, "email");
}

const steps: [string, () => unknown][] = [
  ["parse the JSON body", () => JSON.parse(BODY)],
  ["validate (contract schema)", () => sendEmailRequestSchema.safeParse(parsedBody)],
  [
    "the operator's email options (withOperatorEmailConfig)",
    () => withOperatorEmailConfig(parsedBody, request),
  ],
  ["spam rules (form token HMAC check, links, block list fake)", judgeSpam],
  ["compose the email (HTML, text)", () => composeEmail(request, addressing)],
  ["idempotency key (SHA-256)", () => idempotencyKeyFor({ recipient: addressing.to, ...request })],
  ["Resend body (JSON)", () => JSON.stringify(toResendBody(email))],
  ["archive write (received row, 3 channel records, email sent, one read; fake D1)", archiveWrite],
  ["create the delivery run (fake Workflows binding)", () => startDeliveryRun(runEnv, { inquiryId: id })],
];

const results: { step: string; microseconds: number }[] = [];
for (const [step, run] of steps) {
  for (let index = 0; index < 2_000; index++) await run(); // warm-up: let V8 optimise
  const started = performance.now();
  for (let index = 0; index < ITERATIONS; index++) await run();
  results.push({ step, microseconds: ((performance.now() - started) * 1000) / ITERATIONS });
}
if (d1Calls === 0) throw new Error("the archive step made no D1 calls");
if (runsCreated === 0) throw new Error("the run step created no run");
console.log(JSON.stringify({ iterations: ITERATIONS, steps: results }));
