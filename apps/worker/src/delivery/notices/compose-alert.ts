import { inboxPathOf } from "../../core/inbox-link.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { toHeaderText } from "../email/header-safe.ts";
import { alertsEmailOf } from "./alerts-email.ts";

/** What an operator alert says (docs/reference.md#operator-alerts): never the visitor's text. */
export type AlertContent = {
  /** The inquiry whose delivery failed (its id only). */
  inquiryId: string;
  /** The failing channel: `email` or `webhook:<name>`. */
  channel: string;
  /** The failure's short reason, e.g. `403 invalid_api_key`, `bounced`. */
  cause: string;
  /** `inboxLinkOf` the inquiry, or `null` without a site origin. */
  adminUrl: string | null;
};

/**
 * The alert email (docs/reference.md#operator-alerts) from `"<company> alerts <MAIL_FROM_ADDRESS>"`,
 * text and escaped HTML, tagged `kind: alert`.
 */
export function composeAlertEmail(
  alert: AlertContent,
  addressing: { to: string; fromAddress: string },
): OutgoingEmail {
  const subject = toHeaderText(`Delivery failing: ${alert.channel} (${alert.cause})`).slice(0, 200);
  const lines = [
    `A website inquiry could not be delivered through the channel "${alert.channel}".`,
    `Cause: ${alert.cause}`,
    `Inquiry: ${alert.inquiryId}`,
    alert.adminUrl
      ? `Open the inbox to read it and retry: ${alert.adminUrl}`
      : `Open the operator inbox (${inboxPathOf(alert.inquiryId)}) to read it and retry.`,
  ];
  return alertsEmailOf({ subject, lines, kind: "alert" }, addressing);
}
