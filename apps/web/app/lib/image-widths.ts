/**
 * The widths, in CSS pixels, offered in every `srcset`: the stock host's and the owner's photos
 * alike (docs/decisions.md#images). A module of its own with no import, so the build's photo step
 * (content-build/photo-set.ts) reads the same list the pages use.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

/**
 * The size of a shared link's picture (`og:image`), in pixels: the build's JPEG of one of the
 * owner's photos and the stock host's crop alike (docs/product.md#routes).
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
