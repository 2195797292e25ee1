import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";

/** Where a page of the newest-first inquiry list ends: the last row's `received_at` and `id`. */
export type InquiryCursor = { receivedAt: string; id: string };

/** An ISO 8601 UTC time as the archive stores it (`2026-11-23T13:45:00.000Z`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** The opaque `nextCursor` of a page: base64url of `received_at|id` (UTF-8). */
export function encodeCursor({ receivedAt, id }: InquiryCursor): string {
  return encodeBase64Url(new TextEncoder().encode(`${receivedAt}|${id}`).buffer);
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
  const receivedAt = text.slice(0, bar);
  const id = text.slice(bar + 1);
  return ISO_TIME.test(receivedAt) && id.length > 0 ? { receivedAt, id } : null;
}
