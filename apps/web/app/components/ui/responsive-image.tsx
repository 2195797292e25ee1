import type { StockPhoto } from "../../content/types.ts";
import { stockImage, stockSrcSet } from "../../lib/stock-image.ts";

/** Props of {@link ResponsiveImage}. */
export type ResponsiveImageProps = {
  /** The stock photo: its id on the host and its alt text. */
  photo: StockPhoto;
  /** Intrinsic width in CSS pixels; with `height` it fixes the aspect ratio before the image loads. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /** The `sizes` attribute, e.g. `"(min-width: 1024px) 33vw, 100vw"`. */
  sizes: string;
  /** The largest image above the fold (the LCP element): loads eagerly with `fetchpriority="high"`. */
  priority?: boolean;
  /** Extra classes, usually sizing and `object-cover`. */
  className?: string;
  /** Colour shown while loading or when the image fails: light stone (default) or dark stone for heroes. */
  placeholder?: "light" | "dark";
};

/**
 * An image from the stock photo host (app/lib/stock-image.ts) with a
 * width-based `srcset`, explicit `width`/`height` (no layout shift), lazy loading unless it is the
 * priority image, and a stone background so a failed load keeps its box and shows a calm colour.
 */
export function ResponsiveImage({
  photo,
  width,
  height,
  sizes,
  priority = false,
  className,
  placeholder = "light",
}: ResponsiveImageProps) {
  return (
    <img
      src={stockImage(photo.id, width)}
      srcSet={stockSrcSet(photo.id)}
      sizes={sizes}
      width={width}
      height={height}
      alt={photo.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`${placeholder === "dark" ? "bg-stone-800" : "bg-stone-300"} text-transparent ${className ?? ""}`}
    />
  );
}
