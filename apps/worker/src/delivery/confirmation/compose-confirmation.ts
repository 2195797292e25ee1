import {
  COMPANY_CONTACT,
  COMPANY_NAME,
  confirmationEmailCopy,
  confirmationName,
  inquiryReference,
} from "@clearwell/contract";
import { BRAND_COLOR } from "@clearwell/contract/page-style";
import { escapeHtml } from "../../core/escape-html.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { fromHeader } from "../email/header-safe.ts";

/** What the confirmation is built from: the inquiry's id and the visitor's stored name and address. */
export type ConfirmationInput = {
  inquiryId: string;
  /** The visitor's name as stored; cleaned by `confirmationName` before it is used. */
  name: string;
  /** The visitor's address as stored (validated by the contract, ASCII after IDN conversion). */
  email: string;
};

/**
 * The confirmation email to the visitor, from `confirmationEmailCopy`; only the cleaned name and the
 * reference come from the inquiry (docs/product.md#the-confirmation).
 * @param fromAddress - `MAIL_FROM_ADDRESS`.
 */
export function composeConfirmationEmail(input: ConfirmationInput, fromAddress: string): OutgoingEmail {
  const copy = confirmationEmailCopy;
  const greeting = copy.greeting(confirmationName(input.name));
  const reference = `${copy.referenceLabel}: ${inquiryReference(input.inquiryId)}`;
  const body = [greeting, ...copy.paragraphs, reference, copy.signOff];
  const footer = [COMPANY_NAME, copy.footer.address, copy.footer.contact];
  const text = `${body.join("\n\n")}\n\n--\n${footer.join("\n")}\n\n${copy.footer.why}\n`;
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body><div style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:4px solid ${BRAND_COLOR};padding:24px">${body
    .map(paragraph)
    .join(
      "",
    )}<hr style="border:0;border-top:1px solid #e7e5e4;margin:24px 0 16px"><p style="margin:0;font-size:13px;color:#57534e">${footer
    .map(escapeHtml)
    .join(
      "<br>",
    )}</p><p style="margin:12px 0 0;font-size:13px;color:#57534e">${escapeHtml(copy.footer.why)}</p></div></div></body></html>`;
  return {
    from: fromHeader(COMPANY_NAME, fromAddress),
    to: input.email,
    replyTo: COMPANY_CONTACT.email,
    subject: copy.subject,
    text,
    html,
    tags: [{ name: "kind", value: "confirmation" }],
    headers: { "Message-ID": confirmationMessageId(input.inquiryId, fromAddress) },
  };
}

/**
 * The confirmation's own `Message-ID`, `<confirmation.<inquiry id>@<sender's domain>>`: set by us,
 * so a reply from the inbox can name it in `In-Reply-To` and thread (docs/product.md#answering-inquiries).
 */
export function confirmationMessageId(inquiryId: string, fromAddress: string): string {
  return `<confirmation.${inquiryId}@${messageIdDomain(fromAddress)}>`;
}

/** The domain of the sender's address for a `Message-ID` (`localhost` without a usable one). */
export function messageIdDomain(fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf("@") + 1).toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes(".") ? domain : "localhost";
}
