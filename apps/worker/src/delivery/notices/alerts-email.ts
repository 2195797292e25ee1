import { COMPANY_NAME } from "@clearwell/contract";
import { escapeHtml } from "../../core/escape-html.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { fromHeader } from "../email/header-safe.ts";

/**
 * An email to the business from `"<company> alerts <MAIL_FROM_ADDRESS>"` (docs/reference.md#operator-alerts):
 * `lines` as the text (one a line) and as escaped HTML paragraphs, replies going to `to`, tagged
 * `kind: <kind>`. `subject` must already be single-line.
 */
export function alertsEmailOf(
  content: { subject: string; lines: string[]; kind: string },
  addressing: { to: string; fromAddress: string },
): OutgoingEmail {
  return {
    from: fromHeader(`${COMPANY_NAME} alerts`, addressing.fromAddress),
    to: addressing.to,
    replyTo: addressing.to,
    subject: content.subject,
    text: `${content.lines.join("\n")}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${content.lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("")}</body></html>`,
    tags: [{ name: "kind", value: content.kind }],
  };
}
