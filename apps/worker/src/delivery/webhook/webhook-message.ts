import { COMPANY_NAME } from "@clearwell/contract";
import { PHOTOS_NOT_KEPT_NOTE } from "@clearwell/contract/photos";
import type { WebhookFormat } from "@clearwell/rules";
import { inboxPathOf } from "../../core/inbox-link.ts";
import { hasPhotos, PHOTO_NOTE_COPY, photoNoteLine, photoNoteValue } from "../email/photo-note.ts";
import { type ReminderContent, reminderText } from "../notices/compose-reminder.ts";
import { type SpamNoticeContent, spamNoticeText } from "../notices/compose-spam-notice.ts";
import { escapeDiscord, escapeSlack, escapeTeams, truncate } from "./text-escape.ts";

/** A new inquiry, with the visitor's fields as stored. */
export type InquiryNotice = {
  kind: "inquiry";
  id: string;
  /** ISO 8601 UTC. */
  receivedAt: string;
  status: string;
  fields: { name: string; email: string; phone: string; subject: string; message: string };
  /** `inboxLinkOf` the inquiry, or `null`. */
  adminUrl: string | null;
  /**
   * How many photos came with it (the stored `photo_count`, docs/reference.md#photos); 0 or absent:
   * none, and the message says nothing of photos. Only the count and the inbox link are ever sent.
   */
  photoCount?: number;
  /**
   * Photos came but were not kept (the day's limit on stored photos, docs/product.md#photos): the
   * message says so in the email's words, `Photos: <PHOTOS_NOT_KEPT_NOTE>`, so the operator asks
   * the visitor for them.
   */
  photosNotKept?: boolean;
};

/** An operator alert: a channel failed for an inquiry. Never carries the visitor's fields. */
export type AlertNotice = {
  kind: "alert";
  inquiryId: string;
  /** The failing channel: `email` or `webhook:<name>`. */
  channel: string;
  /** Its short reason, e.g. `403 invalid_api_key`, `bounced`. */
  cause: string;
  /** `inboxLinkOf` the inquiry, or `null`. */
  adminUrl: string | null;
};

/** The daily spam notice (docs/reference.md#daily-spam-notice); never a visitor's fields. */
export type SpamNotice = { kind: "spam_notice" } & SpamNoticeContent;

/** An answer reminder (docs/product.md#answering-inquiries); never the visitor's message. */
export type ReminderNotice = { kind: "answer_reminder" } & ReminderContent;

/** What a webhook is told. */
export type Notice = InquiryNotice | AlertNotice | SpamNotice | ReminderNotice;

/** A notice told in a title and lines: the spam notice, a reminder. */
function wordsOf(notice: SpamNotice | ReminderNotice): { title: string; lines: string[] } {
  return notice.kind === "spam_notice" ? spamNoticeText(notice) : reminderText(notice);
}

/** The copy of the chat messages. */
export const WEBHOOK_COPY = {
  inquiryTitle: `New inquiry from the ${COMPANY_NAME} website`,
  alertTitle: "Inquiry delivery failing",
  fieldLabels: { name: "Name", email: "Email", phone: "Phone", subject: "Subject", message: "Message" },
  noPhone: "(not given)",
  /** The same words as the business email's link to the inbox. */
  openInbox: PHOTO_NOTE_COPY.openInbox,
  alertText: (channel: string, cause: string, inquiryId: string) =>
    `The channel ${channel} failed (${cause}) for inquiry ${inquiryId}. Read it and retry in the inbox.`,
} as const;

/** The longest visitor message a chat message carries, in characters. */
export const CHAT_MESSAGE_MAX = 1000;

function fieldPairs(notice: InquiryNotice): [label: string, value: string][] {
  const { fields } = notice;
  const labels = WEBHOOK_COPY.fieldLabels;
  return [
    [labels.name, fields.name],
    [labels.email, fields.email],
    [labels.phone, fields.phone || WEBHOOK_COPY.noPhone],
    [labels.subject, fields.subject],
    [labels.message, truncate(fields.message, CHAT_MESSAGE_MAX)],
  ];
}

