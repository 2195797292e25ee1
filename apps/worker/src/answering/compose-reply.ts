import { COMPANY_CONTACT, COMPANY_NAME } from "@clearwell/contract";
import { escapeHtml } from "../core/escape-html.ts";
import type { OutgoingEmail } from "../core/outgoing-email.ts";
import { confirmationMessageId, messageIdDomain } from "../delivery/confirmation/compose-confirmation.ts";
import { fromHeader, toHeaderText } from "../delivery/email/header-safe.ts";

/** What a reply is made of (docs/product.md#answering-inquiries). */
export type ReplyInput = {
  inquiryId: string;
  /** The reply's number within its inquiry (its channel is `reply:<n>`). */
  n: number;
  /** The visitor's stored name, address, message, and when it was received (ISO 8601 UTC). */
  visitor: { name: string; email: string; message: string; receivedAt: string };
  subject: string;
  message: string;
  /** `MAIL_FROM_ADDRESS` and the first `CONTACT_RECIPIENTS` entry (the reply's `Reply-To`). */
  fromAddress: string;
  replyTo: string;
  /** The site's origin (first `ALLOWED_ORIGINS` entry), `null` when none. */
  site: string | null;
  /** `BUSINESS_TIMEZONE`, for the date of the quoted message. */
  timeZone: string;
  /** Whether the visitor got a confirmation: the reply then threads under it. */
  confirmationSent: boolean;
};

/** "On Nov 23, 2026, 9:30 AM, Jane Doe wrote:" in the business's time zone. */
function quoteLine(input: ReplyInput): string {
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone: input.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  })
    .format(new Date(input.visitor.receivedAt))
    .replace(/[\u202f\u00a0]/g, " ");
  return `On ${date}, ${toHeaderText(input.visitor.name) || input.visitor.email} wrote:`;
}

/** Text as HTML paragraphs: escaped, a blank line between paragraphs, line breaks kept. */
function htmlParagraphs(text: string, style: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="${style}">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/**
 * The reply email (docs/product.md#answering-inquiries): from `<company> <MAIL_FROM_ADDRESS>` to
 * the visitor, `Reply-To` the business's mailbox; the operator's message, then the business's name,
 * phone and site, then the visitor's message quoted. Its own `Message-ID`, and `In-Reply-To` /
 * `References` to the confirmation when one was sent. HTML (inline styles only) and text.
 */
export function composeReplyEmail(input: ReplyInput): OutgoingEmail {
  const signature = [COMPANY_NAME, COMPANY_CONTACT.phone.display, ...(input.site ? [input.site] : [])];
  const quote = quoteLine(input);
  const quoted = input.visitor.message
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
  // "-- " is the signature separator mail clients recognise (RFC 3676).
  const text = `${input.message}\n\n-- \n${signature.join("\n")}\n\n${quote}\n${quoted}\n`;
  const body = "margin:0 0 16px";
  // Styles on a <div>, not on <body>: some clients drop the body element (checked with caniemail).
  const html = `<!doctype html><html><body><div style="padding:24px;font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">${htmlParagraphs(
    input.message,
    body,
  )}<p style="margin:24px 0 16px;color:#57534e">${signature.map(escapeHtml).join("<br>")}</p><p style="margin:0 0 8px;color:#57534e">${escapeHtml(
    quote,
  )}</p><blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid #d6d3d1;color:#57534e">${htmlParagraphs(
    input.visitor.message,
    "margin:0 0 12px",
  )}</blockquote></div></body></html>`;
  const confirmation = confirmationMessageId(input.inquiryId, input.fromAddress);
  return {
    from: fromHeader(COMPANY_NAME, input.fromAddress),
    to: input.visitor.email,
    replyTo: input.replyTo,
    subject: toHeaderText(input.subject),
    text,
    html,
    tags: [{ name: "kind", value: "reply" }],
    headers: {
      "Message-ID": `<reply.${input.n}.${input.inquiryId}@${messageIdDomain(input.fromAddress)}>`,
      ...(input.confirmationSent ? { "In-Reply-To": confirmation, References: confirmation } : {}),
    },
  };
}
