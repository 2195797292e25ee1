import { env } from "cloudflare:workers";
import type { SendEmailAccepted } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { DEAD_LETTER_QUEUE, INQUIRY_QUEUE } from "../src/delivery/queue-consumer.ts";
import { QUEUED_INQUIRY_VERSION, type QueuedInquiry } from "../src/delivery/queued-inquiry.ts";
import { BACKOFF_SECONDS, MAX_QUEUE_ATTEMPTS, MAX_QUEUE_RETRIES } from "../src/delivery/retry-policy.ts";
import { RATE_LIMIT_RETRY_AFTER_SECONDS } from "../src/policy/rate-limit.ts";
import { captureQueue, postInquiry, validInquiry } from "./helpers/api.ts";
import { captureLogs } from "./helpers/logs.ts";
import { drainQueue, INQUIRY_QUEUE_NAME, runConsumer } from "./helpers/queue-driver.ts";
import { type ResendMode, standIn } from "./helpers/stand-in.ts";

const logs = captureLogs();
beforeEach(() => standIn.reset());

/** The Retry-After Resend sends with a 429 in the fault script, in seconds. */
const RETRY_AFTER = 7;

/**
 * One fault of each kind (5xx, 429 with Retry-After, a late answer, a dropped connection), then a
 * success, repeated in this order.
 */
const FAULT_CYCLE: NonNullable<ResendMode["script"]> = [
  { status: 500 },
  { status: 429, retryAfter: RETRY_AFTER },
  // Accepted by the provider, but the answer comes after PROVIDER_TIMEOUT_MS (300 ms): the worker
  // sees a timeout and must retry with the same key, which the provider answers from memory.
  { delayMs: 450 },
  { networkError: true },
  {},
];

/** A distinct valid inquiry per index. */
function inquiryNumber(index: number) {
  return validInquiry({
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    message: `Inquiry number ${index}: please call me back about the kitchen.`,
  });
}

