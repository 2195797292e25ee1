import type { StockPhoto } from "../../content/types.ts";
import { stockImage, stockSrcSet } from "../../lib/stock-image.ts";

/** Props of {@link ResponsiveImage}. */
export type ResponsiveImageProps = {
  /** The photo: its stock id or the owner's photo with its built set, and its alt text. */
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
 * A photo from the stock photo host (app/lib/stock-image.ts), or one of the owner's photos with
 * the AVIF and WebP sets the build made (`photo.set`, docs/product.md#the-owners-photos), with a
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
  const { set } = photo;
  const image = (
    <img
      src={set ? set.src : stockImage(photo.id, width)}
      srcSet={set ? set.webp : stockSrcSet(photo.id)}
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
  // One of the owner's photos: AVIF where the browser takes it, else the WebP set; `contents` keeps
  // the layout the `<img>` alone has.
  return set ? (
    <picture className="contents">
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      {image}
    </picture>
  ) : (
    image
  );
}
