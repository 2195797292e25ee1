import { Hono } from "hono/tiny";
import type { AppEnv } from "../core/app-env.ts";
import { answerArchiveFailure } from "../core/archive.ts";
import { sendTestInquiry } from "./send-test-inquiry.ts";
import { readSetupReport } from "./setup-report.ts";

/** The Setup panel's routes behind `adminGuard`; answers as docs/product.md#setup-panel lists them. */
export const adminSetupRoute = new Hono<AppEnv>()
  .onError(answerArchiveFailure)
  .get("/setup", async (c) => c.json(await readSetupReport(c.env)))
  .post("/test-inquiry", async (c) => {
    const actor = c.get("adminIdentity") ?? "unknown";
    const started = await sendTestInquiry(c.env, c.env.DB, actor);
    return c.json(started, 202);
  });
