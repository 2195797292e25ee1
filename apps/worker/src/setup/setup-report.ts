import type { SetupReport } from "@clearwell/contract";
import { readNotifyWebhooks } from "@clearwell/rules";
import { readServerSettings } from "../core/server-settings.ts";
import { answerRemindersCheck } from "./answering-check.ts";
import { d1SchemaCheck, deliveryEventsCheck, retentionRunCheck } from "./archive-checks.ts";
import { accessCheck, confirmationCheck, notifyWebhooksCheck, turnstileCheck } from "./config-checks.ts";
import { photosBucketCheck } from "./photos-check.ts";
import { secretChecks } from "./secret-checks.ts";
import { senderDomainCheck } from "./sender-domain.ts";

/**
 * The Setup panel's report, every check in the order of docs/product.md#setup-panel; the Resend
 * request, the D1 reads and the photos bucket's read run at once. Never throws: a check that cannot be made says so.
 * @param now - ms since the epoch; default now.
 */
export async function readSetupReport(env: Env, now: number = Date.now()): Promise<SetupReport> {
  const settings = readServerSettings(env);
  const webhooks = readNotifyWebhooks(env);
  const outbox = settings.provider === "outbox";
  const [senderDomain, deliveryEvents, retentionRun, d1Schema, photosBucket] = await Promise.all([
    senderDomainCheck(env, settings),
    deliveryEventsCheck(env, outbox, now),
    retentionRunCheck(env, now),
    d1SchemaCheck(env),
    photosBucketCheck(env),
  ]);
  return {
    checkedAt: new Date(now).toISOString(),
    checks: [
      ...secretChecks(env, settings, webhooks),
      senderDomain,
      deliveryEvents,
      accessCheck(env),
      turnstileCheck(env),
      confirmationCheck(env),
      notifyWebhooksCheck(webhooks),
      retentionRun,
      d1Schema,
      answerRemindersCheck(env),
      photosBucket,
    ],
  };
}
