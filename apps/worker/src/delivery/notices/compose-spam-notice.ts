import { COMPANY_NAME } from "@clearwell/contract";
import { SPAM_INBOX_PATH } from "../../core/inbox-link.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { alertsEmailOf } from "./alerts-email.ts";

/** What the daily spam notice says (docs/reference.md#daily-spam-notice): never a visitor's text. */
export type SpamNoticeContent = {
  /** How many inquiries the spam rules filed since `since` (at least 1). */
  count: number;
  /** When the previous notice went out (ISO 8601 UTC), or `null` when this is the first. */
  since: string | null;
  /** The inbox's Spam view (`<first of ALLOWED_ORIGINS>/admin?status=spam`), or `null` without an origin. */
  adminUrl: string | null;
};

/** `2026-11-25T03:17:00.000Z` as `2026-11-25 03:17 UTC`. */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The notice's title and lines, shared by the email and the chat messages. */
export function spamNoticeText(notice: SpamNoticeContent): { title: string; lines: string[] } {
  const inquiries = notice.count === 1 ? "1 inquiry was" : `${notice.count} inquiries were`;
  const when = notice.since ? `since the last notice (${utcMinute(notice.since)})` : "in the last 7 days";
  return {
    title: `${notice.count === 1 ? "1 inquiry" : `${notice.count} inquiries`} filed as spam`,
    lines: [
      `${inquiries} filed as spam on the ${COMPANY_NAME} website ${when}. Nobody was notified of them and nothing was sent.`,
      "Look through them: a real visitor's message is delivered with Not spam. Spam is deleted 7 days after it was filed.",
      notice.adminUrl
        ? `Open the spam in the inbox: ${notice.adminUrl}`
        : `Open the operator inbox at ${SPAM_INBOX_PATH}.`,
    ],
  };
}

/**
 * The daily spam notice email (docs/reference.md#daily-spam-notice) from
 * `"<company> alerts <MAIL_FROM_ADDRESS>"`, text and escaped HTML, tagged `kind: spam_notice`.
 */
export function composeSpamNoticeEmail(
  notice: SpamNoticeContent,
  addressing: { to: string; fromAddress: string },
): OutgoingEmail {
  const { title, lines } = spamNoticeText(notice);
  return alertsEmailOf({ subject: title, lines, kind: "spam_notice" }, addressing);
}
