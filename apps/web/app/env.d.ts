/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the stock photo host; defaults to the real host (app/lib/stock-image.ts). */
  readonly VITE_IMAGE_BASE?: string;
  /** Turnstile site key; unset = no Turnstile (app/features/contact/turnstile/turnstile-config.ts). */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  /** The year the site was built (vite.config.ts `define`); unset outside a Vite build. */
  readonly VITE_BUILD_YEAR?: string;
}

/** One page's shared-link photo, `virtual:share-photo/<page>` (content-build/content-plugin.ts). */
declare module "virtual:share-photo/*" {
  const photo: import("./content/types.ts").SharePhoto;
  export default photo;
}
