import type { SetupReport } from "@clearwell/contract";
import { readServerSettings } from "../core/server-settings.ts";
import { readNotifyWebhooks } from "../delivery/webhook/notify-webhooks.ts";
import { d1SchemaCheck, deliveryEventsCheck, retentionRunCheck } from "./archive-checks.ts";
import { accessCheck, confirmationCheck, notifyWebhooksCheck, turnstileCheck } from "./config-checks.ts";
import { secretChecks } from "./secret-checks.ts";
import { senderDomainCheck } from "./sender-domain.ts";

/**
 * The Setup panel's report (`GET /api/admin/setup`, docs/product.md#setup-panel): every check with
 * its state and facts, in this order: the secrets, the sender's domain at Resend, Resend's delivery
 * events, Cloudflare Access, Turnstile, the visitor's confirmation, `NOTIFY_WEBHOOKS`, the retention
 * run's last run and the D1 schema. The Resend request and the D1 reads run at the same time. A
 * check that cannot be made is a state of its own (Resend unreachable, the archive unavailable),
 * so the report is answered whole even without D1. Never throws.
 *
 * @param now - ms since the epoch; default now.
 */
export async function readSetupReport(env: Env, now: number = Date.now()): Promise<SetupReport> {
  const settings = readServerSettings(env);
  const webhooks = readNotifyWebhooks(env);
  const outbox = settings.provider === "outbox";
  const [senderDomain, deliveryEvents, retentionRun, d1Schema] = await Promise.all([
    senderDomainCheck(env, settings),
    deliveryEventsCheck(env, outbox, now),
    retentionRunCheck(env, now),
    d1SchemaCheck(env),
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
    ],
  };
}
