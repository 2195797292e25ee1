import { PHOTOS_NOT_KEPT_NOTE } from "@clearwell/contract/photos";
import { escapeHtml, escapeHtmlWithBreaks } from "../../core/escape-html.ts";
import type { EmailContent } from "./email-content.ts";
import { PHOTO_NOTE_COPY } from "./photo-note.ts";

/** Label and HTML-safe value of one row of the details table. */
type Row = [label: string, html: string];

/** The Photos row's value: the count and the words linking the inquiry in the inbox (never the files). */
function photosHtml(inquiry: EmailContent): string {
  const view = escapeHtml(PHOTO_NOTE_COPY.view(inquiry.photoCount));
  const link = inquiry.inboxLink
    ? `<a href="${escapeHtml(inquiry.inboxLink)}" style="color:inherit">${view}</a>`
    : view;
  return `${inquiry.photoCount} (${link})`;
}

function rowsOf(inquiry: EmailContent): Row[] {
  const email = escapeHtml(inquiry.email);
  const photos: Row[] =
    inquiry.photoCount > 0
      ? [[PHOTO_NOTE_COPY.label, photosHtml(inquiry)]]
      : inquiry.photosNotKept
        ? [[PHOTO_NOTE_COPY.label, escapeHtml(PHOTOS_NOT_KEPT_NOTE)]]
        : [];
  return [
    ["Name", escapeHtml(inquiry.name)],
    ["Email", `<a href="mailto:${email}" style="color:inherit">${email}</a>`],
    ["Phone", inquiry.phone ? escapeHtml(inquiry.phone) : '<span style="color:#6b7280">Not provided</span>'],
    ["Subject", escapeHtml(inquiry.subject)],
    ["Message", escapeHtmlWithBreaks(inquiry.message)],
    ...photos,
  ];
}

function renderRow([label, html]: Row): string {
  return `<tr><th scope="row" align="left" valign="top" style="padding:10px 16px 10px 0;width:96px;color:#6b7280;font-weight:600;border-top:1px solid #e5e7eb">${label}</th><td valign="top" style="padding:10px 0;border-top:1px solid #e5e7eb;color:#111827">${html}</td></tr>`;
}

/**
 * The HTML body of an inquiry email (docs/product.md#the-email), every visitor value escaped; the
 * brand colour is inserted as is, the contract having checked it is a hex colour. With photos, a
 * last `Photos` row gives their number and links the inquiry in the inbox.
 * @returns a complete `<!doctype html>` document.
 */
export function renderInquiryHtml(inquiry: EmailContent): string {
  const footer = inquiry.footerHtml || `<p>${escapeHtmlWithBreaks(inquiry.footerText)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(inquiry.formName)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${inquiry.brandColor};height:8px;font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td style="padding:24px 24px 8px"><h1 style="margin:0;font-size:20px;color:#111827">${escapeHtml(inquiry.formName)}</h1></td></tr>
<tr><td style="padding:8px 24px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rowsOf(inquiry).map(renderRow).join("")}</table></td></tr>
<tr><td style="padding:16px 24px;border-top:4px solid ${inquiry.brandColor};color:#6b7280;font-size:13px">${footer}</td></tr>
</table>
</body></html>`;
}