/** `Photos: <PHOTOS_NOT_KEPT_NOTE>` when photos came but were not kept, else `null`. */
function notKeptLine(notice: InquiryNotice): string | null {
  return notice.photosNotKept ? `${PHOTO_NOTE_COPY.label}: ${PHOTOS_NOT_KEPT_NOTE}` : null;
}

/**
 * The chat line about an inquiry's photos, `Photos: 3 (view them in the inbox): <inbox link>` (the
 * path alone without an origin), the not-kept line, or `null` without photos.
 */
function photoText(notice: InquiryNotice): string | null {
  const line = photoNoteLine(notice.photoCount);
  return line ? `${line}: ${notice.adminUrl ?? inboxPathOf(notice.id)}` : notKeptLine(notice);
}

/**
 * The documented JSON body: `inquiry.received` with the inquiry, `delivery.failed`, `spam.summary`,
 * or `inquiry.answer_due` / `inquiry.answer_overdue`.
 */
function jsonBody(notice: Notice): unknown {
  if (notice.kind === "answer_reminder") {
    const { id, receivedAt, dueAt, adminUrl } = notice;
    const type = notice.reminder === "overdue" ? "inquiry.answer_overdue" : "inquiry.answer_due";
    return { type, data: { id, receivedAt, dueAt, adminUrl, inboxPath: inboxPathOf(id) } };
  }
  if (notice.kind === "spam_notice") {
    const { count, since, adminUrl } = notice;
    return { type: "spam.summary", data: { count, since, adminUrl } };
  }
  if (notice.kind === "alert") {
    const { inquiryId, channel, cause, adminUrl } = notice;
    return { type: "delivery.failed", data: { inquiryId, channel, cause, adminUrl } };
  }
  const { id, receivedAt, status, fields, adminUrl, photoCount } = notice;
  const photos = hasPhotos(photoCount) ? { photoCount } : notice.photosNotKept ? { photosNotKept: true } : {};
  return { type: "inquiry.received", data: { id, receivedAt, status, fields, adminUrl, ...photos } };
}

/** Slack: visitor values only in `plain_text` objects (never parsed as mrkdwn); escaped fallback. */
function slackBody(notice: Notice): unknown {
  const plain = (text: string) => ({ type: "plain_text", text: truncate(text, 2000) || " ", emoji: false });
  if (notice.kind === "spam_notice" || notice.kind === "answer_reminder") {
    const { title, lines } = wordsOf(notice);
    return {
      text: escapeSlack(`${title}: ${lines[0]}`),
      blocks: [
        { type: "header", text: plain(title) },
        ...lines.map((line) => ({ type: "section", text: plain(line) })),
      ],
    };
  }
  if (notice.kind === "alert") {
    const text = WEBHOOK_COPY.alertText(notice.channel, notice.cause, notice.inquiryId);
    return {
      text: escapeSlack(`${WEBHOOK_COPY.alertTitle}: ${text}`),
      blocks: [
        { type: "header", text: plain(WEBHOOK_COPY.alertTitle) },
        { type: "section", text: plain(text) },
        ...(notice.adminUrl
          ? [{ type: "section", text: plain(`${WEBHOOK_COPY.openInbox}: ${notice.adminUrl}`) }]
          : []),
      ],
    };
  }
  const photos = photoText(notice);
  return {
    text: escapeSlack(`${WEBHOOK_COPY.inquiryTitle}: ${truncate(notice.fields.subject, 150)}`),
    blocks: [
      { type: "header", text: plain(WEBHOOK_COPY.inquiryTitle) },
      ...fieldPairs(notice).map(([label, value]) => ({ type: "section", text: plain(`${label}: ${value}`) })),
      ...(photos ? [{ type: "section", text: plain(photos) }] : []),
      { type: "context", elements: [plain(`Inquiry ${notice.id}`)] },
    ],
  };
}

