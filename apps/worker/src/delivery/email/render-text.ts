import { PHOTOS_NOT_KEPT_NOTE } from "@clearwell/contract/photos";
import type { EmailContent } from "./email-content.ts";
import { PHOTO_NOTE_COPY, photoNoteLine } from "./photo-note.ts";

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
export function renderInquiryText(inquiry: EmailContent): string {
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
