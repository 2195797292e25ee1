import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";

/**
 * Where a page of the inquiry list ends: the last row's `received_at` and `id` (newest first), or
 * in the `needs-answer` view its due key (`due_at`, `~` without one) and `id` (soonest due first).
 */
export type InquiryCursor = { receivedAt: string; id: string } | { dueKey: string; id: string };

/** How a due cursor's text starts. */
const DUE_PREFIX = "due:";

/** An ISO 8601 UTC time as the archive stores it (`2026-11-23T13:45:00.000Z`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** The opaque `nextCursor` of a page: base64url of `received_at|id` or `due:<due key>|id` (UTF-8). */
export function encodeCursor(cursor: InquiryCursor): string {
  const key = "dueKey" in cursor ? `${DUE_PREFIX}${cursor.dueKey}` : cursor.receivedAt;
  return encodeBase64Url(new TextEncoder().encode(`${key}|${cursor.id}`).buffer);
}

/**
 * Reads a cursor made by {@link encodeCursor}.
 * @returns the position, or `null` when `cursor` is not one (callers answer 400 `invalid_query`).
 */
export function decodeCursor(cursor: string): InquiryCursor | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(decodeBase64Url(cursor));
  } catch {
    return null;
  }
  const bar = text.indexOf("|");
  if (bar < 0) return null;
  const key = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (id.length === 0) return null;
  if (key.startsWith(DUE_PREFIX)) {
    const dueKey = key.slice(DUE_PREFIX.length);
    return dueKey === "~" || ISO_TIME.test(dueKey) ? { dueKey, id } : null;
  }
  return ISO_TIME.test(key) ? { receivedAt: key, id } : null;
}
