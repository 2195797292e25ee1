import { loadZodMessages } from "@clearwell/contract";
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import { handleDeadLetterBatch } from "./delivery/dead-letter-consumer.ts";
import { DEAD_LETTER_QUEUE, handleInquiryBatch, INQUIRY_QUEUE } from "./delivery/queue-consumer.ts";
import { errorResponse } from "./http/api-error.ts";
import { handleError } from "./http/handle-error.ts";
import { logEvent } from "./logging/log-event.ts";
import { adminRoute } from "./routes/admin.ts";
import { healthRoute } from "./routes/health.ts";
import { outboxRoute } from "./routes/outbox.ts";
import { sendEmailRoute } from "./routes/send-email.ts";
import { handleScheduled } from "./scheduled.ts";

// Validation problems without a message of our own are described in English.
loadZodMessages();

/**
 * The worker (docs/architecture.md#the-inquiry-journey): only `/api/*` runs it (wrangler.jsonc
 * `run_worker_first`); every other path is served from the prerendered site's assets.
 */
const api = new Hono<AppEnv>()
  .route("/send-email", sendEmailRoute)
  .route("/outbox", outboxRoute)
  .route("/health", healthRoute)
  .route("/admin", adminRoute);

const app = new Hono<AppEnv>().route("/api", api);

app.notFound(() => errorResponse(404, "not_found", "There is no such API route."));
app.onError(handleError);

/**
 * The `queue` handler, by queue (wrangler.jsonc `queues.consumers`): `clearwell-inquiries` delivers
 * the inquiries queued while the provider was unavailable; `clearwell-inquiries-dlq` marks those
 * whose retries ran out `dead` in the archive. A batch of any other queue is logged
 * (`queue_unknown`, error) and retried, never dropped.
 */
async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === INQUIRY_QUEUE) return handleInquiryBatch(batch, env);
  if (batch.queue === DEAD_LETTER_QUEUE) return handleDeadLetterBatch(batch, env);
  logEvent("error", "queue_unknown", { queue: batch.queue, messages: batch.messages.length });
  batch.retryAll();
}

/**
 * The module worker: `fetch` answers the API; `queue` consumes the inquiry queue and its
 * dead-letter queue; `scheduled` runs the sweep and retention (docs/architecture.md#scheduled-jobs).
 */
export { InquiryDelivery } from "./delivery/inquiry-delivery-workflow.ts";

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleQueue(batch, env),
  scheduled: (controller, env) => handleScheduled(controller, env),
} satisfies ExportedHandler<Env, unknown>;
