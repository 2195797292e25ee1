import { readServerSettings } from "./server-settings.ts";

/** `<first ALLOWED_ORIGINS entry>/admin?inquiry=<id>` for alerts, or `null` without one (docs/product.md#operator-inbox). */
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

/** {@link SPAM_INBOX_PATH} under the first `ALLOWED_ORIGINS` entry, or `null` without one. */
export function spamInboxLinkOf(env: Env): string | null {
  const origin = readServerSettings(env).allowedOrigins[0];
  return origin ? `${origin}${SPAM_INBOX_PATH}` : null;
}
