import { loadZodMessages } from "@clearwell/contract";
import { Hono } from "hono/tiny";
import { cmsRoute } from "./cms/cms-route.ts";
import { errorResponse } from "./core/api-error.ts";
import type { AppEnv } from "./core/app-env.ts";
import { withArchiveBinding } from "./core/archive.ts";
import { handleError } from "./core/handle-error.ts";
import { healthRoute } from "./core/health-route.ts";
import { securityHeaders } from "./core/security-headers.ts";
import { resendWebhooksRoute } from "./delivery/provider-events/resend-webhooks-route.ts";
import { adminGuard } from "./inbox/admin-guard.ts";
import { adminRoute } from "./inbox/admin-route.ts";
import { serveContactPage, serveThankYouPage } from "./intake/form-post/rewritten-pages.ts";
import { sendEmailRoute } from "./intake/send-email-route.ts";
import { formTokenRoute } from "./intake/spam/form-token.ts";
import { visitsRoute } from "./leads/visits-route.ts";
import { outboxRoute } from "./local/outbox-route.ts";
import { outboxWebhooksRoute } from "./local/outbox-webhooks-route.ts";
import { handleScheduled } from "./scheduled/scheduled.ts";
import { adminSetupRoute } from "./setup/setup-route.ts";

// Validation problems without a message of our own are described in English.
loadZodMessages();

/**
 * The worker's routes: only `/api/*`, `/contact` and `/contact/thank-you` run it (wrangler.jsonc
 * `run_worker_first`); every other path is the prerendered site's assets.
 */
const api = new Hono<AppEnv>()
  .route("/send-email", sendEmailRoute)
  .route("/outbox/webhooks", outboxWebhooksRoute)
  .route("/outbox", outboxRoute)
  .route("/health", healthRoute)
  .route("/form-token", formTokenRoute)
  .route("/visits", visitsRoute)
  .route("/cms", cmsRoute)
  .use("/admin/*", ...adminGuard)
  .route("/admin", adminSetupRoute)
  .route("/admin", adminRoute)
  .route("/webhooks/resend", resendWebhooksRoute);

const app = new Hono<AppEnv>()
  .use("/api/*", securityHeaders)
  .route("/api", api)
  .get("/contact", serveContactPage)
  .get("/contact/thank-you", serveThankYouPage);

app.notFound(() => errorResponse(404, "not_found", "There is no such API route."));
app.onError(handleError);

export { InquiryDelivery } from "./delivery/run/inquiry-delivery-workflow.ts";

/**
 * The module worker: `fetch`, and `scheduled` (docs/architecture.md#scheduled-jobs), where a
 * missing `DB` or `PHOTOS` binding fails like D1 or R2 (`withArchiveBinding`); the
 * `InquiryDelivery` workflow is exported above (docs/architecture.md#delivery-channels).
 */
export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    app.fetch(request, withArchiveBinding(env), ctx),
  scheduled: (controller, env) => handleScheduled(controller, withArchiveBinding(env)),
} satisfies ExportedHandler<Env, unknown>;
