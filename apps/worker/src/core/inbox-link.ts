import { readServerSettings } from "./server-settings.ts";

/**
 * The link an alert or a notification gives the operator (docs/product.md#operator-inbox): the
 * inbox with that inquiry open, `<first ALLOWED_ORIGINS entry>/admin?inquiry=<id>` (the id
 * URL-encoded), or `null` when no origin is configured (the message then names the path alone).
 */
export function inboxLinkOf(env: Env, inquiryId: string): string | null {
  const origin = readServerSettings(env).allowedOrigins[0];
  return origin ? `${origin}${inboxPathOf(inquiryId)}` : null;
}

/** The inbox's path with `inquiryId` open: `/admin?inquiry=<id>` (URL-encoded). */
export function inboxPathOf(inquiryId: string): string {
  return `/admin?${new URLSearchParams({ inquiry: inquiryId })}`;
}

/** The inbox's Spam view: `/admin?status=spam`. */
export const SPAM_INBOX_PATH = "/admin?status=spam";

/**
 * The link the daily spam notice gives the operator (docs/reference.md#daily-spam-notice): the
 * inbox's Spam view, `<first ALLOWED_ORIGINS entry>/admin?status=spam`, or `null` when no origin
 * is configured (the notice then names the path alone).
 */
export function spamInboxLinkOf(env: Env): string | null {
  const origin = readServerSettings(env).allowedOrigins[0];
  return origin ? `${origin}${SPAM_INBOX_PATH}` : null;
}
