import { IMAGE_WIDTHS } from "./image-widths.ts";

/**
 * URLs of the stock photo host the site's images come from. The host can be
 * replaced at build time with `VITE_IMAGE_BASE` (benchmarks and tests serve local placeholders).
 */
export const IMAGE_BASE: string = import.meta.env.VITE_IMAGE_BASE ?? "https://images.unsplash.com";

export { IMAGE_WIDTHS };

/**
 * URL of a stock photo at a given width, in pixels, using the host's width parameter.
 *
 * @param id - the photo id on the host, e.g. `photo-1618221195710-dd6b41faaea6`.
 * @param width - requested width in pixels; the host scales and compresses to it.
 */
export function stockImage(id: string, width: number): string {
  return `${IMAGE_BASE}/${id}?auto=format&fit=crop&q=70&w=${width}`;
}

/**
 * URL of a stock photo cropped by the host to exactly `width` x `height` pixels, as a JPEG (the
 * format every link preview reads): a shared link's picture when the hero is a stock photo, which
 * the build cannot fetch to crop itself (docs/product.md#routes).
 */
export function stockCrop(id: string, width: number, height: number): string {
  return `${IMAGE_BASE}/${id}?fm=jpg&fit=crop&q=75&w=${width}&h=${height}`;
}

/** A `srcset` string for a photo over {@link IMAGE_WIDTHS}. */
export function stockSrcSet(id: string): string {
  return IMAGE_WIDTHS.map((width) => `${stockImage(id, width)} ${width}w`).join(", ");
}
