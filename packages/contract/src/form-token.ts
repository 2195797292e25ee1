// The form token's rules the Contact page shares with the worker; no zod here (docs/decisions.md#zod-mini).

/** The youngest a form token may be (3 s): `too_fast` below it; the page waits it out (docs/product.md#abuse-defences). */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;

/** The Contact page replaces a form token older than this (1 h) with a fresh one. */
export const FORM_TOKEN_REFRESH_AFTER_MS = 60 * 60 * 1000;

/** Issue time (epoch ms) from `v1.<ms base 36>.<signature>`, signature unchecked; `null` for another shape. */
export function formTokenIssuedAt(token: string): number | null {
  const match = /^v1\.([0-9a-z]{1,12})\.[A-Za-z0-9_-]+$/.exec(token);
  return match?.[1] ? Number.parseInt(match[1], 36) : null;
}
