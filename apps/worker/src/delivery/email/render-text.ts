import type { EmailInquiry } from "./email-inquiry.ts";

/**
 * The plain-text part of an inquiry email (docs/product.md#the-email): the form name, the five fields,
 * the message with its line breaks, and the footer text. No escaping: it is sent as text/plain.
 */
export function renderInquiryText(inquiry: EmailInquiry): string {
  return [
    inquiry.formName,
    "",
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Phone: ${inquiry.phone || "Not provided"}`,
    `Subject: ${inquiry.subject}`,
    "",
    "Message:",
    inquiry.message.replace(/\r\n?/g, "\n"),
    "",
    "--",
    inquiry.footerText,
    "",
  ].join("\n");
}
