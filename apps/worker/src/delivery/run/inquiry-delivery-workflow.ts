import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { readNotifyWebhooks } from "@clearwell/rules";
import { storeInquiry } from "../../archive/store-inquiry.ts";
import { nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import { sendAlerts } from "../alerts/alerts.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL, openDeliveries } from "../records/deliveries.ts";
import { listDeliveryChannels } from "../records/delivery-reads.ts";
import { readInquiryRow } from "../records/inquiry-records.ts";
import { webhookChannel } from "../webhook/notify-webhooks.ts";
import { attemptChannel, type ChannelResult, settleChannel } from "./channel-attempt.ts";
import type { DeliveryRunParams } from "./delivery-runs.ts";
import { MAX_RETRIES } from "./retry-policy.ts";

/** The channels one run delivers, or `stored: false` when the inquiry is gone (nothing to do). */
type ChannelPlan = { stored: boolean; channels: string[] };

/** Bookkeeping steps (plan, settle, alert): quick D1 work, a few quick retries. */
const BOOKKEEPING_STEP = {
  retries: { limit: 5, delay: "5 seconds", backoff: "exponential" },
  timeout: "1 minute",
} as const;

/**
 * Storing an inquiry the request could not store (D1 was failing): it is the only copy, so the
 * engine keeps trying for about 2 h 50 min (10 retries from 10 s, doubling) before the run fails.
 */
const STORE_STEP = {
  retries: { limit: 10, delay: "10 seconds", backoff: "exponential" },
  timeout: "1 minute",
} as const;

/**
 * One try of a channel (a provider's answer comes back as data, never as a thrown error): only a
 * D1 failure inside it throws, and the engine tries the step again a few times.
 */
const TRY_STEP = {
  retries: { limit: 5, delay: "5 seconds", backoff: "exponential" },
  timeout: "2 minutes",
} as const;

/**
 * The channels of inquiry `params.inquiryId`: the business email, every webhook of `NOTIFY_WEBHOOKS` (a malformed list is logged
 * `notify_webhooks_invalid` and adds none: the email still goes), and any channel the inquiry
 * already has a record for (the visitor's confirmation is opened when the inquiry is accepted,
 * while `AUTORESPONDER` is on); each gets a `pending` record when it has none. A run for some
 * channels only (`params.channels`: a reply) plans just those.
 */
async function planChannels(env: Env, params: DeliveryRunParams): Promise<ChannelPlan> {
  const db = env.DB;
  if (!(await readInquiryRow(db, params.inquiryId))) return { stored: false, channels: [] };
  if (params.channels) {
    await openDeliveries(db, params.inquiryId, params.channels, nowIso());
    return { stored: true, channels: params.channels };
  }
  const config = readNotifyWebhooks(env);
  if (!config.ok) logEvent("error", "notify_webhooks_invalid", { error: config.error });
  const configured = [
    EMAIL_CHANNEL,
    ...(config.ok ? config.webhooks.map((hook) => webhookChannel(hook.name)) : []),
  ];
  await openDeliveries(db, params.inquiryId, configured, nowIso());
  const existing = await listDeliveryChannels(db, params.inquiryId);
  return { stored: true, channels: [...new Set([...configured, ...existing])] };
}

/**
 * The delivery engine (docs/architecture.md#delivery-channels): one run per stored inquiry (its
 * instance id is the inquiry id). Step `store` stores an inquiry the request could not
 * ({@link STORE_STEP}); step `plan` lists the channels; then every channel runs at the
 * same time, each try its own step `deliver <channel> #<n>` with a sleep between tries, so one
 * channel failing never blocks, delays or repeats another, and a try that ran is never run again. When a
 * channel's tries are over, `settle <channel>` records it `failed` or `dead`, and `alert <channel>`
 * tells the operator through the other channels (`sendAlerts`).
 *
 * @returns each channel's final status (no visitor data: the run's output is kept by Workflows).
 */
export class InquiryDelivery extends WorkflowEntrypoint<Env, DeliveryRunParams> {
  override async run(event: Readonly<WorkflowEvent<DeliveryRunParams>>, step: WorkflowStep) {
    const { inquiryId, unstored } = event.payload;
    if (unstored)
      await step.do("store", STORE_STEP, () => storeInquiry(this.env.DB, unstored).then(() => true));
    const plan = await step.do("plan", BOOKKEEPING_STEP, () => planChannels(this.env, event.payload));
    const results = await Promise.all(plan.channels.map((channel) => this.deliver(step, inquiryId, channel)));
    return { inquiryId, channels: results.map(({ channel, status }) => ({ channel, status })) };
  }

  /**
   * One channel: try `deliver <channel> #<n>`, and after a transient failure sleep the delay the try
   * returned (`retry <channel> #<n>`) and try again, at most {@link MAX_RETRIES} times; then settle
   * and alert when its tries are over or it was refused for good.
   */
  private async deliver(step: WorkflowStep, inquiryId: string, channel: string): Promise<ChannelResult> {
    let result: ChannelResult | null = null;
    try {
      for (let attempt = 1; !result; attempt += 1) {
        const tried = await step.do(`deliver ${channel} #${attempt}`, TRY_STEP, () =>
          attemptChannel(this.env, inquiryId, channel, attempt),
        );
        if (tried.next === "done") result = tried;
        else if (tried.next === "retry" && attempt <= MAX_RETRIES)
          await step.sleep(`retry ${channel} #${attempt}`, tried.delaySeconds * 1000);
        else break;
      }
    } catch {
      // D1 kept failing through a try's own retries: settle with what the record says.
    }
    result ??= await step.do(`settle ${channel}`, BOOKKEEPING_STEP, () =>
      settleChannel(this.env, inquiryId, channel),
    );
    // The visitor's confirmation failing is not the business's outage: no alert for it.
    if (result.endedNow && channel !== CONFIRMATION_CHANNEL) {
      const cause = result.lastError ?? result.status;
      await step.do(`alert ${channel}`, BOOKKEEPING_STEP, () =>
        sendAlerts(this.env, { inquiryId, channel, cause }),
      );
    }
    return result;
  }
}
