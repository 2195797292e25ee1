/**
 * The operator's Turnstile site key (docs/product.md#contact-form), read at build time from
 * `VITE_TURNSTILE_SITE_KEY`. Empty (the local default) turns Turnstile off: no widget, no script,
 * and the form works without it. Cloudflare's test keys (docs/product.md#contact-form): `1x00000000000000000000AA`
 * always passes, `2x00000000000000000000AB` always fails.
 */
export const TURNSTILE_SITE_KEY: string = import.meta.env.VITE_TURNSTILE_SITE_KEY || "";