describe("fault injection: no inquiry lost, none sent twice", () => {
  // 20 inquiries, each stored in and updated on the D1 archive, then the queue drained: slow on a busy machine.
  it("N inquiries through K provider faults -> all answered 2xx, exactly N emails, no duplicates", async () => {
    const submitted = 20;
    const script = Array.from({ length: 40 }, (_, index) => FAULT_CYCLE[index % FAULT_CYCLE.length] ?? {});
    const faults = script.filter((step) => step.status || step.delayMs || step.networkError).length;
    await standIn.setMode({ script });
    const { queue, sent } = captureQueue();

    const answers: SendEmailAccepted[] = [];
    for (let index = 0; index < submitted; index += 1) {
      const response = await postInquiry(inquiryNumber(index), { env: { INQUIRY_QUEUE: queue } });
      expect([200, 202]).toContain(response.status);
      const accepted = (await response.json()) as SendEmailAccepted;
      expect(accepted.status).toBe(response.status === 200 ? "sent" : "queued");
      answers.push(accepted);
    }
    expect(sent).toHaveLength(answers.filter((answer) => answer.status === "queued").length);
    // The visitor's 429 with retry-after delays the queued message by exactly that much.
    const visitorRetries = logs.events("provider_failed");
    for (const [index, line] of visitorRetries.entries()) {
      const options = sent[index]?.options;
      expect(options?.delaySeconds).toBe(
        line.name === "rate_limit_exceeded" ? RETRY_AFTER : BACKOFF_SECONDS[0],
      );
    }

    const drained = await drainQueue(sent);
    expect(drained.deadLettered).toEqual([]);
    expect(drained.acked).toHaveLength(sent.length);

    const { emails } = await standIn.recorded();
    const { delivered } = await standIn.deliveries();
    const ids = answers.map((answer) => answer.id);
    expect(new Set(ids).size).toBe(submitted);
    // Exactly one accepted email per inquiry, under the id the visitor was given.
    expect(delivered.map((delivery) => delivery.idempotencyKey).sort()).toEqual([...ids].sort());
    expect(emails.length).toBeGreaterThanOrEqual(script.length);
    for (const email of emails) expect(email.schemaErrors).toEqual([]);
    const replays = delivered.reduce((sum, delivery) => sum + delivery.replays, 0);
    expect(replays).toBeGreaterThan(0);

    // Every retry waited for the provider's retry-after, or the backoff step of its attempt.
    const retries = logs.events("delivery_retry");
    expect(retries.length).toBeGreaterThan(0);
    for (const retry of retries) {
      const attempts = Number(retry.attempts);
      const expected = retry.name === "rate_limit_exceeded" ? RETRY_AFTER : BACKOFF_SECONDS[attempts];
      expect(retry.delaySeconds).toBe(expected);
    }
    expect(retries.some((retry) => retry.delaySeconds === RETRY_AFTER)).toBe(true);

    // No inquiry reached the recipient twice: one accepted email per message text.
    const textByKey = new Map(
      emails.map((email) => [email.headers["idempotency-key"], (email.body as { text?: string }).text]),
    );
    const deliveredTexts = delivered.map((delivery) => textByKey.get(delivery.idempotencyKey));
    const duplicates = deliveredTexts.length - new Set(deliveredTexts).size;
    expect(duplicates).toBe(0);

    await standIn.report(
      `[fault injection] inquiries submitted ${submitted}, answered 2xx ${answers.length} ` +
        `(${sent.length} queued), faults injected ${faults}, provider requests ${emails.length}, ` +
        `emails delivered ${delivered.length}, duplicates ${duplicates}, retries answered from the ` +
        `idempotency key ${replays}, consumer batches ${drained.batches}, dead-lettered ${drained.deadLettered.length}`,
    );
  }, 20_000);

  it("a message that keeps failing is retried on the backoff schedule, then dead-lettered with an error log", async () => {
    await standIn.setMode({ status: 500 });
    const { queue, sent } = captureQueue();
    const response = await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as SendEmailAccepted;

    const drained = await drainQueue(sent);
    expect(drained.acked).toEqual([]);
    expect(drained.deadLettered).toHaveLength(1);
    expect(drained.deadLettered[0]?.attempts).toBe(MAX_QUEUE_ATTEMPTS);

    const retries = logs.events("delivery_retry");
    expect(retries.map((retry) => retry.delaySeconds)).toEqual([30, 90, 270, 810, 2430, 3600, 3600, 3600]);
    expect(retries).toHaveLength(MAX_QUEUE_RETRIES);
    const [dead, ...more] = logs.events("delivery_dead_lettered");
    expect(more).toEqual([]);
    expect(dead).toMatchObject({
      level: "error",
      id,
      attempts: MAX_QUEUE_ATTEMPTS,
      status: 500,
      name: "application_error",
      deadLetterQueue: DEAD_LETTER_QUEUE,
    });
    // Every attempt used the inquiry's one idempotency key.
    const { emails } = await standIn.recorded();
    expect(emails).toHaveLength(1 + MAX_QUEUE_ATTEMPTS);
    expect(new Set(emails.map((email) => email.headers["idempotency-key"]))).toEqual(new Set([id]));
  });

  it("a provider rejection in the consumer (401) is logged loudly with a hint and retried, never acked", async () => {
    await standIn.setMode({ status: 500 });
    const { queue, sent } = captureQueue();
    await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
    await standIn.setMode({ status: 401 });
    const result = await runConsumer([{ id: "m1", body: sent[0]?.body, attempts: 1 }]);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "m1" }]);
    const [retry] = logs.events("delivery_retry");
    expect(retry).toMatchObject({ level: "error", status: 401, name: "missing_api_key", delaySeconds: 30 });
    expect(String(retry?.hint)).toContain("wrangler secret put RESEND_API_KEY");
  });

  it("a worker without the provider key keeps the message (retried with the operator's fix in the log)", async () => {
    await standIn.setMode({ status: 500 });
    const { queue, sent } = captureQueue();
    await postInquiry(validInquiry(), { env: { INQUIRY_QUEUE: queue } });
    const result = await runConsumer([{ id: "m1", body: sent[0]?.body, attempts: 3 }], {
      RESEND_API_KEY: undefined,
    });
    expect(result.retryMessages).toEqual([{ msgId: "m1" }]);
    const [retry] = logs.events("delivery_retry");
    expect(retry).toMatchObject({ level: "error", failure: "config", name: "provider_not_configured" });
    expect(String(retry?.hint)).toContain("wrangler secret put RESEND_API_KEY");
    expect(retry?.delaySeconds).toBe(BACKOFF_SECONDS[3]);
  });

  it("a message that is not a queued inquiry is acked with an error log (it can never be sent)", async () => {
    const result = await runConsumer([{ id: "junk", body: { hello: "world" }, attempts: 1 }]);
    expect(result.explicitAcks).toEqual(["junk"]);
    expect(logs.events("queue_message_invalid")).toMatchObject([{ level: "error", messageId: "junk" }]);
    expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
  });

  it("a queued inquiry is delivered by the consumer with the provider configured now", async () => {
    const inquiry: QueuedInquiry = {
      v: QUEUED_INQUIRY_VERSION,
      id: `inquiry-${"ab".repeat(32)}`,
      apiKeyEnvName: "RESEND_API_KEY",
      queuedAt: new Date().toISOString(),
      email: {
        from: "Clearwell Interiors <inquiries@clearwell-interiors.example>",
        to: "hello@clearwell-interiors.example",
        replyTo: "ada@example.com",
        subject: "New Inquiry: queued",
        html: "<p>queued</p>",
        text: "queued",
        tags: [{ name: "form", value: "Website_Contact_Form" }],
      },
    };
    const result = await runConsumer([
      { id: "a", body: inquiry, attempts: 2 },
      { id: "b", body: inquiry, attempts: 1 },
    ]);
    expect(result.explicitAcks).toEqual(["a", "b"]);
    const { delivered } = await standIn.deliveries();
    expect(delivered).toMatchObject([{ idempotencyKey: inquiry.id, replays: 1 }]);
    expect(logs.events("email_sent")).toMatchObject([
      { queued: true, id: inquiry.id },
      { queued: true, id: inquiry.id },
    ]);
  });
});

