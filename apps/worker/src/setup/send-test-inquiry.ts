import {
  buildContactRequest,
  sendEmailRequestSchema,
  TEST_INQUIRY,
  type TestInquiryStarted,
} from "@clearwell/contract";
import { readNotifyWebhooks } from "@clearwell/rules";
import { storeInquiry, TEST_INQUIRY_ID_PREFIX } from "../archive/store-inquiry.ts";
import { apiError } from "../core/api-error.ts";
import { nowIso } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { readServerSettings } from "../core/server-settings.ts";
import { composeEmail } from "../delivery/email/compose-email.ts";
import { EMAIL_CHANNEL, openDeliveries } from "../delivery/records/deliveries.ts";
import { startDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { webhookChannel } from "../delivery/webhook/notify-webhooks.ts";
import { recordAdminAction } from "../inbox/admin-audit.ts";

/** Prefix of a test inquiry's id (`inquiry-test-` and 32 hex digits): no lead status. */
export { TEST_INQUIRY_ID_PREFIX };

/** A new test inquiry id and its short reference (its first 8 hex digits, in the subject). */
function newTestId(): { id: string; reference: string } {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return { id: `${TEST_INQUIRY_ID_PREFIX}${hex}`, reference: hex.slice(0, 8) };
}

/**
 * "Send a test inquiry" for `actor` (docs/product.md#setup-panel), delivered like an inquiry but
 * past the spam rules, Turnstile and the allowlists: the operator sent it.
 * @returns its id, subject and channels; a run not created is left to the scheduled start.
 * @throws HTTPException 403 `recipient_not_allowed` without a valid first `CONTACT_RECIPIENTS`
 *   address; whatever D1 throws.
 */
export async function sendTestInquiry(env: Env, db: D1Database, actor: string): Promise<TestInquiryStarted> {
  const settings = readServerSettings(env);
  const to = settings.recipients[0];
  const { id, reference } = newTestId();
  const subject = TEST_INQUIRY.subject(reference);
  const fields = {
    name: TEST_INQUIRY.name,
    email: to ?? "",
    phone: "",
    subject,
    message: TEST_INQUIRY.message(actor),
  };
  const parsed = sendEmailRequestSchema.safeParse(buildContactRequest(fields, { honeypot: "" }));
  if (!to || !parsed.success) {
    throw apiError(
      403,
      "recipient_not_allowed",
      "A test inquiry needs the first address of CONTACT_RECIPIENTS to be an email address.",
    );
  }
  const request = { ...parsed.data, config: { ...parsed.data.config, subject } };
  const email = composeEmail(request, { to, fromAddress: settings.fromAddress });
  const at = nowIso();
  const webhooks = readNotifyWebhooks(env);
  const channels = [
    EMAIL_CHANNEL,
    ...(webhooks.ok ? webhooks.webhooks.map((webhook) => webhookChannel(webhook.name)) : []),
  ];
  const inquiry = {
    id,
    status: "received",
    fields,
    email,
    spamReason: null,
    apiKeyEnvName: request.config.apiKeyEnvName,
    at,
  } as const;
  await storeInquiry(db, inquiry);
  await openDeliveries(db, id, channels, at);
  await recordAdminAction(db, {
    at,
    actor,
    action: "test_inquiry",
    inquiryId: id,
    detail: channels.join(", "),
  });
  await startDeliveryRun(env, { inquiryId: id });
  logEvent("info", "test_inquiry_sent", { id, channels: channels.length });
  return { id, subject, channels };
}