/** Discord: escaped markdown, no mention of anyone allowed, within Discord's limits. */
function discordBody(notice: Notice): unknown {
  const none = { parse: [] as string[] };
  if (notice.kind === "spam_notice" || notice.kind === "answer_reminder") {
    const { title, lines } = wordsOf(notice);
    return {
      content: truncate(escapeDiscord(`${title}: ${lines.join(" ")}`), 2000),
      ...(notice.adminUrl ? { embeds: [{ title: WEBHOOK_COPY.openInbox, url: notice.adminUrl }] } : {}),
      allowed_mentions: none,
    };
  }
  if (notice.kind === "alert") {
    const text = WEBHOOK_COPY.alertText(notice.channel, notice.cause, notice.inquiryId);
    return {
      content: truncate(escapeDiscord(`${WEBHOOK_COPY.alertTitle}: ${text}`), 2000),
      ...(notice.adminUrl ? { embeds: [{ title: WEBHOOK_COPY.openInbox, url: notice.adminUrl }] } : {}),
      allowed_mentions: none,
    };
  }
  const photoValue = hasPhotos(notice.photoCount)
    ? photoNoteValue(notice.photoCount)
    : notice.photosNotKept
      ? PHOTOS_NOT_KEPT_NOTE
      : null;
  const photos = photoValue
    ? [{ name: PHOTO_NOTE_COPY.label, value: escapeDiscord(photoValue), inline: false }]
    : [];
  // With photos, a second embed whose title links the inquiry in the inbox (the path, unlinked, without an origin).
  const inbox = !hasPhotos(notice.photoCount)
    ? []
    : notice.adminUrl
      ? [{ title: WEBHOOK_COPY.openInbox, url: notice.adminUrl }]
      : [{ title: WEBHOOK_COPY.openInbox, description: escapeDiscord(inboxPathOf(notice.id)) }];
  return {
    content: truncate(escapeDiscord(WEBHOOK_COPY.inquiryTitle), 2000),
    embeds: [
      {
        title: truncate(escapeDiscord(notice.fields.subject), 256),
        fields: [
          ...fieldPairs(notice).map(([label, value]) => ({
            name: label,
            value: truncate(escapeDiscord(value), 1024) || "-",
            inline: label !== WEBHOOK_COPY.fieldLabels.message,
          })),
          ...photos,
        ],
        footer: { text: truncate(`Inquiry ${notice.id}`, 2048) },
      },
      ...inbox,
    ],
    allowed_mentions: none,
  };
}

/** Teams: an Adaptive Card with escaped text, no mentions, a button to the inbox. */
function teamsBody(notice: Notice): unknown {
  const block = (text: string, extra: Record<string, unknown> = {}) => ({
    type: "TextBlock",
    text,
    wrap: true,
    ...extra,
  });
  let body: unknown[];
  if (notice.kind === "spam_notice" || notice.kind === "answer_reminder") {
    const { title, lines } = wordsOf(notice);
    body = [
      block(escapeTeams(title), { weight: "Bolder", size: "Medium" }),
      ...lines.map((line) => block(escapeTeams(line))),
    ];
  } else if (notice.kind === "alert") {
    body = [
      block(escapeTeams(WEBHOOK_COPY.alertTitle), { weight: "Bolder", size: "Medium" }),
      block(escapeTeams(WEBHOOK_COPY.alertText(notice.channel, notice.cause, notice.inquiryId))),
    ];
  } else {
    // The card's Open the inbox button links the inquiry; without an origin the line gives the path.
    const photos = notice.adminUrl
      ? (photoNoteLine(notice.photoCount) ?? notKeptLine(notice))
      : photoText(notice);
    body = [
      block(escapeTeams(WEBHOOK_COPY.inquiryTitle), { weight: "Bolder", size: "Medium" }),
      {
        type: "FactSet",
        facts: fieldPairs(notice).map(([label, value]) => ({ title: label, value: escapeTeams(value) })),
      },
      ...(photos ? [block(escapeTeams(photos))] : []),
      block(escapeTeams(`Inquiry ${notice.id}`), { isSubtle: true, size: "Small" }),
    ];
  }
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body,
          actions: notice.adminUrl
            ? [{ type: "Action.OpenUrl", title: WEBHOOK_COPY.openInbox, url: notice.adminUrl }]
            : [],
        },
      },
    ],
  };
}

/** The JSON body a webhook of `format` gets for `notice` (docs/reference.md#notification-channels). */
export function webhookBody(format: WebhookFormat, notice: Notice): unknown {
  switch (format) {
    case "json":
      return jsonBody(notice);
    case "slack":
      return slackBody(notice);
    case "discord":
      return discordBody(notice);
    case "teams":
      return teamsBody(notice);
  }
}