describe("the real queue binding (miniflare's simulated Queues)", () => {
  it("carries a queued inquiry to the worker's own queue handler, which delivers it", async () => {
    await standIn.setMode({ script: [{ status: 429, retryAfter: 1 }] });
    const response = await postInquiry(validInquiry({ name: "Real Queue" }));
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as SendEmailAccepted;
    expect(logs.events("email_queued")).toMatchObject([{ id, delaySeconds: 1 }]);
    // delaySeconds (1 s) plus the consumer's max_batch_timeout (5 s), then the consumer sends it.
    const deadline = Date.now() + 15_000;
    let delivered: string[] = [];
    while (Date.now() < deadline && delivered.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      delivered = (await standIn.deliveries()).delivered.map((delivery) => delivery.idempotencyKey);
    }
    expect(delivered).toEqual([id]);
    const { emails } = await standIn.recorded();
    expect(emails.map((email) => email.headers["idempotency-key"])).toEqual([id, id]);
  }, 20_000);
});

describe("wrangler.jsonc matches the code", () => {
  type Bindings = {
    queues: {
      producers: { binding: string; queue: string }[];
      consumers: { queue: string; max_retries: number; dead_letter_queue: string; max_batch_size: number }[];
    };
    ratelimits: { name: string; simple: { limit: number; period: number } }[];
  };
  const config = JSON.parse(
    (env as unknown as { TEST_WRANGLER_BINDINGS: string }).TEST_WRANGLER_BINDINGS,
  ) as Record<"top" | "local", Bindings>;

  // Production allows 5 per minute per IP; locally every request comes from 127.0.0.1.
  const limits = { top: 5, local: 10_000 };
  for (const name of ["top", "local"] as const) {
    it(`${name}: queue producer, consumer (max_retries, DLQ) and rate limiter`, () => {
      const { queues, ratelimits } = config[name];
      expect(queues.producers).toEqual([{ binding: "INQUIRY_QUEUE", queue: INQUIRY_QUEUE_NAME }]);
      // The inquiry queue (retries, then its DLQ) and the DLQ's own consumer, the one the worker's
      // queue handler dispatches to by name.
      expect(queues.consumers).toMatchObject([
        { queue: INQUIRY_QUEUE_NAME, max_retries: MAX_QUEUE_RETRIES, dead_letter_queue: DEAD_LETTER_QUEUE },
        { queue: DEAD_LETTER_QUEUE },
      ]);
      expect(queues.consumers).toHaveLength(2);
      expect(queues.consumers[1]).not.toHaveProperty("dead_letter_queue");
      expect([INQUIRY_QUEUE, DEAD_LETTER_QUEUE]).toEqual(queues.consumers.map((consumer) => consumer.queue));
      expect(ratelimits).toMatchObject([
        {
          name: "INQUIRY_RATE_LIMITER",
          simple: { limit: limits[name], period: RATE_LIMIT_RETRY_AFTER_SECONDS },
        },
      ]);
    });
  }
});
