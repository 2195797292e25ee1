import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import { handleInquiryBatch } from "./delivery/queue-consumer.ts";
import { errorResponse } from "./http/api-error.ts";
import { handleError } from "./http/handle-error.ts";
import { adminRoute } from "./routes/admin.ts";
import { healthRoute } from "./routes/health.ts";
import { outboxRoute } from "./routes/outbox.ts";
import { sendEmailRoute } from "./routes/send-email.ts";
import { handleScheduled } from "./scheduled.ts";

/**
 * The worker (DESIGN.md 1, issue 2 section 3): only `/api/*` runs it (wrangler.jsonc
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
 * The module worker: `fetch` answers the API; `queue` delivers the inquiries queued while the
 * provider was unavailable (issue 4, wrangler.jsonc `queues.consumers`).
 */
export default {
  fetch: app.fetch,
  queue: (batch, env) => handleInquiryBatch(batch, env),
  scheduled: (controller, env) => handleScheduled(controller, env),
} satisfies ExportedHandler<Env, unknown>;
