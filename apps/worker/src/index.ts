import { loadZodMessages } from "@clearwell/contract";
import { Hono } from "hono/tiny";
import type { AppEnv } from "./app-env.ts";
import { errorResponse } from "./http/api-error.ts";
import { handleError } from "./http/handle-error.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { adminRoute } from "./routes/admin.ts";
import { formTokenRoute } from "./routes/form-token.ts";
import { healthRoute } from "./routes/health.ts";
import { outboxRoute } from "./routes/outbox.ts";
import { outboxWebhooksRoute } from "./routes/outbox-webhooks.ts";
import { resendWebhooksRoute } from "./routes/resend-webhooks.ts";
import { serveContactPage, serveThankYouPage } from "./routes/rewritten-pages.ts";
import { sendEmailRoute } from "./routes/send-email.ts";
import { handleScheduled } from "./scheduled.ts";

// Validation problems without a message of our own are described in English.
loadZodMessages();

/**
 * The worker (docs/architecture.md#the-inquiry-journey): only `/api/*`, `/contact` and
 * `/contact/thank-you` run it (wrangler.jsonc `run_worker_first`: `/contact` gets its form token,
 * the thank-you page the confirmation's sentence); every other path is served from the
 * prerendered site's assets.
 */
const api = new Hono<AppEnv>()
  .route("/send-email", sendEmailRoute)
  .route("/outbox/webhooks", outboxWebhooksRoute)
  .route("/outbox", outboxRoute)
  .route("/health", healthRoute)
  .route("/form-token", formTokenRoute)
  .route("/admin", adminRoute)
  .route("/webhooks/resend", resendWebhooksRoute);

const app = new Hono<AppEnv>()
  .use("/api/*", securityHeaders)
  .route("/api", api)
  .get("/contact", serveContactPage)
  .get("/contact/thank-you", serveThankYouPage);

app.notFound(() => errorResponse(404, "not_found", "There is no such API route."));
app.onError(handleError);

export { InquiryDelivery } from "./delivery/inquiry-delivery-workflow.ts";

/**
 * The module worker: `fetch` answers the API; `scheduled` starts the runs left unstarted and
 * applies retention (docs/architecture.md#scheduled-jobs). The `InquiryDelivery` workflow (binding
 * `INQUIRY_DELIVERY`) delivers every stored inquiry (docs/architecture.md#delivery-channels).
 */
export default {
  fetch: app.fetch,
  scheduled: (controller, env) => handleScheduled(controller, env),
} satisfies ExportedHandler<Env, unknown>;
