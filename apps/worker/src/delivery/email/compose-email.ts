import type { ParsedSendEmailRequest } from "@clearwell/contract";
import { EMAIL_CONFIG_DEFAULTS, toAsciiEmail } from "@clearwell/contract";
import { PHOTOS_NOT_KEPT_NOTE } from "@clearwell/contract/photos";
import { escapeHtml, escapeHtmlWithBreaks } from "../../core/escape-html.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { fromHeader, toHeaderText } from "./header-safe.ts";
import { hasPhotos, PHOTO_NOTE_COPY, type PhotoNoteOptions, photoNoteLine } from "./photo-note.ts";

/**
 * What the email templates render: one inquiry, already validated and resolved by the worker's
 * policy (docs/product.md#the-email). Not the admin API's `Inquiry` (the contract's), which is a
 * stored row. Values are the visitor's raw text; the templates escape them.
 */
export type EmailContent = {
  /** `config.formName` (the Contact page sends "Website Contact Form"), shown as the heading. */
  formName: string;
  /** `config.brandColor`, a `#rgb` / `#rrggbb` hex colour checked by the contract. */
  brandColor: string;
  /** The visitor's fields (docs/product.md#contact-form), trimmed; `phone` may be "". */
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** Footer as plain text (request `footer.text`, else `config.footerText`). */
  footerText: string;
  /** Footer HTML: the operator's own (docs/decisions.md#the-email-is-the-operators); "" when none. */
  footerHtml: string;
  /** How many photos came with it (docs/reference.md#photos); 0 when none, and then none are mentioned. */
  photoCount: number;
  /** Where the photos are seen: the inquiry in the inbox (`/admin?inquiry=<id>`), `null` when unknown. */
  inboxLink: string | null;
  /** Photos came but were not kept (the day's limit, docs/product.md#photos): the email says so. */
  photosNotKept: boolean;
};

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
function renderInquiryHtml(inquiry: EmailContent): string {
  const footer = inquiry.footerHtml || `<p>${escapeHtmlWithBreaks(inquiry.footerText)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(inquiry.formName)}</title></head>
<body><div style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-top:8px solid ${inquiry.brandColor}">
<tr><td style="padding:24px 24px 8px"><h1 style="margin:0;font-size:20px;color:#111827">${escapeHtml(inquiry.formName)}</h1></td></tr>
<tr><td style="padding:8px 24px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rowsOf(inquiry).map(renderRow).join("")}</table></td></tr>
<tr><td style="padding:16px 24px;border-top:4px solid ${inquiry.brandColor};color:#6b7280;font-size:13px">${footer}</td></tr>
</table>
</div></body></html>`;
}

/** The lines about photos, after the message: the count, then the inbox link; none without photos. */
function photoLines(inquiry: EmailContent): string[] {
  if (inquiry.photosNotKept) return [`${PHOTO_NOTE_COPY.label}: ${PHOTOS_NOT_KEPT_NOTE}`, ""];
  const line = photoNoteLine(inquiry.photoCount);
  if (!line) return [];
  return [line, ...(inquiry.inboxLink ? [`${PHOTO_NOTE_COPY.openInbox}: ${inquiry.inboxLink}`] : []), ""];
}

/**
 * The text/plain part of an inquiry email, unescaped (docs/product.md#the-email); with photos, their
 * number and the inquiry's inbox link follow the message.
 */
function renderInquiryText(inquiry: EmailContent): string {
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
    ...photoLines(inquiry),
    "--",
    inquiry.footerText,
    "",
  ].join("\n");
}

/** Longest subject sent, in characters (the contract allows 300). */
const SUBJECT_MAX_LENGTH = 300;

/**
 * Where the email goes and who sends it, as decided by the server's policy, and what it says of the
 * inquiry's photos (`photoNoteOptions` builds that part; none by default).
 */
export type Addressing = PhotoNoteOptions & {
  /** The allowed recipient (see `resolveRecipient`). */
  to: string;
  /** `MAIL_FROM_ADDRESS`, the verified sender. */
  fromAddress: string;
};

/** A Resend tag value: ASCII letters, digits, `_` and `-` only, at most 256 characters. */
export function toTagValue(value: string): string {
  return value
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 256);
}

/**
 * The template data of a request ({@link EmailContent}): trimmed fields, footer resolved and
 * sanitised, and the photo count (0 unless `photos` says more; a count that is not a whole number
 * above 0 counts as none) with the inbox link that goes with it.
 */
export function emailContentOf(request: ParsedSendEmailRequest, photos: PhotoNoteOptions = {}): EmailContent {
  const { config, footer } = request;
  const photoCount = hasPhotos(photos.photoCount) ? photos.photoCount : 0;
  return {
    formName: toHeaderText(config.formName) || EMAIL_CONFIG_DEFAULTS.formName,
    brandColor: config.brandColor,
    name: request.name.trim(),
    email: request.email.trim(),
    phone: request.phone.trim(),
    subject: request.subject.trim(),
    message: request.message.trim(),
    footerText: (footer?.text ?? config.footerText).trim() || EMAIL_CONFIG_DEFAULTS.footerText,
    // The operator's own HTML (docs/decisions.md#the-email-is-the-operators): a request can send no other.
    footerHtml: (footer?.html ?? config.footerHtml ?? "").trim(),
    photoCount,
    inboxLink: photoCount > 0 ? (photos.inboxLink ?? null) : null,
    photosNotKept: photoCount === 0 && photos.photosNotKept === true,
  };
}

/**
 * Builds the email of a validated request, header by header as docs/product.md#the-email says:
 * - `from` is `"<fromName> <MAIL_FROM_ADDRESS>"`: only the server's verified sender may send, so the
 *   client's `config.fromEmail` is ignored and `fromName` only labels it;
 * - `replyTo` is the visitor's email in ASCII (punycode) form; `config.replyToEmail` is ignored, so a
 *   client cannot make replies go elsewhere;
 * - `subject` is `config.subject` made single-line; `tags` the form name as ASCII;
 * - photos are counted and linked in the inbox (`inboxLink`), never attached or linked themselves.
 */
export function composeEmail(request: ParsedSendEmailRequest, addressing: Addressing): OutgoingEmail {
  const content = emailContentOf(request, addressing);
  const subject =
    toHeaderText(request.config.subject).slice(0, SUBJECT_MAX_LENGTH).trim() || EMAIL_CONFIG_DEFAULTS.subject;
  const formTag = toTagValue(content.formName);
  return {
    from: fromHeader(request.config.fromName, addressing.fromAddress),
    to: addressing.to,
    replyTo: toHeaderText(toAsciiEmail(content.email) ?? content.email),
    subject,
    html: renderInquiryHtml(content),
    text: renderInquiryText(content),
    tags: formTag ? [{ name: "form", value: formTag }] : [],
  };
}
