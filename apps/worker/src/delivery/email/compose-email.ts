import type { ParsedSendEmailRequest } from "@clearwell/contract";
import { EMAIL_CONFIG_DEFAULTS, toAsciiEmail } from "@clearwell/contract";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import type { EmailContent } from "./email-content.ts";
import { toDisplayName, toHeaderText } from "./header-safe.ts";
import { hasPhotos, type PhotoNoteOptions } from "./photo-note.ts";
import { renderInquiryHtml } from "./render-html.ts";
import { renderInquiryText } from "./render-text.ts";

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
    from: `${toDisplayName(request.config.fromName)} <${addressing.fromAddress}>`,
    to: addressing.to,
    replyTo: toHeaderText(toAsciiEmail(content.email) ?? content.email),
    subject,
    html: renderInquiryHtml(content),
    text: renderInquiryText(content),
    tags: formTag ? [{ name: "form", value: formTag }] : [],
  };
}
