import type { EmailInquiry } from "./email-inquiry.ts";

/** The text/plain part of an inquiry email, unescaped (docs/product.md#the-email). */
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
