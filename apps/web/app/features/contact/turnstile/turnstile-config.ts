/**
 * The operator's Turnstile site key (issue 4 "Abuse resistance"), read at build time from
 * `VITE_TURNSTILE_SITE_KEY`. Empty (the local default) turns Turnstile off: no widget, no script,
 * and the form works without it. Cloudflare's test keys (DESIGN.md 5): `1x00000000000000000000AA`
 * always passes, `2x00000000000000000000AB` always fails.
 */
export const TURNSTILE_SITE_KEY: string = import.meta.env.VITE_TURNSTILE_SITE_KEY || "";
