import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/** The state cookie's name without its `__Host-` prefix (Hono adds it). */
const STATE_COOKIE = "cms-oauth-state";

/** How long a sign-in may take between the editor's button and GitHub's callback, in seconds. */
export const STATE_MAX_AGE_SECONDS = 600;

const COOKIE_OPTIONS = { prefix: "host", path: "/", httpOnly: true, secure: true, sameSite: "Lax" } as const;

/** A fresh state, also set as an HttpOnly cookie so only the browser that started can finish (docs/reference.md#site-editor-sign-in). */
export function issueState(c: Context): string {
  const state = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  setCookie(c, STATE_COOKIE, state, { ...COOKIE_OPTIONS, maxAge: STATE_MAX_AGE_SECONDS });
  return state;
}

/**
 * Whether the callback's `state` equals the cookie's, compared in constant time. The cookie is
 * cleared on the answer either way: a state serves one callback only.
 */
export function takeState(c: Context, state: string | undefined): boolean {
  const kept = getCookie(c, STATE_COOKIE, "host");
  deleteCookie(c, STATE_COOKIE, COOKIE_OPTIONS);
  if (!kept || !state) return false;
  const a = new TextEncoder().encode(kept);
  const b = new TextEncoder().encode(state);
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}
