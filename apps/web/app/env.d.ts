/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the stock photo host; defaults to the real host (app/lib/stock-image.ts). */
  readonly VITE_IMAGE_BASE?: string;
}
