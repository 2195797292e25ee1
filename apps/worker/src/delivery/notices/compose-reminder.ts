import { inboxPathOf } from "../../core/inbox-link.ts";
import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import { toHeaderText } from "../email/header-safe.ts";
import { alertsEmailOf } from "./alerts-email.ts";

/**
 * An answer reminder (docs/product.md#answering-inquiries): the inquiry named as its new-inquiry
 * notice names it (id, the visitor's name and subject), never the visitor's message.
 */
export type ReminderContent = {
  reminder: "due_soon" | "overdue";
  id: string;
  name: string;
  subject: string;
  /** ISO 8601 UTC. */
  receivedAt: string;
  dueAt: string;
  /** The same two times in words in the business's time zone (`Mon, Nov 30, 11:30 AM PST`). */
  receivedWords: string;
  dueWords: string;
  /** `inboxLinkOf` the inquiry, or `null` without a site origin. */
  adminUrl: string | null;
};

/** The reminder's title and lines, shared by the email and the chat messages. */
export function reminderText(reminder: ReminderContent): { title: string; lines: string[] } {
  const overdue = reminder.reminder === "overdue";
  return {
    title: overdue ? "An inquiry is overdue for an answer" : "An inquiry is due for an answer soon",
    lines: [
      `${toHeaderText(reminder.name)}: ${toHeaderText(reminder.subject)}`,
      `Received ${reminder.receivedWords}; ${overdue ? "the answer was due" : "the answer is due"} ${reminder.dueWords}.`,
      reminder.adminUrl
        ? `Answer it in the inbox: ${reminder.adminUrl}`
        : `Answer it in the operator inbox (${inboxPathOf(reminder.id)}).`,
      `Inquiry ${reminder.id}`,
    ],
  };
}

/**
 * The reminder email from `"<company> alerts <MAIL_FROM_ADDRESS>"`, its subject naming the
 * inquiry's subject, text and escaped HTML, tagged `kind: answer_reminder`.
 */
export function composeReminderEmail(
  reminder: ReminderContent,
  addressing: { to: string; fromAddress: string },
): OutgoingEmail {
  const { title, lines } = reminderText(reminder);
  return alertsEmailOf(
    { subject: toHeaderText(`${title}: ${reminder.subject}`).slice(0, 200), lines, kind: "answer_reminder" },
    addressing,
  );
}
