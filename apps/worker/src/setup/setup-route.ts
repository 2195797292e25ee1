import { Hono } from "hono/tiny";
import type { AppEnv } from "../core/app-env.ts";
import { answerArchiveFailure } from "../core/archive.ts";
import { sendTestInquiry } from "./send-test-inquiry.ts";
import { readSetupReport } from "./setup-report.ts";

/**
 * The Setup panel's routes of the admin API (docs/product.md#setup-panel), mounted under
 * `/api/admin` behind the inbox's `adminGuard` (Access, same-origin writes, no-store):
 *
 * - `GET /setup`: a `SetupReport`, every check with its state and facts; answered whole (200)
 *   even without D1 or Resend, whose checks then say so.
 * - `POST /test-inquiry`: stores a marked test inquiry and starts its delivery through every
 *   channel (`sendTestInquiry`, audited as `test_inquiry`); 202 with `{ id, subject, channels }`, whose
 *   progress is read from `GET /inquiries/:id`; 403 `recipient_not_allowed` without a first
 *   recipient; 503 `archive_unavailable` without D1.
 */
export const adminSetupRoute = new Hono<AppEnv>()
  .onError(answerArchiveFailure)
  .get("/setup", async (c) => c.json(await readSetupReport(c.env)))
  .post("/test-inquiry", async (c) => {
    const actor = c.get("adminIdentity") ?? "unknown";
    const started = await sendTestInquiry(c.env, c.env.DB, actor);
    return c.json(started, 202);
  });
